import type { Metadata } from 'next';
import { CreateGameForm } from '@/components/events/CreateGameForm';
import { Card } from '@/components/ui';
import { requireViewer } from '@/lib/auth/viewer';
import { todayIn } from '@/lib/availability/rules';
import { derivedZone } from '@/lib/events/zone';
import { addDays } from '@/lib/time';
import { createFormOptions, viewerCanCharge } from '@/lib/events/queries';
import { eventUiMessages as m } from '@/lib/messages/events';
import { teamUi } from '@/lib/messages/teams';
import { placeById } from '@/lib/places/queries';
import { placeCity } from '@/lib/places/rules';

export const metadata: Metadata = { title: m.createTitle };

// Create a game (login and a completed profile). On success the form goes to the new event's page.
export default async function CreateGamePage({
  searchParams,
}: {
  searchParams: Promise<{ team?: string; practice?: string; place?: string }>;
}) {
  const { team, practice, place: placeId } = await searchParams;
  const viewer = await requireViewer({ profile: true });
  const [{ gameTypes, teams }, place, canCharge] = await Promise.all([
    createFormOptions(viewer.id),
    typeof placeId === 'string' ? placeById(placeId) : null,
    viewerCanCharge(viewer.id),
  ]);
  const today = todayIn(viewer.timeZone);
  // "Add practice" on a team's Events tab: the team hosts, weekly.
  const host = practice === '1' ? teams.find((t) => t.id === team) : undefined;
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <div>
        <h1 className="text-2xl font-bold">{m.createTitle}</h1>
        <p className="text-slate-700">{m.createIntro}</p>
      </div>
      <Card>
        <CreateGameForm
          gameTypes={gameTypes}
          teams={teams.map((t) => ({ id: t.id, label: t.name }))}
          zone={place ? derivedZone(place) : null}
          defaultDate={addDays(today, 1)}
          today={today}
          canCharge={canCharge}
          defaultHostingTeamId={typeof team === 'string' ? team : undefined}
          practiceTitle={host ? teamUi.practiceTitle(host.name) : undefined}
          place={place ? { id: place.id, name: place.name, city: placeCity(place) } : undefined}
        />
      </Card>
    </div>
  );
}
