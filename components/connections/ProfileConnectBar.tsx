'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { PresenceDot } from '@/components/presence/PresenceDot';
import { Button, useAction } from '@/components/ui';
import { requestConnectionAction } from '@/lib/connections/actions';
import { connectUi, presenceUi, profileConnectUi as m } from '@/lib/messages/places';

/** Another user's profile: the online dot (when allowed) and where the viewer stands (Connect / sent / connected). */
export function ProfileConnectBar({
  userId,
  name,
  online,
  status,
}: {
  userId: string;
  name: string;
  online: boolean;
  status: 'none' | 'sent' | 'received' | 'connected';
}) {
  const runAction = useAction();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  return (
    <div className="flex flex-wrap items-center justify-end gap-3">
      {online && (
        <span className="inline-flex items-center gap-2 text-sm text-slate-700">
          <PresenceDot name={name} /> {presenceUi.online}
        </span>
      )}
      {status === 'none' && (
        <Button
          size="sm"
          loading={busy}
          onClick={async () => {
            setBusy(true);
            const result = await runAction(requestConnectionAction, { userId });
            setBusy(false);
            if (result.ok) router.refresh();
          }}
        >
          {connectUi.connect}
        </Button>
      )}
      {status === 'sent' && <span className="text-sm text-slate-700">{m.sent}</span>}
      {status === 'connected' && (
        <span className="text-sm font-semibold text-emerald-800">✓ {m.connected}</span>
      )}
      {status === 'received' && (
        <Link href="/connect" className="text-sm font-semibold text-emerald-800 underline underline-offset-4">
          {m.received} · {m.answer}
        </Link>
      )}
    </div>
  );
}
