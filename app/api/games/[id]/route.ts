import { NextResponse } from 'next/server';
import { getActiveViewer } from '@/lib/auth/viewer';
import { gameDetail } from '@/lib/games/queries';
import { gamesUi as m } from '@/lib/messages/games';

// One game's live feed (discover/games/{id}), under its event's visibility; unknown or hidden: 404.
type Context = { params: Promise<{ id: string }> };

export async function GET(_request: Request, { params }: Context) {
  const viewer = await getActiveViewer();
  const { id } = await params;
  try {
    const view = id.length <= 64 ? await gameDetail(viewer?.id ?? null, id) : null;
    if (!view) return NextResponse.json({ message: m.gameNotFound }, { status: 404 });
    return NextResponse.json(view, { headers: { 'Cache-Control': 'private, no-store' } });
  } catch (error) {
    console.error('[api games] failed', error);
    return NextResponse.json({ message: m.loadFailed }, { status: 500 });
  }
}
