import { NextResponse } from 'next/server';
import { getActiveViewer } from '@/lib/auth/viewer';
import { db } from '@/lib/db';
import { authMessages } from '@/lib/messages';
import { heartbeat } from '@/lib/presence/service';

// POST /api/presence: a signed-in tab's heartbeat (components/presence/PresenceHeartbeat, once a minute while
// visible). 204; 401 without a session.
export async function POST() {
  const viewer = await getActiveViewer({ profile: false });
  if (!viewer) return NextResponse.json({ message: authMessages.notSignedIn }, { status: 401 });
  await heartbeat(db, viewer.id);
  return new NextResponse(null, { status: 204 });
}
