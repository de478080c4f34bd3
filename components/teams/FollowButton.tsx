'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button, useAction } from '@/components/ui';
import { setFollowAction } from '@/lib/follows/actions';
import { followUi as m } from '@/lib/messages/teams';

/** Follow / Unfollow a host (a user or a team). */
export function FollowButton({
  kind,
  hostId,
  following,
  size = 'sm',
}: {
  kind: 'user' | 'team';
  hostId: string;
  following: boolean;
  size?: 'sm' | 'md';
}) {
  const runAction = useAction();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size={size}
      variant={following ? 'secondary' : 'primary'}
      loading={busy}
      aria-pressed={following}
      onClick={async () => {
        setBusy(true);
        const result = await runAction(setFollowAction, { kind, hostId, follow: !following });
        setBusy(false);
        if (result.ok) router.refresh();
      }}
    >
      {following ? m.unfollow : m.follow}
    </Button>
  );
}
