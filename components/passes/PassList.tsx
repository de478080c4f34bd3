import Link from 'next/link';
import { Badge, EmptyState } from '@/components/ui';
import { dateTimeFormat } from '@/lib/intl';
import { passMessages as m } from '@/lib/messages/passes';
import type { PassView } from '@/lib/passes/queries';
import { CancelMembershipButton, ResumeMembershipButton } from './PassButtons';

const day = (d: Date) => dateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(d);

/** The viewer's punch cards with their balance (billing page "Your passes", team page Passes tab). */
export function PassList({ passes, showTeam = true }: { passes: PassView[]; showTeam?: boolean }) {
  if (passes.length === 0)
    return <EmptyState title={m.yoursEmptyTitle} description={m.yoursEmpty} headingLevel={3} />;
  return (
    <ul className="divide-y divide-slate-200" data-testid="your-passes">
      {passes.map((p) => {
        const lapsed = p.expiresAt !== null && p.expiresAt <= new Date();
        return (
          <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
            <div className="min-w-0">
              <p className="font-semibold text-slate-900">{p.name}</p>
              {showTeam && (
                <Link href={`/team/${p.team.id}?tab=passes`} className="text-sm text-slate-700 underline">
                  {p.team.name}
                </Link>
              )}
              {p.partRefundedCents > 0 && (
                <p className="text-xs text-slate-600">
                  {m.partlyRefunded(
                    m.money(p.partRefundedCents, p.currency),
                    m.money(p.priceCents, p.currency),
                  )}
                </p>
              )}
              {p.expiresAt && (
                <p className="text-xs text-slate-600">
                  {lapsed ? m.expired(day(p.expiresAt)) : m.expires(day(p.expiresAt))}
                </p>
              )}
              {p.kind === 'MEMBERSHIP' && (
                <p className="text-xs text-slate-600" data-testid="membership-period">
                  {p.status !== 'ACTIVE'
                    ? p.endedAt && m.endedOn(day(p.endedAt))
                    : p.periodEndsAt &&
                      !p.pastDue &&
                      (p.cancelAtPeriodEnd ? m.endsOn(day(p.periodEndsAt)) : m.renewsOn(day(p.periodEndsAt)))}
                </p>
              )}
              {p.pastDue && p.coveredUntil && (
                <p
                  className="text-xs font-medium text-amber-800"
                  role="status"
                  data-testid="membership-past-due"
                >
                  {m.pastDue(day(p.coveredUntil))}
                </p>
              )}
            </div>
            {p.kind === 'MEMBERSHIP' && p.status === 'ACTIVE' && !p.cancelAtPeriodEnd && (
              <CancelMembershipButton passId={p.id} endsOn={m.day(p.periodEndsAt)} />
            )}
            {p.kind === 'MEMBERSHIP' &&
              p.status === 'ACTIVE' &&
              p.cancelAtPeriodEnd &&
              p.periodEndsAt !== null &&
              p.periodEndsAt > new Date() && <ResumeMembershipButton passId={p.id} />}
            {p.status === 'ACTIVE' && !lapsed ? (
              p.kind === 'MEMBERSHIP' ? (
                <Badge tone="success">{m.yourMembershipLine(p.played)}</Badge>
              ) : p.kind === 'SEASON' ? (
                <Badge tone="success">{m.yourSeasonLine(p.played)}</Badge>
              ) : (
                <Badge tone={p.remaining > 0 ? 'success' : 'neutral'}>
                  {m.yourLine(p.remaining, p.games)}
                </Badge>
              )
            ) : (
              <Badge>{m.statusLabel[lapsed && p.status === 'ACTIVE' ? 'EXPIRED' : p.status]}</Badge>
            )}
          </li>
        );
      })}
    </ul>
  );
}
