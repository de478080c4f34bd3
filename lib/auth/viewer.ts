import 'server-only';
import { cache } from 'react';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { auth } from '@/lib/auth/next-auth';
import { db } from '@/lib/db';
import { hasSessionCookie, PATH_HEADER, SESSION_ENDED } from './paths';
import { checkSession, endSession } from './sessions';

const viewerSelect = {
  id: true,
  email: true,
  emailVerified: true,
  displayName: true,
  fullName: true,
  photoUrl: true,
  hasAdditionalInfo: true,
  sessionVersion: true,
  betaAudiences: true,
  isAdmin: true,
  timeZone: true,
} as const;

export type Viewer = NonNullable<Awaited<ReturnType<typeof loadViewer>>>;

async function loadViewer() {
  const session = await auth();
  const id = session?.user?.id;
  if (!id || !session.sid) return null;
  // One query: the session's server-side record with its user (lib/auth/sessions.ts).
  const record = await db.authSession.findUnique({
    where: { id: session.sid },
    select: { lastSeenAt: true, user: { select: viewerSelect } },
  });
  const user = record?.user;
  // Signed out (record gone), a deleted account, or a bumped session version (password reset, e-mail
  // confirmation, sign-out everywhere) ends the session.
  if (!record || !user || user.id !== id || user.sessionVersion !== session.sessionVersion) return null;
  const state = checkSession(record.lastSeenAt);
  if (state === 'expired') {
    await endSession(db, session.sid);
    return null;
  }
  if (state === 'touch')
    await db.authSession.updateMany({ where: { id: session.sid }, data: { lastSeenAt: new Date() } });
  return user;
}

// The signed-in user of this request, or null. Cached for the request.
export const getViewer = cache(loadViewer);

async function currentPath() {
  return (await headers()).get(PATH_HEADER) ?? '/home';
}

export const loginUrl = (returnTo: string) => `/auth/login?callbackUrl=${encodeURIComponent(returnTo)}`;
export const onboardingUrl = (returnTo: string) =>
  `/user-onboarding?returnTo=${encodeURIComponent(returnTo)}`;

// For pages: visitors go to login (and come back afterwards), unverified users to verify-email, and,
// where the page needs it, users without a completed profile to the profile form.
export async function requireViewer(options: { profile?: boolean } = {}) {
  const viewer = await getViewer();
  if (!viewer) {
    // A cookie whose session has ended: say so, or the proxy would send the browser straight back here.
    const stale = hasSessionCookie((await cookies()).getAll().map((c) => c.name));
    redirect(
      `${loginUrl(await currentPath())}${stale ? `&${SESSION_ENDED.param}=${SESSION_ENDED.value}` : ''}`,
    );
  }
  if (!viewer.emailVerified) redirect('/auth/verify-email');
  if (options.profile && !viewer.hasAdditionalInfo) redirect(onboardingUrl(await currentPath()));
  return viewer;
}

// For server actions and route handlers of the signed-in area: the viewer only when their e-mail is
// verified and (unless `profile: false`) their profile is complete — what the pages require too, since an
// action can be called without its page.
export async function getActiveViewer(options: { profile?: boolean } = {}) {
  const viewer = await getViewer();
  if (!viewer?.emailVerified) return null;
  if ((options.profile ?? true) && !viewer.hasAdditionalInfo) return null;
  return viewer;
}
