import Link from 'next/link';
import { Avatar } from '@/components/profile/Avatar';
import { ButtonLink, Card, EmptyState } from '@/components/ui';
import { weeklySummary } from '@/lib/availability/rules';
import { homeMessages, playersNearMessages } from '@/lib/messages';
import type { PlayerNear } from '@/lib/players/service';
import { milesIn, type DistanceUnit } from '@/lib/geo/distance';
import { distanceMessages } from '@/lib/messages/distance';

function availabilityLine(player: PlayerNear) {
  if (!player.availability) return playersNearMessages.availabilityHidden;
  return weeklySummary(player.availability.weekly) || playersNearMessages.noAvailability;
}

/** Home: players around the viewer's go-to city (null: no city set), with distance and availability. */
export function PlayersNearYou({
  players,
  unit = 'mi',
}: {
  players: PlayerNear[] | null;
  /** The viewer's distance unit (docs/cities.md). */
  unit?: DistanceUnit;
}) {
  return (
    <Card title={homeMessages.sections.playersNearYou}>
      {!players ? (
        <EmptyState
          title={homeMessages.setLocation}
          headingLevel={3}
          action={
            <ButtonLink href="/profile" variant="secondary" size="sm">
              {homeMessages.changeLocation}
            </ButtonLink>
          }
        />
      ) : players.length === 0 ? (
        <EmptyState
          title={homeMessages.noPlayersNearYou}
          description={homeMessages.noPlayersNearYouHint}
          headingLevel={3}
        />
      ) : (
        <ul className="divide-y divide-slate-100">
          {players.map((player) => (
            <li key={player.id} className="flex items-start gap-3 py-3">
              <Avatar
                name={player.displayName ?? homeMessages.playerCard.unnamedPlayer}
                photoUrl={player.photoUrl}
                size={40}
                alt=""
              />
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <Link
                    href={`/profile/${player.id}`}
                    className="font-medium text-emerald-800 hover:underline"
                  >
                    {player.displayName ?? homeMessages.playerCard.unnamedPlayer}
                  </Link>
                  <span className="text-sm text-slate-600">
                    {unit === 'mi'
                      ? playersNearMessages.distance(player.distanceMiles)
                      : distanceMessages.awayWholeKm(milesIn(player.distanceMiles, unit))}
                  </span>
                </div>
                <p className="text-sm text-slate-700">{player.cityName}</p>
                <p className="text-sm text-slate-600">{availabilityLine(player)}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
