'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Avatar } from '@/components/profile/Avatar';
import { Button, Card, EmptyState, useToast } from '@/components/ui';
import { unblockAction } from '@/lib/privacy/actions';
import { blockingMessages } from '@/lib/messages';
import { durations } from '@/components/ui/toast-durations';
import { BlockViaListDialog, type ListChoice } from './BlockViaListDialog';
import { callAction } from '@/lib/actions/call';

export type BlockRow = {
  id: string;
  displayName: string | null;
  email: string | null;
  createdAt: string;
};

export function BlockedUsersCard({ blocks, lists }: { blocks: BlockRow[]; lists: ListChoice[] }) {
  const router = useRouter();
  const toast = useToast();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);

  async function unblock(blockId: string) {
    setBusy(blockId);
    const result = await callAction(unblockAction, { blockId });
    setBusy(null);
    if (result?.ok) {
      toast.success(blockingMessages.unblocked, durations.blocking.unblocked);
      router.refresh();
    } else {
      toast.error(blockingMessages.unblockError, durations.blocking.unblockError);
    }
  }

  return (
    <Card
      title={blockingMessages.blockedUsersTitle}
      actions={
        <Button type="button" size="sm" variant="secondary" onClick={() => setDialogOpen(true)}>
          {blockingMessages.blockViaList}
        </Button>
      }
    >
      {blocks.length === 0 ? (
        <EmptyState title={blockingMessages.noBlockedUsers} headingLevel={3} />
      ) : (
        <ul className="divide-y divide-slate-100" aria-label={blockingMessages.blockedUsersTitle}>
          {blocks.map((b) => {
            const name = b.displayName ?? b.email ?? '—';
            return (
              <li key={b.id} className="flex items-center justify-between gap-3 py-2">
                {/* No profile link and no picture: a block hides each profile and picture from the other side
                    ("not found", app/api/avatars answers 404), so the initials stand in. */}
                <span className="flex min-w-0 items-center gap-3">
                  <Avatar name={name} photoUrl={null} size={40} alt="" />
                  <span className="min-w-0">
                    <span className="block truncate font-medium text-slate-900">{name}</span>
                    {b.displayName && b.email && (
                      <span className="block truncate text-sm text-slate-600">{b.email}</span>
                    )}
                  </span>
                </span>
                <Button
                  type="button"
                  size="sm"
                  variant="secondary"
                  aria-label={blockingMessages.unblockUser(name)}
                  loading={busy === b.id}
                  onClick={() => void unblock(b.id)}
                >
                  {blockingMessages.unblock}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <BlockViaListDialog
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        onBlocked={() => router.refresh()}
        lists={lists}
      />
    </Card>
  );
}
