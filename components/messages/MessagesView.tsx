'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Badge, Button, Card, Dialog, EmptyState, Switch, TextAreaField, useToast } from '@/components/ui';
import { cx } from '@/components/ui/cx';
import { UserSearch } from '@/components/user-search/UserSearch';
import { markReadAction, sendMessageAction, startConversationAction } from '@/lib/conversations/actions';
import { refusalText, type SendRefusal } from '@/lib/conversations/rules';
import {
  MESSAGE_MAX,
  POLL_INTERVAL_MS,
  sendMessageSchema,
  type SendMessageInput,
} from '@/lib/conversations/schema';
import type { ConversationSummary, MessageView, PollResult, ThreadView } from '@/lib/conversations/service';
import { setConversationBlockedAction } from '@/lib/privacy/actions';
import { applyActionErrors } from '@/lib/form-errors';
import { blockingMessages, commonMessages, conversationMessages } from '@/lib/messages';
import { durations } from '@/components/ui/toast-durations';
import { callAction } from '@/lib/actions/call';
import { routeData } from '@/lib/actions/route-data';

type Props = {
  viewerId: string;
  timeZone: string;
  conversations: ConversationSummary[];
  thread: ThreadView | null;
};

const mergeMessages = (current: MessageView[], incoming: MessageView[]) => {
  const known = new Set(current.map((m) => m.id));
  const added = incoming.filter((m) => !known.has(m.id));
  return added.length
    ? [...current, ...added].sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    : current;
};

// Conversation list + the open thread. New messages and unread counts arrive by polling
// /api/conversations/updates every few seconds while the page is visible.
export function MessagesView({
  viewerId,
  timeZone,
  conversations: initialList,
  thread: initialThread,
}: Props) {
  // Opening a conversation reads it.
  const [conversations, setConversations] = useState(() =>
    initialList.map((c) => (c.id === initialThread?.id ? { ...c, unread: 0 } : c)),
  );
  const [messages, setMessages] = useState<MessageView[]>(initialThread?.messages ?? []);
  const [refusal, setRefusal] = useState<SendRefusal | null>(initialThread?.refusal ?? null);
  const [blockedByMe, setBlockedByMe] = useState(initialThread?.blockedByMe ?? false);
  const threadId = initialThread?.id;
  const lastSeen = useRef<string | undefined>(initialThread?.messages.at(-1)?.createdAt);
  const knownIds = useRef(new Set(initialThread?.messages.map((m) => m.id)));

  const formatTime = useMemo(
    () => new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'medium', timeStyle: 'short' }),
    [timeZone],
  );

  const markRead = useCallback(() => {
    if (!threadId || document.visibilityState !== 'visible') return;
    void markReadAction({ conversationId: threadId }).catch(() => undefined);
    setConversations((list) => list.map((c) => (c.id === threadId ? { ...c, unread: 0 } : c)));
  }, [threadId]);

  useEffect(() => {
    if (threadId) void markReadAction({ conversationId: threadId }).catch(() => undefined);
  }, [threadId]);

  useEffect(() => {
    let stopped = false;
    async function poll() {
      if (document.visibilityState !== 'visible') return;
      const query = new URLSearchParams();
      if (threadId) query.set('conversation', threadId);
      if (lastSeen.current) query.set('after', lastSeen.current);
      const response = await fetch(`/api/conversations/updates?${query}`, { cache: 'no-store' }).catch(
        () => null,
      );
      if (stopped || !response) return;
      const data = await routeData<PollResult>(response).catch(() => null);
      if (stopped || !data) return;
      setConversations(data.conversations);
      if (data.thread) {
        const incoming = data.thread.messages;
        setRefusal(data.thread.refusal);
        setBlockedByMe(data.thread.blockedByMe);
        const fresh = incoming.filter((m) => !knownIds.current.has(m.id));
        if (fresh.length) {
          for (const m of fresh) knownIds.current.add(m.id);
          lastSeen.current = incoming.at(-1)?.createdAt ?? lastSeen.current;
          setMessages((current) => mergeMessages(current, fresh));
          if (fresh.some((m) => !m.fromMe)) markRead();
        }
      }
    }
    const timer = window.setInterval(() => void poll(), POLL_INTERVAL_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [threadId, markRead]);

  return (
    <div className="grid gap-6 lg:grid-cols-[20rem_1fr]">
      <ConversationList
        conversations={conversations}
        openId={threadId}
        className={cx(threadId && 'hidden lg:block')}
      />
      {initialThread ? (
        <Thread
          viewerId={viewerId}
          thread={initialThread}
          messages={messages}
          refusal={refusal}
          blockedByMe={blockedByMe}
          formatTime={(iso) => formatTime.format(new Date(iso))}
          onSent={(m) => {
            knownIds.current.add(m.id);
            lastSeen.current = m.createdAt;
            setMessages((current) => mergeMessages(current, [m]));
          }}
          onBlockedChange={(blocked) => {
            setBlockedByMe(blocked);
            setRefusal(blocked ? 'conversationBlockedByMe' : null);
          }}
        />
      ) : (
        <Card className="hidden lg:block">
          <EmptyState title={conversationMessages.selectConversation} headingLevel={3} />
        </Card>
      )}
    </div>
  );
}

function ConversationList({
  conversations,
  openId,
  className,
}: {
  conversations: ConversationSummary[];
  openId?: string;
  className?: string;
}) {
  const [newOpen, setNewOpen] = useState(false);
  return (
    <Card
      title={conversationMessages.listTitle}
      className={className}
      actions={
        <Button type="button" size="sm" onClick={() => setNewOpen(true)}>
          {conversationMessages.newMessage}
        </Button>
      }
    >
      {conversations.length === 0 ? (
        <EmptyState illustration="inbox" title={conversationMessages.empty} headingLevel={3} />
      ) : (
        <ul className="-mx-4 -my-4 divide-y divide-slate-100">
          {conversations.map((c) => (
            <li key={c.id}>
              <Link
                href={`/messages?c=${encodeURIComponent(c.id)}`}
                aria-current={c.id === openId ? 'page' : undefined}
                className={cx(
                  'flex items-start justify-between gap-3 px-4 py-3 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-emerald-700',
                  c.id === openId ? 'bg-emerald-50' : 'hover:bg-slate-50',
                )}
              >
                <span className="min-w-0">
                  <span
                    className={cx(
                      'block truncate text-slate-900',
                      c.unread > 0 ? 'font-bold' : 'font-medium',
                    )}
                  >
                    {c.title}
                  </span>
                  <span className="block truncate text-sm text-slate-600">
                    {c.lastMessage
                      ? c.lastMessage.deleted
                        ? conversationMessages.deletedMessage
                        : `${c.lastMessage.fromMe ? `${conversationMessages.you}: ` : ''}${c.lastMessage.body}`
                      : conversationMessages.noMessagesYet}
                  </span>
                </span>
                <span className="flex shrink-0 flex-col items-end gap-1">
                  {c.unread > 0 && (
                    <Badge tone="success">
                      <span aria-hidden="true">{c.unread}</span>
                      <span className="sr-only">{conversationMessages.unreadCount(c.unread)}</span>
                    </Badge>
                  )}
                  {c.blockedByMe && <Badge tone="danger">{blockingMessages.alreadyBlockedBadge}</Badge>}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <NewMessageDialog open={newOpen} onClose={() => setNewOpen(false)} />
    </Card>
  );
}

function NewMessageDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const router = useRouter();
  const toast = useToast();
  const [busy, setBusy] = useState<string | null>(null);
  return (
    <Dialog open={open} onClose={onClose} title={conversationMessages.newMessage} width={550}>
      <UserSearch
        busyId={busy}
        pickText={conversationMessages.startConversation}
        pickLabel={(hit) => `${conversationMessages.startConversation} ${hit.displayName ?? hit.email}`}
        onPick={async (hit) => {
          setBusy(hit.id);
          const result = await callAction(startConversationAction, { userId: hit.id });
          setBusy(null);
          if (!result?.ok) {
            toast.error(
              result?.message ?? commonMessages.somethingWentWrong,
              durations.conversation.cannotMessage,
            );
            return;
          }
          onClose();
          router.push(`/messages?c=${encodeURIComponent(result.data.conversationId)}`);
        }}
      />
    </Dialog>
  );
}

function Thread({
  viewerId,
  thread,
  messages,
  refusal,
  blockedByMe,
  formatTime,
  onSent,
  onBlockedChange,
}: {
  viewerId: string;
  thread: ThreadView;
  messages: MessageView[];
  refusal: SendRefusal | null;
  blockedByMe: boolean;
  formatTime: (iso: string) => string;
  onSent: (m: MessageView) => void;
  onBlockedChange: (blocked: boolean) => void;
}) {
  const toast = useToast();
  const bottom = useRef<HTMLLIElement>(null);

  useEffect(() => {
    bottom.current?.scrollIntoView({ block: 'nearest' });
  }, [messages.length]);

  async function toggleBlocked(blocked: boolean) {
    onBlockedChange(blocked);
    const result = await callAction(setConversationBlockedAction, {
      conversationId: thread.id,
      userId: viewerId,
      blocked,
    });
    if (!result?.ok) {
      onBlockedChange(!blocked);
      toast.error(blockingMessages.conversationUpdateFailed, durations.blocking.conversationUpdateFailed);
    }
  }

  return (
    <Card
      title={thread.title}
      actions={
        <Link
          href="/messages"
          className="text-sm font-medium text-emerald-800 underline underline-offset-4 lg:hidden"
        >
          {conversationMessages.backToList}
        </Link>
      }
    >
      <div className="space-y-4">
        <Switch
          label={conversationMessages.blockConversation}
          checked={blockedByMe}
          onChange={(v) => void toggleBlocked(v)}
        />
        <ol aria-label={conversationMessages.title} className="max-h-[60vh] space-y-3 overflow-y-auto pr-1">
          {messages.length === 0 && <li className="text-slate-600">{conversationMessages.noMessagesYet}</li>}
          {messages.map((m) => (
            <li key={m.id} className={cx('flex flex-col', m.fromMe ? 'items-end' : 'items-start')}>
              <span className="text-xs text-slate-600">
                {m.senderName} · <time dateTime={m.createdAt}>{formatTime(m.createdAt)}</time>
              </span>
              <p
                className={cx(
                  'max-w-[85%] whitespace-pre-wrap break-words rounded-lg px-3 py-2',
                  m.deleted
                    ? 'bg-slate-100 italic text-slate-600'
                    : m.fromMe
                      ? 'bg-emerald-700 text-white'
                      : 'bg-slate-100 text-slate-900',
                )}
              >
                {m.deleted ? conversationMessages.deletedMessage : m.body}
              </p>
            </li>
          ))}
          <li ref={bottom} aria-hidden="true" />
        </ol>
        {refusal ? (
          <p
            role="status"
            className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
          >
            {refusalText(refusal)}
          </p>
        ) : (
          <Composer conversationId={thread.id} onSent={onSent} />
        )}
      </div>
    </Card>
  );
}

function Composer({ conversationId, onSent }: { conversationId: string; onSent: (m: MessageView) => void }) {
  const toast = useToast();
  const { register, handleSubmit, reset, setError, formState } = useForm<SendMessageInput>({
    resolver: zodResolver(sendMessageSchema),
    defaultValues: { conversationId, body: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    const result = await callAction(sendMessageAction, values, conversationMessages.sendFailed);
    if (!result.ok) {
      const message = applyActionErrors(result, setError);
      if (message) toast.error(message, durations.conversation.cannotMessage);
      return;
    }
    onSent(result.data);
    reset({ conversationId, body: '' });
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-2">
      <input type="hidden" {...register('conversationId')} />
      <TextAreaField
        label={conversationMessages.messageLabel}
        placeholder={conversationMessages.messagePlaceholder}
        rows={3}
        maxLength={MESSAGE_MAX}
        error={formState.errors.body?.message}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) void onSubmit();
        }}
        {...register('body')}
      />
      <div className="flex justify-end">
        <Button type="submit" loading={formState.isSubmitting}>
          {conversationMessages.send}
        </Button>
      </div>
    </form>
  );
}
