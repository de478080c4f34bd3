import { NextResponse, type NextRequest } from 'next/server';
import { db } from '@/lib/db';
import { getActiveViewer } from '@/lib/auth/viewer';
import { pollSchema } from '@/lib/conversations/schema';
import { pollUpdates } from '@/lib/conversations/service';
import { authMessages, commonMessages, conversationMessages } from '@/lib/messages';

export const dynamic = 'force-dynamic';

// Polled by the open messages page (every few seconds while the tab is visible) so new messages and
// unread counts appear without a reload. A GET route handler rather than a server action: actions are
// POSTs that Next.js runs one at a time per client, and a poll must not queue behind a send.
export async function GET(request: NextRequest) {
  const viewer = await getActiveViewer();
  if (!viewer) return NextResponse.json({ message: authMessages.notSignedIn }, { status: 401 });
  const parsed = pollSchema.safeParse({
    conversation: request.nextUrl.searchParams.get('conversation') ?? undefined,
    after: request.nextUrl.searchParams.get('after') ?? undefined,
  });
  if (!parsed.success) {
    return NextResponse.json({ message: conversationMessages.conversationNotFound }, { status: 400 });
  }
  try {
    const result = await pollUpdates(db, viewer.id, {
      conversationId: parsed.data.conversation,
      after: parsed.data.after ? new Date(parsed.data.after) : undefined,
    });
    return NextResponse.json(result, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    console.error('[messages] poll failed', error);
    return NextResponse.json({ message: commonMessages.somethingWentWrong }, { status: 500 });
  }
}
