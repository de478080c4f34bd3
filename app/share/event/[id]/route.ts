import { NextResponse, type NextRequest } from 'next/server';

// The short share link of a game: a permanent redirect to its page (who may see it is decided there).
export function GET(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  return params.then(({ id }) =>
    NextResponse.redirect(new URL(`/evt/${encodeURIComponent(id)}`, request.url), 308),
  );
}
