import Link from 'next/link';
import { Avatar } from '@/components/profile/Avatar';
import { Button, ButtonLink, Card, EmptyState, SelectField, TextField } from '@/components/ui';
import { formatWhen } from '@/lib/time';
import { homeMessages, playersNearMessages } from '@/lib/messages';
import { freeNearUi as m } from '@/lib/messages/places';
import { FREE_NEAR_HOURS, FREE_NEAR_RADII, type FreeNearInput } from '@/lib/players/schema';
import type { PlayerNear } from '@/lib/players/service';

export type FreeNearResult =
  | { status: 'noCity' }
  | { status: 'ok'; players: PlayerNear[]; hasMore: boolean; from: Date; timeZone: string }
  | null;

// connect: "Who is free near you" — a GET form (works without JavaScript, the address can be shared), and
// the players free in that window around the viewer's go-to city.
export function FreePlayersNear({
  values,
  errors,
  result,
}: {
  values: Required<{ [K in keyof FreeNearInput]: string }>;
  errors: Partial<Record<keyof FreeNearInput, string>>;
  result: FreeNearResult;
}) {
  return (
    <Card title={m.title}>
      <div className="space-y-4">
        <p className="text-sm text-slate-700">{m.intro}</p>
        {result?.status === 'noCity' ? (
          <EmptyState
            headingLevel={3}
            title={m.noCity}
            action={
              <ButtonLink href="/profile" variant="secondary" size="sm">
                {m.setCity}
              </ButtonLink>
            }
          />
        ) : (
          <form
            method="get"
            action="/connect#free-near"
            noValidate
            className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_auto_auto_auto] lg:items-start"
          >
            <TextField
              label={m.date}
              name="date"
              type="date"
              defaultValue={values.date}
              error={errors.date}
            />
            <TextField
              label={m.time}
              name="time"
              type="time"
              defaultValue={values.time}
              error={errors.time}
            />
            <SelectField
              label={m.hours}
              name="hours"
              defaultValue={values.hours}
              error={errors.hours}
              options={FREE_NEAR_HOURS.map((n) => ({ value: String(n), label: m.hoursOption(n) }))}
            />
            <SelectField
              label={m.radius}
              name="radius"
              defaultValue={values.radius}
              error={errors.radius}
              options={FREE_NEAR_RADII.map((n) => ({ value: String(n), label: m.radiusOption(n) }))}
            />
            <Button type="submit" className="sm:col-span-2 lg:col-span-1 lg:mt-6">
              {m.search}
            </Button>
          </form>
        )}
        {result?.status === 'ok' && (
          <section aria-live="polite" className="space-y-2">
            <h3 className="font-semibold text-slate-900">
              {m.results(result.players.length, result.hasMore)}
              <span className="block text-sm font-normal text-slate-600">
                {m.window(formatWhen(result.from, result.timeZone))}
              </span>
            </h3>
            {result.players.length === 0 ? (
              <p className="text-sm text-slate-600">{m.noneHint}</p>
            ) : (
              <ul
                className="divide-y divide-slate-100 rounded-lg border border-slate-200"
                data-testid="free-players"
              >
                {result.players.map((p) => (
                  <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
                    <span className="flex min-w-0 items-center gap-3">
                      <Avatar
                        name={p.displayName ?? homeMessages.playerCard.unnamedPlayer}
                        photoUrl={p.photoUrl}
                        size={32}
                        alt=""
                      />
                      <span className="min-w-0">
                        <Link
                          href={`/profile/${p.id}`}
                          className="font-medium text-emerald-800 hover:underline"
                        >
                          {p.displayName ?? homeMessages.playerCard.unnamedPlayer}
                        </Link>
                        <span className="block text-sm text-slate-600">
                          {p.travel ? playersNearMessages.visiting(p.travel.city) : p.cityName}
                        </span>
                      </span>
                    </span>
                    <span className="text-sm text-slate-600">
                      {playersNearMessages.distance(p.distanceMiles)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        )}
      </div>
    </Card>
  );
}
