import { NextResponse } from 'next/server';
import { getActiveViewer } from '@/lib/auth/viewer';
import { eventGames } from '@/lib/games/queries';
import { gamesUi as m } from '@/lib/messages/games';

// The Games section's live feed: the event's games, standings and bracket as the viewer may see them (visitors
// see public events'), polled by the section every few seconds. An unknown or hidden event answers 404.
type Context = { params: Promise<{ id: string }> };

export async function GET(_request: Request, { params }: Context) {
  const viewer = await getActiveViewer();
  const { id } = await params;
  try {
    const view = id.length <= 64 ? await eventGames(viewer?.id ?? null, id) : null;
    if (!view) return NextResponse.json({ message: m.gameNotFound }, { status: 404 });
    return NextResponse.json(view, { headers: { 'Cache-Control': 'private, no-store' } });
  } catch (error) {
    console.error('[api events/games] failed', error);
    return NextResponse.json({ message: m.loadFailed }, { status: 500 });
  }
}
