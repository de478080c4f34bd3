import { z } from 'zod';
import { coverImage } from '@/components/looks/cover-image';
import { defineRoute } from '@/lib/actions/define-route';
import { commonMessages } from '@/lib/messages';
import { teamCoverCard } from '@/lib/seo/share-cards';
import { teamPage } from '@/lib/teams/queries';

// /cover/team/{id}: a team's cover (its sport's colours and illustration, its name, kind, city and size) for
// signed-in users who may open its page (team/{id}: not when blocked either way with its owner; an invite-only
// team's only to its roster and invitees), drawn by the share image's renderer. 401 without a session, 404
// otherwise.
export const GET = defineRoute(
  {
    name: 'cover.team',
    auth: { profile: false },
    input: z.object({ params: z.object({ id: z.string().max(64) }) }),
    failure: commonMessages.somethingWentWrong,
  },
  async ({ input, viewer }) => {
    const page = await teamPage(viewer.id, input.params.id);
    if (!page) return new Response('Not found', { status: 404 });
    return coverImage(teamCoverCard(page.team, page.memberCount), {
      'cache-control': 'private, max-age=300',
    });
  },
);
