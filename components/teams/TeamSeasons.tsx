import { Badge, Card, EmptyState } from '@/components/ui';
import { teamUi as m } from '@/lib/messages/teams';
import { seasonsOf } from '@/lib/teams/queries';
import {
  DecideButtons,
  NewSeasonForm,
  RegisterForm,
  RegistrationToggle,
  SeasonGroups,
} from './SeasonControls';
import { dateTimeFormat } from '@/lib/intl';

const day = (d: Date) => dateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(d);
const nameOf = (u: { displayName: string | null; fullName: string | null } | null) =>
  u?.displayName || u?.fullName || m.someone;
const tone = (status: string) =>
  status === 'CONFIRMED'
    ? 'success'
    : status === 'DECLINED'
      ? 'danger'
      : status === 'WAITLISTED'
        ? 'warning'
        : 'neutral';

// The Seasons tab: each season with its dates and registration state; register yourself or a family member
// you are guardian of; managers add seasons, open or close registration and decide on registrations.
export async function TeamSeasons({
  teamId,
  viewerId,
  canManage,
}: {
  teamId: string;
  viewerId: string;
  canManage: boolean;
}) {
  const { seasons, wards } = await seasonsOf(viewerId, teamId, canManage);
  const candidates = [{ id: viewerId, name: m.registerMyself }, ...wards];
  return (
    <div className="space-y-4">
      {seasons.length === 0 && (
        <EmptyState title={m.noSeasons} description={canManage ? m.noSeasonsManagerHint : m.noSeasonsHint} />
      )}
      {seasons.map((s) => {
        const taken = new Set(s.registrations.map((r) => r.userId));
        const mine = s.registrations.filter((r) => candidates.some((c) => c.id === r.userId));
        return (
          <Card
            key={s.id}
            title={s.label}
            actions={
              <>
                <Badge tone={s.registrationOpen ? 'success' : 'neutral'}>
                  {s.registrationOpen ? m.registrationOpen : m.registrationClosed}
                </Badge>
                {canManage && (
                  <RegistrationToggle teamId={teamId} seasonId={s.id} open={s.registrationOpen} />
                )}
              </>
            }
          >
            <p className="mb-3 text-sm text-slate-700">
              {day(s.startDate)} – {day(s.endDate)}
            </p>
            <SeasonGroups teamId={teamId} seasonId={s.id} groups={s.groups} canManage={canManage} />
            {mine.length > 0 && !canManage && (
              <ul aria-label={m.yourRegistrations} className="mb-3 space-y-1 text-sm">
                {mine.map((r) => (
                  <li key={r.id} className="flex items-center gap-2">
                    <span>{nameOf(r.user)}</span>
                    <Badge tone={tone(r.status)}>{m.statusLabels[r.status]}</Badge>
                  </li>
                ))}
              </ul>
            )}
            {s.registrationOpen && (
              <RegisterForm
                teamId={teamId}
                seasonId={s.id}
                people={candidates.filter((c) => !taken.has(c.id))}
              />
            )}
            {canManage && (
              <div className="mt-4">
                <h3 className="mb-2 text-sm font-semibold text-slate-900">{m.registrationsTitle}</h3>
                {s.registrations.length === 0 ? (
                  <p className="text-sm text-slate-600">{m.noRegistrations}</p>
                ) : (
                  <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
                    {s.registrations.map((r) => (
                      <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
                        <span className="text-sm">
                          <span className="font-medium">{nameOf(r.user)}</span>{' '}
                          {r.registeredBy && r.registeredBy.id !== r.userId && (
                            <span className="text-slate-600">({m.registeredBy(nameOf(r.registeredBy))})</span>
                          )}{' '}
                          <Badge tone={tone(r.status)}>{m.statusLabels[r.status]}</Badge>
                        </span>
                        {r.status !== 'CONFIRMED' && (
                          <DecideButtons teamId={teamId} registrationId={r.id} name={nameOf(r.user)} />
                        )}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            )}
          </Card>
        );
      })}
      {canManage && (
        <Card title={m.newSeason}>
          <NewSeasonForm teamId={teamId} />
        </Card>
      )}
    </div>
  );
}
