'use client';

import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { PostText } from '@/components/posts/PostText';
import { Avatar } from '@/components/profile/Avatar';
import { Button, Card, Dialog, EmptyState, Switch, TextAreaField, useAction } from '@/components/ui';
import { routeData } from '@/lib/actions/route-data';
import type { ChatMessageView, GameChatView } from '@/lib/conversations/game-chat';
import {
  deleteChatMessageAction,
  editChatMessageAction,
  pinChatMessageAction,
  reportChatMessageAction,
  sendChatMessageAction,
  setChatOpenAction,
} from '@/lib/conversations/game-chat-actions';
import { CHAT_POLL_INTERVAL_MS, REPORT_REASON_MAX } from '@/lib/conversations/game-chat-schema';
import { MESSAGE_MAX } from '@/lib/conversations/schema';
import { conversationMessages, gameChatMessages as m } from '@/lib/messages';
import { dateTimeFormat } from '@/lib/intl';

// The Chat section of the game page (issue 32 §2). The first view comes with the page (so it works without
// scripts having run yet); while the tab is visible the section asks api/events/{id}/chat for changes every few
// seconds, sending the version it has, and takes the whole chat when something changed.

type Props = { eventId: string; initial: GameChatView; timeZone: string | null };

export function GameChat({ eventId, initial, timeZone }: Props) {
  const [view, setView] = useState(initial);
  const version = useRef(initial.version);
  const runAction = useAction();

  const apply = useCallback((next: GameChatView) => {
    version.current = next.version;
    setView(next);
  }, []);

  useEffect(() => {
    let stopped = false;
    async function poll() {
      if (document.visibilityState !== 'visible') return;
      const query = `?version=${encodeURIComponent(version.current)}`;
      const response = await fetch(`/api/events/${encodeURIComponent(eventId)}/chat${query}`, {
        cache: 'no-store',
      }).catch(() => null);
      if (stopped || !response) return;
      const data = await routeData<GameChatView | { unchanged: true }>(response).catch(() => null);
      if (!stopped && data && !('unchanged' in data)) apply(data);
    }
    void poll();
    const timer = window.setInterval(() => void poll(), CHAT_POLL_INTERVAL_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [eventId, apply]);

  // One formatter per zone for the process (lib/intl): building one costs more than the chat's render.
  const formatTime = useMemo(
    () =>
      dateTimeFormat('en-US', { timeZone: timeZone ?? undefined, dateStyle: 'medium', timeStyle: 'short' }),
    [timeZone],
  );

  const [reporting, setReporting] = useState<ChatMessageView | null>(null);

  const act = async (run: () => ReturnType<typeof editChatMessageAction>) => {
    const result = await run();
    if (result.ok) apply(result.data);
    return result.ok;
  };

  const messageActions = {
    edit: (id: string, body: string) =>
      act(() => runAction(editChatMessageAction, { messageId: id, body }, { successToast: false })),
    remove: (id: string) => {
      if (!window.confirm(m.deleteConfirm)) return;
      void act(() => runAction(deleteChatMessageAction, { messageId: id }, { successToast: false }));
    },
    pin: (id: string, pinned: boolean) =>
      void act(() => runAction(pinChatMessageAction, { messageId: id, pinned }, { successToast: false })),
    report: (message: ChatMessageView) => setReporting(message),
  };

  return (
    <Card title={m.title} className="scroll-mt-20">
      <div className="flex flex-col gap-4">
        <p className="text-sm text-slate-600">{view.openToViewers ? m.introOpen : m.intro}</p>
        {view.canModerate && (
          <Switch
            label={m.openToViewers}
            checked={view.openToViewers}
            onChange={(open) =>
              void act(() => runAction(setChatOpenAction, { eventId, open }, { successToast: true }))
            }
          />
        )}
        {!view.canChat ? (
          <EmptyState title={m.notInChat} headingLevel={3} />
        ) : (
          <>
            {view.pinned && (
              <section className="rounded-md border border-amber-300 bg-amber-50 p-3" aria-label={m.pinned}>
                <p className="text-xs font-semibold uppercase tracking-wide text-amber-900">{m.pinned}</p>
                <p className="text-sm font-medium text-slate-900">{view.pinned.senderName}</p>
                <PostText text={view.pinned.body} />
              </section>
            )}
            {view.messages.length === 0 ? (
              <EmptyState title={conversationMessages.noMessagesYet} description={m.empty} headingLevel={3} />
            ) : (
              <ol
                role="log"
                aria-label={m.title}
                className="flex max-h-[28rem] flex-col gap-3 overflow-y-auto"
              >
                {view.messages.map((message) => (
                  <ChatMessage
                    key={message.id}
                    message={message}
                    canModerate={view.canModerate}
                    time={formatTime.format(new Date(message.createdAt))}
                    actions={messageActions}
                  />
                ))}
              </ol>
            )}
            <Composer
              onSend={async (body) =>
                act(() => runAction(sendChatMessageAction, { eventId, body }, { successToast: false }))
              }
            />
          </>
        )}
      </div>
      <ReportDialog message={reporting} onClose={() => setReporting(null)} />
    </Card>
  );
}

type MessageActions = {
  edit: (id: string, body: string) => Promise<boolean>;
  remove: (id: string) => void;
  pin: (id: string, pinned: boolean) => void;
  report: (message: ChatMessageView) => void;
};

function ChatMessage({
  message,
  canModerate,
  time,
  actions,
}: {
  message: ChatMessageView;
  canModerate: boolean;
  time: string;
  actions: MessageActions;
}) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(message.body);
  return (
    <li
      className={`rounded-md border p-3 ${message.fromMe ? 'border-emerald-200 bg-emerald-50' : 'border-slate-200 bg-white'}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="flex min-w-0 items-center gap-2 text-sm font-semibold text-slate-900">
          <Avatar name={message.avatarName} photoUrl={message.senderPhotoUrl} size={28} alt="" />
          <span className="min-w-0 break-words">{message.senderName}</span>
        </p>
        <p className="text-xs text-slate-600">
          <time dateTime={message.createdAt}>{time}</time>
          {message.edited && ` · ${m.edited}`}
          {message.pinned && ` · ${m.pinned}`}
        </p>
      </div>
      {editing ? (
        <form
          className="mt-2 flex flex-col gap-2"
          onSubmit={async (e: FormEvent) => {
            e.preventDefault();
            if (await actions.edit(message.id, draft)) setEditing(false);
          }}
        >
          <TextAreaField
            name="body"
            label={m.messageLabel}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            maxLength={MESSAGE_MAX}
            rows={3}
          />
          <div className="flex gap-2">
            <Button type="submit" size="sm">
              {m.save}
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(false)}>
              {m.cancel}
            </Button>
          </div>
        </form>
      ) : message.deleted ? (
        <p className="mt-1 text-sm italic text-slate-600">{conversationMessages.deletedMessage}</p>
      ) : (
        <div className="mt-1 text-sm">
          <PostText text={message.body} />
        </div>
      )}
      {!editing && !message.deleted && (
        <div className="mt-2 flex flex-wrap gap-1" role="group" aria-label={m.actionsFor(message.senderName)}>
          {message.fromMe && (
            <Button
              type="button"
              size="sm"
              variant="ghost"
              onClick={() => {
                setDraft(message.body);
                setEditing(true);
              }}
            >
              {m.edit}
            </Button>
          )}
          {(message.fromMe || canModerate) && (
            <Button type="button" size="sm" variant="ghost" onClick={() => actions.remove(message.id)}>
              {m.delete}
            </Button>
          )}
          {canModerate && (
            <Button
              type="button"
              size="sm"
              variant="ghost"
              onClick={() => actions.pin(message.id, !message.pinned)}
            >
              {message.pinned ? m.unpin : m.pin}
            </Button>
          )}
          {!message.fromMe && (
            <Button type="button" size="sm" variant="ghost" onClick={() => actions.report(message)}>
              {m.report}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}

function Composer({ onSend }: { onSend: (body: string) => Promise<boolean> }) {
  const [body, setBody] = useState('');
  const [sending, setSending] = useState(false);
  const send = async () => {
    if (!body.trim() || sending) return;
    setSending(true);
    try {
      if (await onSend(body)) setBody('');
    } finally {
      setSending(false);
    }
  };
  return (
    <form
      className="flex flex-col gap-2 sm:flex-row sm:items-end"
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <TextAreaField
        name="body"
        label={m.messageLabel}
        placeholder={m.messagePlaceholder}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        onKeyDown={(e: KeyboardEvent<HTMLTextAreaElement>) => {
          // Enter sends, Shift+Enter starts a new line.
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            void send();
          }
        }}
        maxLength={MESSAGE_MAX}
        rows={2}
        className="flex-1"
      />
      <Button type="submit" loading={sending} disabled={!body.trim()}>
        {m.send}
      </Button>
    </form>
  );
}

function ReportDialog({ message, onClose }: { message: ChatMessageView | null; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const runAction = useAction();
  return (
    <Dialog
      open={message !== null}
      onClose={onClose}
      title={m.reportTitle}
      footer={
        <>
          <Button type="button" variant="secondary" onClick={onClose}>
            {m.cancel}
          </Button>
          <Button
            type="button"
            onClick={async () => {
              if (!message) return;
              const result = await runAction(reportChatMessageAction, { messageId: message.id, reason });
              if (result.ok) {
                setReason('');
                onClose();
              }
            }}
          >
            {m.reportSend}
          </Button>
        </>
      }
    >
      {message && (
        <div className="flex flex-col gap-3">
          <blockquote className="rounded-md bg-slate-50 p-3 text-sm text-slate-800">
            <p className="font-semibold">{message.senderName}</p>
            <p className="whitespace-pre-wrap break-words">{message.body}</p>
          </blockquote>
          <TextAreaField
            name="reason"
            label={m.reportReason}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            maxLength={REPORT_REASON_MAX}
            rows={3}
          />
        </div>
      )}
    </Dialog>
  );
}
