'use client';

import { useState } from 'react';
import { Card, EmptyState, Switch, useToast } from '@/components/ui';
import { setConversationBlockedAction } from '@/lib/privacy/actions';
import { blockingMessages } from '@/lib/messages';
import { durations } from '@/components/ui/toast-durations';

type Row = { id: string; title: string; blocked: boolean };

// The conversations the viewer blocked. A toggle updates {conversationId, userId, blocked}; a row
// switched off stays listed (switched off) until the page is left, so it can be switched back.
export function BlockedConversationsCard({
  viewerId,
  conversations,
}: {
  viewerId: string;
  conversations: { id: string; title: string }[];
}) {
  const toast = useToast();
  const [rows, setRows] = useState<Row[]>(() => conversations.map((c) => ({ ...c, blocked: true })));

  async function toggle(conversationId: string, blocked: boolean) {
    setRows((list) => list.map((r) => (r.id === conversationId ? { ...r, blocked } : r)));
    const result = await setConversationBlockedAction({ conversationId, userId: viewerId, blocked }).catch(
      () => null,
    );
    if (!result?.ok) {
      setRows((list) => list.map((r) => (r.id === conversationId ? { ...r, blocked: !blocked } : r)));
      toast.error(blockingMessages.conversationUpdateFailed, durations.blocking.conversationUpdateFailed);
    }
  }

  return (
    <Card title={blockingMessages.blockedConversationsTitle}>
      {rows.length === 0 ? (
        <EmptyState title={blockingMessages.noBlockedConversations} headingLevel={3} />
      ) : (
        <ul className="divide-y divide-slate-100">
          {rows.map((r) => (
            <li key={r.id} className="py-3">
              <Switch
                label={blockingMessages.conversationBlockedToggle(r.title)}
                checked={r.blocked}
                onChange={(v) => void toggle(r.id, v)}
              />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
