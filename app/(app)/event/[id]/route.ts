import { NextResponse, type NextRequest } from 'next/server';

// /event/{id}: the game's page is evt/{id} (as share/event/{id}); a permanent redirect that reads nothing (who
// may see the game is decided there). event/{id}/manage is its own page.
export function GET(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  return params.then(({ id }) =>
    NextResponse.redirect(new URL(`/evt/${encodeURIComponent(id)}`, request.url), 308),
  );
}
