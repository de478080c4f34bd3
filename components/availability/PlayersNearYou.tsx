import Link from 'next/link';
import { Card, EmptyState } from '@/components/ui';
import { weeklySummary } from '@/lib/availability/rules';
import { homeMessages, playersNearMessages } from '@/lib/messages';
import { playersNearViewer } from '@/lib/players/queries';
import type { PlayerNear } from '@/lib/players/service';

function availabilityLine(player: PlayerNear) {
  if (!player.availability) return playersNearMessages.availabilityHidden;
  return weeklySummary(player.availability.weekly) || playersNearMessages.noAvailability;
}

/** Home: up to six players around the viewer's city, with distance and a short availability summary. */
export async function PlayersNearYou({ viewerId }: { viewerId: string }) {
  const near = await playersNearViewer(viewerId);
  return (
    <div data-tour="players-near-you">
      <Card title={homeMessages.sections.playersNearYou}>
        {!near ? (
          <EmptyState title={homeMessages.setLocation} headingLevel={3} />
        ) : near.players.length === 0 ? (
          <EmptyState title={homeMessages.noPlayersNearYou} headingLevel={3} />
        ) : (
          <ul className="divide-y divide-slate-100">
            {near.players.map((player) => (
              <li key={player.id} className="py-3">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <Link
                    href={`/profile/${player.id}`}
                    className="font-medium text-emerald-800 hover:underline"
                  >
                    {player.displayName ?? homeMessages.playerCard.unnamedPlayer}
                  </Link>
                  <span className="text-sm text-slate-600">
                    {playersNearMessages.distance(player.distanceMiles)}
                  </span>
                </div>
                <p className="text-sm text-slate-700">{player.cityName}</p>
                <p className="text-sm text-slate-600">{availabilityLine(player)}</p>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
