import { defineRoute } from '@/lib/actions/define-route';
import { paddleResultPath, scorePaddle } from '@/lib/marketing/quiz';
import { commonMessages } from '@/lib/messages';

// The paddle quiz form's target: scores the answers and redirects to the shareable result page. Missing
// or made-up answers go back to the quiz. Public: the quiz is a marketing page.
export const GET = defineRoute(
  { name: 'quiz.pickleball-paddle.result', auth: 'public', failure: commonMessages.somethingWentWrong },
  async ({ request }) => {
    const profile = scorePaddle(Object.fromEntries(request.nextUrl.searchParams));
    const to = profile ? paddleResultPath(profile) : '/quiz/pickleball-paddle';
    // A relative Location: the request's Host is never used to build an address.
    return new Response(null, { status: 303, headers: { Location: to } });
  },
);
