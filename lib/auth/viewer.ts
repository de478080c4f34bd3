import 'server-only';
import { cache } from 'react';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { auth } from '@/lib/auth/next-auth';
import { db } from '@/lib/db';
import { hasSessionCookie, PATH_HEADER, SESSION_ENDED } from './paths';
import { checkSession, endSession } from './sessions';

/** The signed-in user as every page and action sees them (the columns below). */
type ViewerRow = {
  id: string;
  email: string;
  emailVerified: Date | null;
  displayName: string | null;
  fullName: string | null;
  photoUrl: string | null;
  hasAdditionalInfo: boolean;
  sessionVersion: number;
  betaAudiences: string[];
  isAdmin: boolean;
  timeZone: string;
  /** The chosen distance unit and the go-to area: distanceUnitOf(viewer) (lib/geo/distance.ts, docs/cities.md). */
  distanceUnit: string | null;
  cityName: string | null;
};

export type Viewer = ViewerRow;

async function loadViewer(): Promise<Viewer | null> {
  const session = await auth();
  const id = session?.user?.id;
  if (!id || !session.sid) return null;
  // One statement: the session's server-side record joined with its user (lib/auth/sessions.ts). A Prisma
  // select of the user relation sent two, on every signed-in request.
  const [record] = await db.$queryRaw<(ViewerRow & { lastSeenAt: Date })[]>`
    SELECT s."lastSeenAt", u."id", u."email", u."emailVerified", u."displayName", u."fullName", u."photoUrl",
           u."hasAdditionalInfo", u."sessionVersion", u."betaAudiences", u."isAdmin", u."timeZone",
           u."distanceUnit", u."cityName"
      FROM "auth_sessions" s JOIN "users" u ON u."id" = s."userId"
     WHERE s."id" = ${session.sid}`;
  // Signed out (record gone), a deleted account, or a bumped session version (password reset, e-mail
  // confirmation, sign-out everywhere) ends the session.
  if (!record || record.id !== id || record.sessionVersion !== session.sessionVersion) return null;
  const { lastSeenAt, ...user } = record;
  const state = checkSession(lastSeenAt);
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
