import { getViewer } from '@/lib/auth/viewer';
import { env } from '@/lib/env';
import { eventIcs } from '@/lib/events/ics';
import { eventPage } from '@/lib/events/queries';
import { commonMessages } from '@/lib/messages';

// "Add to calendar": the game as an .ics file, for whoever may see its page (404 otherwise).
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const viewer = await getViewer();
  const active = viewer?.emailVerified && viewer.hasAdditionalInfo ? viewer : null;
  const event = await eventPage(active?.id ?? null, id);
  if (!event) return new Response(commonMessages.gameNotFound, { status: 404 });
  const url = new URL(`/evt/${event.id}`, env().APP_URL);
  const body = eventIcs(
    {
      id: event.id,
      title: event.title,
      description: event.description,
      location: event.address ? `${event.address}, ${event.locationName}` : event.locationName,
      startsAt: event.startsAt,
      durationMinutes: event.durationMinutes,
      cancelled: event.cancelled,
      url: url.toString(),
    },
    url.host,
  );
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="game-${event.id}.ics"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
