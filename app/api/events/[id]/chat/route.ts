import { NextResponse, type NextRequest } from 'next/server';
import { db } from '@/lib/db';
import { getActiveViewer } from '@/lib/auth/viewer';
import { gameChat, markChatSeen } from '@/lib/conversations/game-chat';
import { chatPollSchema } from '@/lib/conversations/game-chat-schema';
import { authMessages, commonMessages, gameChatMessages } from '@/lib/messages';

export const dynamic = 'force-dynamic';

// The game chat's live feed, polled by the event page's Chat section every few seconds while the tab is visible
// (like api/conversations/updates for Messages). `version` is the chat's last change the page has: when nothing
// changed the answer is { unchanged: true }. Reading marks the viewer's chat notification of the game as read.
// An unknown or hidden game answers 404.
type Context = { params: Promise<{ id: string }> };

export async function GET(request: NextRequest, { params }: Context) {
  const viewer = await getActiveViewer();
  if (!viewer) return NextResponse.json({ message: authMessages.notSignedIn }, { status: 401 });
  const { id } = await params;
  const parsed = chatPollSchema.safeParse({
    version: request.nextUrl.searchParams.get('version') ?? undefined,
  });
  if (!parsed.success || id.length > 64) {
    return NextResponse.json({ message: gameChatMessages.chatNotFound }, { status: 404 });
  }
  try {
    const view = await gameChat(db, viewer.id, id, parsed.data.version);
    if (!view) return NextResponse.json({ message: commonMessages.gameNotFound }, { status: 404 });
    const headers = { 'Cache-Control': 'private, no-store' };
    if (view === 'unchanged') return NextResponse.json({ unchanged: true }, { headers });
    if (view.canChat) await markChatSeen(db, viewer.id, id);
    return NextResponse.json(view, { headers });
  } catch (error) {
    console.error('[api events/chat] failed', error);
    return NextResponse.json({ message: commonMessages.somethingWentWrong }, { status: 500 });
  }
}
