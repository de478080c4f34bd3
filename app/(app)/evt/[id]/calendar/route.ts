import { z } from 'zod';
import { defineRoute, refuse } from '@/lib/actions/define-route';
import { env } from '@/lib/env';
import { eventIcs } from '@/lib/events/ics';
import { eventPage } from '@/lib/events/queries';
import { commonMessages } from '@/lib/messages';

// "Add to calendar": the game as an .ics file, for whoever may see its page (404 otherwise).
const notFound = refuse.notFound(commonMessages.gameNotFound);

export const GET = defineRoute(
  {
    name: 'events.ics',
    auth: 'optional',
    input: z.object({ params: z.object({ id: z.string().max(64) }) }),
    invalid: notFound,
    failure: commonMessages.somethingWentWrong,
  },
  async ({ input, viewer }) => {
    const event = await eventPage(viewer?.id ?? null, input.params.id);
    if (!event) return notFound;
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
  },
);
