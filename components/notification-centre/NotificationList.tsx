'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { AnswerButtons, Badge, Button, ButtonLink, useToast } from '@/components/ui';
import { cx } from '@/components/ui/cx';
import { respondFamilyRequestAction } from '@/lib/family/actions';
import {
  commonMessages,
  familyMessages,
  gameChatMessages,
  notificationCentreMessages as m,
} from '@/lib/messages';
import { durations } from '@/components/ui/toast-durations';
import { markAllNotificationsReadAction } from '@/lib/notification-centre/actions';
import { callAction } from '@/lib/actions/call';
import { teamUi } from '@/lib/messages/teams';
import { respondToInvitationAction } from '@/lib/teams/actions';
import { subsMessages } from '@/lib/messages/subs';
import { answerSubAction } from '@/lib/subs/actions';

export type NotificationItem = {
  id: string;
  title: string;
  message: string;
  read: boolean;
  createdAt: string;
  /** createdAt formatted on the server in the viewer's time zone. */
  createdLabel: string;
  familyRequest: { connectionId: string; status: 'PENDING' | 'ACCEPTED' | 'GONE' } | null;
  teamInvitation?: { teamId: string; status: 'PENDING' | 'ACCEPTED' | 'GONE' } | null;
  subInvitation?: { eventId: string; status: 'PENDING' | 'JOINED' | 'DECLINED' | 'GONE' } | null;
  /** Game chat: the chat on the game page. */
  chatHref?: string | null;
};

const r = familyMessages.request;

export function NotificationList({ notifications }: { notifications: NotificationItem[] }) {
  const toast = useToast();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [busy, setBusy] = useState<string>();
  const unread = notifications.some((n) => !n.read);

  const markAll = () =>
    startTransition(async () => {
      const result = await callAction(markAllNotificationsReadAction, undefined);
      if (!result?.ok)
        return toast.error(result?.message ?? commonMessages.somethingWentWrong, durations.default);
      router.refresh();
    });

  const respond = async (connectionId: string, accept: boolean) => {
    setBusy(connectionId);
    const result = await callAction(respondFamilyRequestAction, { connectionId, accept });
    setBusy(undefined);
    if (!result?.ok) return toast.error(result?.message ?? r.respondFailed, durations.short);
    toast.success(result.message ?? (accept ? r.acceptedTitle : r.rejectedTitle), durations.short);
    router.refresh();
  };

  const respondTeam = async (teamId: string, accept: boolean) => {
    setBusy(teamId);
    const result = await callAction(respondToInvitationAction, { teamId, accept });
    setBusy(undefined);
    if (!result?.ok) return toast.error(result?.message ?? teamUi.respondFailed, durations.short);
    toast.success(
      result.message ?? (accept ? teamUi.invitationResponse.accepted : teamUi.declined),
      durations.short,
    );
    router.refresh();
  };

  const answerSub = async (eventId: string, join: boolean) => {
    setBusy(`sub:${eventId}:${join ? 'join' : 'decline'}`);
    const result = await callAction(answerSubAction, { eventId, answer: join ? 'join' : 'decline' });
    setBusy(undefined);
    if (!result?.ok) return toast.error(result?.message ?? subsMessages.answerFailed, durations.short);
    if (result.data.status === 'waitlisted')
      toast.info(result.message ?? subsMessages.waitlistedToast, durations.long);
    else toast.success(result.message ?? subsMessages.joinedToast, durations.short);
    router.refresh();
  };

  return (
    <div className="space-y-3">
      {unread && (
        <div className="flex justify-end">
          <Button type="button" variant="secondary" size="sm" onClick={markAll} loading={pending}>
            {m.markAllRead}
          </Button>
        </div>
      )}
      <ul
        className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
        aria-label={m.title}
      >
        {notifications.map((n) => (
          <li key={n.id} className={cx('flex flex-col gap-2 p-4', !n.read && 'bg-emerald-50/60')}>
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <p className={cx('text-slate-900', !n.read && 'font-semibold')}>
                  {n.title}
                  {!n.read && (
                    <Badge tone="success" className="ml-2">
                      {m.unread}
                    </Badge>
                  )}
                </p>
                <p className="text-sm text-slate-700">{n.message}</p>
              </div>
              <time dateTime={n.createdAt} className="shrink-0 text-xs text-slate-600">
                {n.createdLabel}
              </time>
            </div>
            {n.familyRequest && (
              <FamilyRequestActions
                request={n.familyRequest}
                busy={busy}
                onRespond={(accept) => n.familyRequest && respond(n.familyRequest.connectionId, accept)}
              />
            )}
            {n.subInvitation && (
              <SubInvitationActions
                invitation={n.subInvitation}
                busy={busy}
                onRespond={(join) => n.subInvitation && answerSub(n.subInvitation.eventId, join)}
              />
            )}
            {n.chatHref && (
              <div className="mt-2">
                <ButtonLink href={n.chatHref} size="sm" variant="secondary">
                  {gameChatMessages.openChat}
                </ButtonLink>
              </div>
            )}
            {n.teamInvitation && (
              <TeamInvitationActions
                invitation={n.teamInvitation}
                busy={busy}
                onRespond={(accept) => n.teamInvitation && respondTeam(n.teamInvitation.teamId, accept)}
              />
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

function FamilyRequestActions({
  request,
  busy,
  onRespond,
}: {
  request: NonNullable<NotificationItem['familyRequest']>;
  busy: string | undefined;
  onRespond: (accept: boolean) => void;
}) {
  if (request.status === 'ACCEPTED') return <p className="text-sm text-emerald-800">{r.youAccepted}</p>;
  if (request.status !== 'PENDING') return null;
  return (
    <AnswerButtons
      acceptLabel={r.accept}
      declineLabel={r.reject}
      pending={busy === request.connectionId ? 'accept' : null}
      disabled={busy !== undefined}
      onAnswer={onRespond}
    />
  );
}

const ti = teamUi.invitationResponse;

function TeamInvitationActions({
  invitation,
  busy,
  onRespond,
}: {
  invitation: NonNullable<NotificationItem['teamInvitation']>;
  busy: string | undefined;
  onRespond: (accept: boolean) => void;
}) {
  if (invitation.status === 'ACCEPTED') return <p className="text-sm text-emerald-800">{ti.accepted}</p>;
  if (invitation.status !== 'PENDING') return null;
  return (
    <AnswerButtons
      acceptLabel={ti.accept}
      declineLabel={ti.decline}
      pending={busy === invitation.teamId ? 'accept' : null}
      disabled={busy !== undefined}
      onAnswer={onRespond}
    />
  );
}

function SubInvitationActions({
  invitation,
  busy,
  onRespond,
}: {
  invitation: NonNullable<NotificationItem['subInvitation']>;
  busy: string | undefined;
  onRespond: (join: boolean) => void;
}) {
  if (invitation.status === 'JOINED')
    return <p className="text-sm text-emerald-800">{subsMessages.answeredJoined}</p>;
  if (invitation.status === 'DECLINED')
    return <p className="text-sm text-slate-700">{subsMessages.answeredDeclined}</p>;
  if (invitation.status !== 'PENDING') return null;
  const key = `sub:${invitation.eventId}`;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <AnswerButtons
        acceptLabel={subsMessages.join}
        declineLabel={subsMessages.notThisTime}
        pending={busy === `${key}:join` ? 'accept' : busy === `${key}:decline` ? 'decline' : null}
        disabled={busy !== undefined}
        onAnswer={onRespond}
      />
      <a
        href={`/evt/${invitation.eventId}`}
        className="text-sm font-semibold text-emerald-700 hover:underline"
      >
        {subsMessages.seeGame}
      </a>
    </div>
  );
}
