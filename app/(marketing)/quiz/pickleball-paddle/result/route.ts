import type { NextRequest } from 'next/server';
import { paddleResultPath, scorePaddle } from '@/lib/marketing/quiz';

// The paddle quiz form's target: scores the answers and redirects to the shareable result page. Missing or
// made-up answers go back to the quiz.
export function GET(request: NextRequest) {
  const profile = scorePaddle(Object.fromEntries(request.nextUrl.searchParams));
  const to = profile ? paddleResultPath(profile) : '/quiz/pickleball-paddle';
  // A relative Location: the request's Host is never used to build an address.
  return new Response(null, { status: 303, headers: { Location: to } });
}
