import type { NextRequest } from 'next/server';
import { pickleballResultPath, scorePickleball } from '@/lib/marketing/quiz';

// The pickleball quiz form's target: scores the answers and redirects to the shareable result page. Missing
// or made-up answers go back to the quiz.
export function GET(request: NextRequest) {
  const level = scorePickleball(Object.fromEntries(request.nextUrl.searchParams));
  const to = level ? pickleballResultPath(level) : '/quiz/pickleball';
  // A relative Location: the request's Host is never used to build an address.
  return new Response(null, { status: 303, headers: { Location: to } });
}
