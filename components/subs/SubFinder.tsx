'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { usePathname, useRouter } from 'next/navigation';
import { useRef, useState, useTransition } from 'react';
import { useForm } from 'react-hook-form';
import { Avatar } from '@/components/profile/Avatar';
import {
  Badge,
  Button,
  ButtonLink,
  Card,
  Dialog,
  EmptyState,
  SelectField,
  TextAreaField,
  TextField,
  useAction,
  type BadgeTone,
} from '@/components/ui';
import { subsMessages as m } from '@/lib/messages/subs';
import { levelsMessages } from '@/lib/messages/levels';
import { createPostAction } from '@/lib/posts/actions';
import { createPostSchema, type CreatePostInput } from '@/lib/posts/schema';
import { inviteSubsAction } from '@/lib/subs/actions';
import { DEFAULT_DELAY_MINUTES, DELAY_OPTIONS, RADIUS_OPTIONS, type SubTier } from '@/lib/subs/rules';
import type { SentInvitation, SubCandidate } from '@/lib/subs/service';
import { reliabilityMessages as rm } from '@/lib/messages/reliability';

const tierLabel: Record<SubTier, string> = { close: m.tierClose, played: m.tierPlayed, nearby: m.tierNearby };
const tierTone: Record<SubTier, BadgeTone> = { close: 'success', played: 'warning', nearby: 'neutral' };
const statusTone: Record<SentInvitation['status'], BadgeTone> = {
  QUEUED: 'neutral',
  SENT: 'neutral',
  JOINED: 'success',
  DECLINED: 'warning',
  STOPPED: 'neutral',
};

// The host's "Find a sub": the players who fit, ranked, with Invite per player, a selection invited now or in
// tiers, the invitations sent so far, and a "Sub Needed" post on the board.
export function SubFinder({
  eventId,
  radiusMiles,
  state,
  missing,
  candidates,
  sent,
  post,
}: {
  eventId: string;
  radiusMiles: number;
  state: 'ok' | 'full' | 'closed';
  /** Spots open (null: no limit). */
  missing: number | null;
  candidates: SubCandidate[];
  sent: SentInvitation[];
  post: { title: string; when: string; where: string; url: string };
}) {
  const router = useRouter();
  const pathname = usePathname();
  const runAction = useAction();
  const [selected, setSelected] = useState<string[]>([]);
  const [delay, setDelay] = useState<number>(DEFAULT_DELAY_MINUTES);
  const [busy, setBusy] = useState<string | null>(null);
  const [loadingRadius, startRadius] = useTransition();
  const [posting, setPosting] = useState(false);

  const toggle = (id: string, on: boolean) =>
    setSelected((list) => (on ? [...list, id] : list.filter((x) => x !== id)));

  const invite = async (key: string, userIds: string[], mode: 'now' | 'tiered') => {
    setBusy(key);
    const result = await runAction(inviteSubsAction, {
      eventId,
      radiusMiles,
      userIds,
      mode,
      delayMinutes: delay,
    });
    setBusy(null);
    if (result.ok) {
      setSelected([]);
      router.refresh();
    }
  };

  const changeRadius = (value: string) =>
    startRadius(() => router.replace(`${pathname}?radius=${value}#find-a-sub`, { scroll: false }));

  const chosen = selected.filter((id) => candidates.some((c) => c.id === id));

  return (
    <div id="find-a-sub" className="scroll-mt-4">
      <Card
        title={m.panelTitle}
        actions={
          state !== 'closed' && (
            <Button type="button" size="sm" variant="secondary" onClick={() => setPosting(true)}>
              {m.postButton}
            </Button>
          )
        }
      >
        {state === 'closed' ? (
          <EmptyState title={m.ended} headingLevel={3} />
        ) : state === 'full' ? (
          <EmptyState title={m.full} headingLevel={3} />
        ) : (
          <div className="space-y-4">
            <p className="text-sm text-slate-700">
              {missing !== null && (
                <strong className="font-semibold text-slate-900">{m.shortHanded(missing)} </strong>
              )}
              {m.panelIntro}
            </p>
            <SelectField
              label={m.radius}
              className="max-w-xs"
              value={String(radiusMiles)}
              onChange={(e) => changeRadius(e.target.value)}
              options={RADIUS_OPTIONS.map((r) => ({ value: String(r), label: m.radiusOption(r) }))}
            />
            <div aria-busy={loadingRadius} className={loadingRadius ? 'opacity-60' : undefined}>
              {candidates.length === 0 ? (
                <EmptyState
                  title={m.emptyTitle}
                  description={m.emptyHint}
                  headingLevel={3}
                  action={
                    <Button type="button" size="sm" variant="secondary" onClick={() => setPosting(true)}>
                      {m.postButton}
                    </Button>
                  }
                />
              ) : (
                <ul className="divide-y divide-slate-100" aria-label={m.panelTitle}>
                  {candidates.map((c) => (
                    <li key={c.id} className="flex items-center gap-3 py-3">
                      <input
                        type="checkbox"
                        className="h-5 w-5 rounded border-slate-300 text-emerald-600 focus:ring-emerald-600"
                        aria-label={m.select(c.name)}
                        checked={selected.includes(c.id)}
                        onChange={(e) => toggle(c.id, e.target.checked)}
                      />
                      <Avatar name={c.name} photoUrl={c.photoUrl} size={36} alt="" />
                      {/* The rank sits under the name, so a long name keeps its line on a phone. */}
                      <span className="min-w-0 flex-1">
                        <a
                          href={`/profile/${c.id}`}
                          className="block font-medium break-words text-slate-900 hover:underline"
                        >
                          {c.name}
                        </a>
                        <span className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
                          <span>
                            {m.miles(c.miles)}
                            {c.travelCity && ` · ${m.travelling(c.travelCity)}`}
                          </span>
                          <Badge tone={tierTone[c.tier]}>{tierLabel[c.tier]}</Badge>
                          <span data-testid="reliability">{rm.summary(c.reliability)}</span>
                          {c.inLevel && <Badge tone="success">{levelsMessages.insideRange}</Badge>}
                        </span>
                      </span>
                      <Button
                        type="button"
                        size="sm"
                        className="shrink-0"
                        aria-label={m.inviteOne(c.name)}
                        loading={busy === c.id}
                        disabled={busy !== null}
                        onClick={() => invite(c.id, [c.id], 'now')}
                      >
                        {m.invite}
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
            </div>
            {candidates.length > 0 && (
              <div className="space-y-3 rounded-md bg-slate-50 p-3">
                <div className="flex flex-wrap items-end gap-3">
                  <Button
                    type="button"
                    disabled={chosen.length === 0 || busy !== null}
                    loading={busy === 'now'}
                    onClick={() => invite('now', chosen, 'now')}
                  >
                    {m.inviteSelected(chosen.length)}
                  </Button>
                  <SelectField
                    label={m.delay}
                    value={String(delay)}
                    onChange={(e) => setDelay(Number(e.target.value))}
                    options={DELAY_OPTIONS.map((d) => ({ value: String(d), label: m.delayOption(d) }))}
                  />
                  <Button
                    type="button"
                    variant="secondary"
                    disabled={chosen.length === 0 || busy !== null}
                    loading={busy === 'tiered'}
                    onClick={() => invite('tiered', chosen, 'tiered')}
                  >
                    {m.inviteTiered}
                  </Button>
                </div>
                <p className="text-sm text-slate-600">{m.tieredHint}</p>
              </div>
            )}
          </div>
        )}

        <div className="mt-6">
          <h3 className="text-sm font-semibold text-slate-900">{m.sentTitle}</h3>
          {sent.length === 0 ? (
            <p className="mt-1 text-sm text-slate-600">{m.sentEmpty}</p>
          ) : (
            <ul className="mt-2 divide-y divide-slate-100" aria-label={m.sentTitle}>
              {sent.map((s) => (
                <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                  <span className="font-medium text-slate-900">{s.name}</span>
                  <span className="flex items-center gap-2">
                    {s.tier > 0 && <span className="text-slate-600">{m.tierLabel(s.tier)}</span>}
                    <Badge tone={statusTone[s.status]}>{m.status[s.status]}</Badge>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
      </Card>
      <SubNeededDialog open={posting} onClose={() => setPosting(false)} post={post} missing={missing ?? 1} />
    </div>
  );
}

function SubNeededDialog({
  open,
  onClose,
  post,
  missing,
}: {
  open: boolean;
  onClose: () => void;
  post: { title: string; when: string; where: string; url: string };
  missing: number;
}) {
  const runAction = useAction();
  const titleRef = useRef<HTMLInputElement | null>(null);
  const [href, setHref] = useState<string | null>(null);
  const form = useForm<CreatePostInput>({
    resolver: zodResolver(createPostSchema),
    defaultValues: {
      title: m.postDefaultTitle(post.title),
      text: m.postDefaultText(post.when, post.where, Math.max(1, missing), post.url),
      category: 'play-competition',
      subCategory: 'sub-needed',
    },
  });
  const { ref: titleField, ...titleProps } = form.register('title');
  const submit = form.handleSubmit(async (values) => {
    const result = await runAction(createPostAction, values, {
      setError: form.setError,
      successToast: false,
    });
    if (result.ok) {
      setHref(result.data.href);
    }
  });
  const close = () => {
    setHref(null);
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} title={m.postTitle} initialFocus={titleRef}>
      {href ? (
        <div className="space-y-4">
          <p role="status" className="text-slate-800">
            {m.posted}
          </p>
          <div className="flex gap-2">
            <ButtonLink href={href}>{m.viewPost}</ButtonLink>
            <Button type="button" variant="secondary" onClick={close}>
              {m.done}
            </Button>
          </div>
        </div>
      ) : (
        <form onSubmit={submit} className="space-y-4" noValidate>
          <p className="text-sm text-slate-700">{m.postHint}</p>
          <TextField
            label={m.postTitleLabel}
            {...titleProps}
            ref={(el) => {
              titleField(el);
              titleRef.current = el;
            }}
            error={form.formState.errors.title?.message}
          />
          <TextAreaField
            label={m.postTextLabel}
            rows={5}
            {...form.register('text')}
            error={form.formState.errors.text?.message}
          />
          <div className="flex justify-end gap-2">
            <Button type="button" variant="secondary" onClick={close}>
              {m.cancel}
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {m.postButton}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
