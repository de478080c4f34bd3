import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { NextRequest } from 'next/server';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auth, handlers } from '@/lib/auth/next-auth';
import { getActiveViewer, getViewer } from '@/lib/auth/viewer';
import { startSession } from '@/lib/auth/sessions';
import { db } from '@/lib/db';
import { encodeGeohash } from '@/lib/geo/geohash';
import { actAs } from '@/tests/support/act-as';
import {
  ACTORS,
  SIGNED_IN,
  TEAM_ADMINS,
  TEAM_MEMBERS,
  UNBLOCKED,
  buildWorld,
  changedTables,
  snapshot,
  type Actor,
  type World,
} from '@/tests/support/authz/matrix';
import { makeEvent } from '@/tests/support/events';
import { routeInfo } from '@/lib/actions/define-route';
import { optedOut, optOutToken } from '@/lib/teams/opt-out';

// Authorization matrix (issue 20 §1), the route handlers' half: every route.ts under app/ (found from the file
// system; one without a row fails) × every actor of tests/support/authz/matrix.ts. A row names one resource of
// the owner (built by `setup`) and who may reach it; every other actor gets 401, 403 or 404 (never a 500), an
// answer that does not hold the resource's private text, and — for a write — a database exactly as before (row
// count and checksum of every table). Routes open to anyone by design say why in `public` and assert what
// they must not reveal. The handler modules are called directly, as Next would with the request and params.

vi.mock('@/lib/auth/viewer', () => ({
  getActiveViewer: vi.fn(),
  getViewer: vi.fn(),
  requireViewer: vi.fn(),
}));
vi.mock('@/lib/auth/next-auth', () => ({
  auth: vi.fn(async () => null),
  signIn: vi.fn(),
  signOut: vi.fn(),
  // Auth.js's own endpoints: the route must be exactly these (see its row).
  handlers: {
    GET: vi.fn(async () => new Response('authjs')),
    POST: vi.fn(async () => new Response('authjs')),
  },
  LoginError: class LoginError extends Error {},
}));
vi.mock('next-auth', () => ({ AuthError: class AuthError extends Error {} }));
vi.mock('next/cache', () => ({
  revalidatePath: vi.fn(),
  revalidateTag: vi.fn(),
  updateTag: vi.fn(),
  refresh: vi.fn(),
  unstable_cache: (fn: () => unknown) => fn,
}));
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ 'user-agent': 'authz-routes', host: 'localhost' }),
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false, set() {}, delete() {} }),
}));
// The Stripe webhooks verify a signature against the configured secret (the local stand-in, as in dev).
const standin = await vi.hoisted(async () => {
  const { startStripeStandin } = await import('@/tools/stripe-standin/server');
  const s = await startStripeStandin({ webhookSecret: 'whsec_authz_routes', delivery: 'manual' });
  delete process.env.STRIPE_SECRET_KEY;
  process.env.STRIPE_LOCAL_URL = s.url;
  process.env.STRIPE_WEBHOOK_SECRET = 'whsec_authz_routes';
  process.env.STRIPE_CONNECT_WEBHOOK_SECRET = 'whsec_authz_routes_connect';
  return s;
});
afterAll(() => standin.stop());

const root = path.resolve(import.meta.dirname, '../..');
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
type Method = (typeof METHODS)[number];

function routeFiles(): string[] {
  return readdirSync(path.join(root, 'app'), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && (e.name === 'route.ts' || e.name === 'route.tsx'))
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

type Fx = { params: Record<string, string>; secrets: string[]; [key: string]: unknown };
type Answer = { status: number; text: string; headers: Headers };
type Problem = string | undefined | void;

type RouteRow = {
  route: string;
  method: Method;
  /** The resource the row is about, shown in failures. */
  what: string;
  /** Why the route is open to anyone (visitors included) by design. */
  public?: string;
  allowed: readonly Actor[];
  setup: (w: World) => Promise<Fx>;
  /** The request the actor sends (default: a GET of the route with no body). */
  request?: (fx: Fx, actor: Actor, w: World) => Promise<NextRequest> | NextRequest;
  /** What an allowed actor must get (a problem, or nothing). */
  ok: (a: Answer, fx: Fx, actor: Actor, w: World) => Promise<Problem> | Problem;
  /** What a refused actor must get instead of the default 401/403/404. */
  refused?: (a: Answer, actor: Actor) => Problem;
  /** Refused calls must leave every table unchanged. */
  writes?: boolean;
};

const user = (w: World, a: Actor) => w.users[a as Exclude<Actor, 'anonymous'>];
const BLOCKED_EITHER_WAY: Actor[] = ['blocked', 'blocker'];
const without = (list: readonly Actor[], drop: Actor[]) => list.filter((a) => !drop.includes(a));
const url = (p: string) => `http://localhost${p}`;
const get = (p: string, headers: Record<string, string> = {}) => new NextRequest(url(p), { headers });
const expectStatus = (a: Answer, status: number): Problem =>
  a.status === status ? undefined : `answered ${a.status} (expected ${status}): ${a.text.slice(0, 160)}`;
const holds = (a: Answer, text: string): Problem =>
  a.text.includes(text) ? undefined : `the answer does not hold "${text}": ${a.text.slice(0, 160)}`;

async function png(): Promise<Uint8Array> {
  return sharp({ create: { width: 64, height: 64, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
}

/** A multipart POST with one file named "file", with the Content-Length a browser sends. */
async function upload(
  p: string,
  file: { bytes: Uint8Array; type: string; name: string },
  headers: Record<string, string> = {},
) {
  const form = new FormData();
  form.set('file', new File([file.bytes as Uint8Array<ArrayBuffer>], file.name, { type: file.type }));
  const encoded = new Request(url(p), { method: 'POST', body: form });
  const body = new Uint8Array(await encoded.arrayBuffer());
  return new NextRequest(url(p), {
    method: 'POST',
    body,
    headers: {
      'content-type': encoded.headers.get('content-type')!,
      'content-length': String(body.byteLength),
      ...headers,
    },
  });
}

const secretTitle = (w: World) => `Secret ${w.tag()}`;
/** A game of the owner hosted by a new team of theirs (members see it when private). */
async function ownGame(w: World, isPrivate: boolean) {
  const team = await w.team();
  const title = secretTitle(w);
  const event = await makeEvent(w.users.owner.id, { title, isPrivate, hostingTeamId: team.id });
  return { event, title };
}
/** Private: the hosting team's members; public: anyone but users blocked either way with the host. */
const GAME_VIEWERS = { private: TEAM_MEMBERS, public: without(ACTORS, BLOCKED_EITHER_WAY) };

async function teamPhoto(w: World, joinPolicy: 'INVITE_ONLY' | 'OPEN') {
  const team = await w.team({ joinPolicy });
  const marker = `TEAM-PHOTO-${w.tag()}`;
  await db.teamPhoto.create({
    data: { teamId: team.id, contentType: 'image/webp', bytes: new Uint8Array(Buffer.from(marker)) },
  });
  return { params: { teamId: team.id }, secrets: [marker], marker, teamId: team.id };
}

/** A place at `at` (added by `createdById`, or by nobody). */
function ownPlace(w: World, at: { lat: number; lng: number }, createdById: string | null) {
  return db.place.create({
    data: {
      name: `Court ${w.tag()}`,
      address: '1 Hidden Lane',
      lat: at.lat,
      lng: at.lng,
      geohash: encodeGeohash(at.lat, at.lng),
      createdById,
    },
  });
}

async function teamForm(w: World, audience: 'TEAM_MEMBERS' | 'ANYONE', withTeam: boolean) {
  const team = withTeam ? await w.team() : null;
  const title = secretTitle(w);
  const form = await db.form.create({
    data: {
      ownerId: w.users.owner.id,
      teamId: team?.id ?? null,
      title,
      audience,
      versions: { create: { number: 1, fields: [] } },
    },
  });
  return { form, title };
}
const pdf = (marker: string) => new Uint8Array(Buffer.from(`%PDF-1.4 ${marker}`));

async function formFile(formId: string, uploaderId: string, marker: string) {
  return db.formFile.create({
    data: {
      formId,
      uploaderId,
      name: `medical-${marker}.pdf`,
      contentType: 'application/pdf',
      size: 20,
      bytes: new Uint8Array(Buffer.from(`%PDF-1.4 ${marker}`)),
    },
  });
}

/** A forged Stripe event (no valid signature): must never be taken for Stripe's. */
const forgedWebhook = (p: string, actor: Actor) =>
  new NextRequest(url(p), {
    method: 'POST',
    body: JSON.stringify({
      id: `evt_forged_${actor}`,
      type: 'checkout.session.completed',
      data: { object: { id: 'cs_forged', metadata: { beansKind: 'form-payment' } } },
    }),
    headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=forged' },
  });

/** The sessions of every signed-in actor, for the sign-out failsafe's rows. */
async function sessions(w: World) {
  const ids = Object.fromEntries(
    await Promise.all(SIGNED_IN.map(async (a) => [a, await startSession(db, user(w, a).id)] as const)),
  ) as Record<Actor, string>;
  return { params: {}, secrets: [], ids, ended: new Set<Actor>() };
}
function clearSession(fx: Fx, actor: Actor, site: 'same-origin' | 'cross-site') {
  const ids = fx.ids as Record<Actor, string>;
  vi.mocked(auth as unknown as () => Promise<unknown>).mockResolvedValue(
    actor === 'anonymous' ? null : { sid: ids[actor] },
  );
  return new NextRequest(url('/api/auth/clear-session'), {
    method: 'POST',
    headers: {
      host: 'localhost',
      origin: site === 'same-origin' ? 'http://localhost' : 'https://evil.example',
      'sec-fetch-site': site,
      cookie: 'authjs.session-token=x',
    },
  });
}

const ROWS: RouteRow[] = [
  // ───────── Games (events) ─────────
  ...(['private', 'public'] as const).flatMap((kind): RouteRow[] => [
    {
      route: 'app/(app)/evt/[id]/calendar/route.ts',
      method: 'GET',
      what: `a ${kind} game's .ics`,
      allowed: GAME_VIEWERS[kind],
      setup: async (w) => {
        const { event, title } = await ownGame(w, kind === 'private');
        return { params: { id: event.id }, secrets: [title], title };
      },
      ok: (a, fx) => expectStatus(a, 200) ?? holds(a, fx.title as string),
    },
    // issue 35: the game's cover, drawn by the share image's renderer, for whoever may open the game page
    {
      route: 'app/cover/evt/[id]/route.tsx',
      method: 'GET',
      what: `a ${kind} game's cover`,
      allowed: GAME_VIEWERS[kind],
      setup: async (w) => {
        const { event, title } = await ownGame(w, kind === 'private');
        return { params: { id: event.id }, secrets: [title] };
      },
      ok: (a) =>
        expectStatus(a, 200) ?? (a.headers.get('content-type') === 'image/png' ? undefined : 'not a PNG'),
    },
    {
      route: 'app/api/events/[id]/games/route.ts',
      method: 'GET',
      what: `a ${kind} game's Games section`,
      allowed: GAME_VIEWERS[kind],
      setup: async (w) => {
        const { event, title } = await ownGame(w, kind === 'private');
        await db.game.create({
          data: { eventId: event.id, homeName: `${title} home`, awayName: 'Visitors' },
        });
        return { params: { id: event.id }, secrets: [title], title };
      },
      ok: (a, fx) => expectStatus(a, 200) ?? holds(a, `${fx.title as string} home`),
    },
    {
      route: 'app/api/games/[id]/route.ts',
      method: 'GET',
      what: `one game of a ${kind} event`,
      allowed: GAME_VIEWERS[kind],
      setup: async (w) => {
        const { event, title } = await ownGame(w, kind === 'private');
        const game = await db.game.create({
          data: { eventId: event.id, homeName: `${title} home`, awayName: 'Visitors' },
        });
        return { params: { id: game.id }, secrets: [title], title };
      },
      ok: (a, fx) => expectStatus(a, 200) ?? holds(a, `${fx.title as string} home`),
    },
  ]),
  {
    route: 'app/share/event/[id]/route.ts',
    method: 'GET',
    what: "a private game's short link",
    public:
      'a redirect to the game page, which decides who sees the game; the link itself reads nothing from the database',
    allowed: ACTORS,
    setup: async (w) => {
      const { event, title } = await ownGame(w, true);
      return { params: { id: event.id }, secrets: [title], title, id: event.id };
    },
    ok: (a, fx) =>
      expectStatus(a, 308) ??
      (a.headers.get('location')?.endsWith(`/evt/${fx.id as string}`) ? undefined : 'wrong Location') ??
      (a.text.includes(fx.title as string) ? 'the redirect names the private game' : undefined),
  },
  {
    route: 'app/(app)/event/[id]/route.ts',
    method: 'GET',
    what: "a private game's event/{id} address",
    public:
      'a redirect to the game page (spec route table), which decides who sees the game; it reads nothing from the database',
    allowed: ACTORS,
    setup: async (w) => {
      const { event, title } = await ownGame(w, true);
      return { params: { id: event.id }, secrets: [title], title, id: event.id };
    },
    ok: (a, fx) =>
      expectStatus(a, 308) ??
      (a.headers.get('location')?.endsWith(`/evt/${fx.id as string}`) ? undefined : 'wrong Location') ??
      (a.text.includes(fx.title as string) ? 'the redirect names the private game' : undefined),
  },
  {
    route: 'app/(app)/event/route.ts',
    method: 'GET',
    what: 'the bare /event address',
    public: 'a redirect to discover (the list of games); it reads nothing',
    allowed: ACTORS,
    setup: async () => ({ params: {}, secrets: [] }),
    ok: (a) =>
      expectStatus(a, 308) ??
      (new URL(a.headers.get('location') ?? '', 'http://x').pathname === '/discover'
        ? undefined
        : 'wrong Location'),
  },
  // ───────── Share images: fetched by crawlers without a session ─────────
  {
    route: 'app/og/[page]/route.tsx',
    method: 'GET',
    what: "a marketing page's share image",
    public: "the public pages' generated cards (static text, no data)",
    allowed: ACTORS,
    setup: async () => ({ params: { page: 'features' }, secrets: [] }),
    ok: (a) =>
      expectStatus(a, 200) ?? (a.headers.get('content-type') === 'image/png' ? undefined : 'not a PNG'),
  },
  // issue 29 §7: games and organizations
  ...([true, false] as const).map((isPrivate): RouteRow => ({
    route: 'app/og/evt/[id]/route.tsx',
    method: 'GET',
    what: isPrivate ? "a private game's share image" : "a public game's share image",
    public: isPrivate
      ? 'nobody: a private game has no share image (crawlers have no session), so its title is never drawn'
      : 'crawlers and chat apps unfurl public games without a session; the page itself is open to visitors',
    allowed: isPrivate ? [] : ACTORS,
    setup: async (w) => {
      const { event, title } = await ownGame(w, isPrivate);
      return { params: { id: event.id }, secrets: [title] };
    },
    ok: (a) =>
      expectStatus(a, 200) ?? (a.headers.get('content-type') === 'image/png' ? undefined : 'not a PNG'),
  })),
  {
    route: 'app/og/org/[slug]/route.tsx',
    method: 'GET',
    what: "an organization's share image",
    public: 'organization pages are public (statically generated); the image shows what the page shows',
    allowed: ACTORS,
    setup: async (w) => {
      const slug = `org-${w.tag()}`.toLowerCase();
      await db.organization.create({ data: { slug, name: `Org ${slug}`, ownerId: w.users.owner.id } });
      return { params: { slug }, secrets: [] };
    },
    ok: (a) =>
      expectStatus(a, 200) ?? (a.headers.get('content-type') === 'image/png' ? undefined : 'not a PNG'),
  },
  // ───────── The calendar feed (no session: the secret in the URL is the key) ─────────
  ...(['owner', 'guessed'] as const).map((token): RouteRow => ({
    route: 'app/api/calendar/[token]/route.ts',
    method: 'GET',
    what: token === 'owner' ? "the owner's feed secret" : 'a guessed or replaced secret',
    public:
      'read by calendar apps without a session: whoever holds the secret gets the feed of its user, nobody else',
    allowed: token === 'owner' ? ACTORS : [],
    setup: async (w) => {
      const { event, title } = await ownGame(w, true);
      await db.eventParticipant.create({
        data: { eventId: event.id, userId: w.users.owner.id, status: 'GOING' },
      });
      const secret = randomBytes(24).toString('base64url');
      await db.user.update({ where: { id: w.users.owner.id }, data: { calendarFeedToken: secret } });
      const guessed = randomBytes(24).toString('base64url');
      return { params: { token: token === 'owner' ? secret : guessed }, secrets: [title], title };
    },
    ok: (a, fx) => expectStatus(a, 200) ?? holds(a, fx.title as string),
    refused: (a) => expectStatus(a, 404),
  })),
  // ───────── People ─────────
  {
    route: 'app/api/avatars/[userId]/route.ts',
    method: 'GET',
    what: "the owner's profile picture",
    allowed: UNBLOCKED,
    setup: async (w) => {
      const marker = `AVATAR-${w.tag()}`;
      const bytes = new Uint8Array(Buffer.from(marker));
      await db.userAvatar.upsert({
        where: { userId: w.users.owner.id },
        create: { userId: w.users.owner.id, contentType: 'image/webp', bytes },
        update: { bytes },
      });
      return { params: { userId: w.users.owner.id }, secrets: [marker], marker };
    },
    ok: (a, fx) => expectStatus(a, 200) ?? holds(a, fx.marker as string),
  },
  ...(['POST', 'DELETE'] as const).map((method): RouteRow => ({
    route: 'app/api/avatars/[userId]/route.ts',
    method,
    what: `${method === 'POST' ? 'replacing' : 'removing'} the owner's profile picture`,
    allowed: ['owner'],
    writes: true,
    setup: async (w) => ({ params: { userId: w.users.owner.id }, secrets: [], png: await png() }),
    request: async (fx) =>
      method === 'POST'
        ? upload(`/api/avatars/${fx.params.userId}`, {
            bytes: fx.png as Uint8Array,
            type: 'image/png',
            name: 'me.png',
          })
        : new NextRequest(url(`/api/avatars/${fx.params.userId}`), { method: 'DELETE' }),
    ok: async (a, fx) => {
      const stored = await db.userAvatar.findUnique({ where: { userId: fx.params.userId } });
      return (
        expectStatus(a, 200) ??
        (method === 'POST' ? (stored ? undefined : 'no picture stored') : stored ? 'picture kept' : undefined)
      );
    },
  })),
  {
    route: 'app/api/conversations/updates/route.ts',
    method: 'GET',
    what: "the owner's conversation with a pen pal",
    allowed: ['owner'],
    setup: async (w) => {
      const pal = await w.fresh('Pen Pal');
      const secret = `Private note ${w.tag()}`;
      const c = await db.conversation.create({
        data: {
          participants: { create: [{ userId: w.users.owner.id }, { userId: pal.id }] },
          messages: { create: { senderId: pal.id, body: secret } },
        },
      });
      return { params: {}, secrets: [secret], secret, conversationId: c.id };
    },
    request: (fx) => get(`/api/conversations/updates?conversation=${fx.conversationId as string}`),
    ok: (a, fx) => expectStatus(a, 200) ?? holds(a, fx.secret as string),
    // Signed-in outsiders get their own list and no thread (as for an unknown id); visitors 401.
    refused: (a, actor) =>
      actor === 'anonymous'
        ? expectStatus(a, 401)
        : (expectStatus(a, 200) ??
          ((JSON.parse(a.text) as { data: { thread: unknown } }).data.thread === null
            ? undefined
            : 'a thread')),
  },
  {
    route: 'app/api/presence/route.ts',
    method: 'POST',
    what: "the caller's own heartbeat (no id is sent: a user marks only themself online)",
    allowed: SIGNED_IN,
    writes: true,
    setup: async () => ({ params: {}, secrets: [] }),
    request: () => new NextRequest(url('/api/presence'), { method: 'POST' }),
    ok: async (a, _fx, actor, w) =>
      expectStatus(a, 204) ??
      ((await db.presence.findUnique({ where: { userId: user(w, actor).id } }))?.online
        ? undefined
        : 'not online'),
  },
  // ───────── Teams ─────────
  {
    route: 'app/api/team-photos/[teamId]/route.ts',
    method: 'GET',
    what: "an invite-only team's photo",
    allowed: [...TEAM_MEMBERS, 'invitee'],
    setup: (w) => teamPhoto(w, 'INVITE_ONLY'),
    ok: (a, fx) => expectStatus(a, 200) ?? holds(a, fx.marker as string),
  },
  {
    route: 'app/api/team-photos/[teamId]/route.ts',
    method: 'GET',
    what: "an open team's photo",
    allowed: UNBLOCKED,
    setup: (w) => teamPhoto(w, 'OPEN'),
    ok: (a, fx) => expectStatus(a, 200) ?? holds(a, fx.marker as string),
  },
  // issue 35: a team's cover, for whoever may open the team page (as its photo)
  ...(['INVITE_ONLY', 'OPEN'] as const).map((joinPolicy): RouteRow => ({
    route: 'app/cover/team/[id]/route.tsx',
    method: 'GET',
    what: joinPolicy === 'OPEN' ? "an open team's cover" : "an invite-only team's cover",
    allowed: joinPolicy === 'OPEN' ? UNBLOCKED : [...TEAM_MEMBERS, 'invitee'],
    setup: async (w) => {
      const team = await w.team({ joinPolicy });
      return { params: { id: team.id }, secrets: [] };
    },
    ok: (a) =>
      expectStatus(a, 200) ?? (a.headers.get('content-type') === 'image/png' ? undefined : 'not a PNG'),
  })),
  {
    route: 'app/api/team-photos/[teamId]/route.ts',
    method: 'POST',
    what: "replacing a team's photo",
    allowed: TEAM_ADMINS,
    writes: true,
    setup: async (w) => {
      const team = await w.team();
      return { params: { teamId: team.id }, secrets: [], png: await png() };
    },
    request: (fx) =>
      upload(`/api/team-photos/${fx.params.teamId}`, {
        bytes: fx.png as Uint8Array,
        type: 'image/png',
        name: 't.png',
      }),
    ok: async (a, fx) =>
      expectStatus(a, 200) ??
      ((await db.teamPhoto.findUnique({ where: { teamId: fx.params.teamId } }))
        ? undefined
        : 'no photo stored'),
  },
  // ───────── Game chat ─────────
  {
    route: 'app/api/events/[id]/chat/route.ts',
    method: 'GET',
    what: "a private team game's chat (the host's message)",
    // The creator and the hosting team's managers (co-hosts) read it; nobody else is going.
    allowed: ['owner', 'teamAdmin', 'manager'],
    setup: async (w) => {
      const { event } = await ownGame(w, true);
      const secret = `CHAT-${w.tag()}`;
      await db.conversation.create({
        data: {
          isGroup: true,
          title: 'chat',
          eventId: event.id,
          messages: { create: { senderId: user(w, 'owner').id, body: secret } },
        },
      });
      return { params: { id: event.id }, secrets: [secret], secret };
    },
    ok: (a, fx) => expectStatus(a, 200) ?? holds(a, fx.secret as string),
    // A team player who may see the game but is not in it gets the chat without its messages (the secret check
    // covers that); visitors 401; anyone who may not see the game 404.
    refused: (a, actor) =>
      actor === 'anonymous'
        ? expectStatus(a, 401)
        : actor === 'player'
          ? expectStatus(a, 200)
          : expectStatus(a, 404),
  },
  // ───────── Organizations ─────────
  {
    route: 'app/api/organization-logos/[id]/route.ts',
    method: 'GET',
    what: "an organization's logo",
    public: 'org/{slug} is a public page, and its logo with it',
    allowed: ACTORS,
    setup: async (w) => {
      const org = await db.organization.create({
        data: { name: 'Logo Club', slug: `logo-${w.tag()}`, ownerId: user(w, 'owner').id },
      });
      await db.organizationLogo.create({
        data: { organizationId: org.id, contentType: 'image/webp', bytes: new Uint8Array(await png()) },
      });
      return { params: { id: org.id }, secrets: [] };
    },
    ok: (a) =>
      expectStatus(a, 200) ?? (a.headers.get('content-type') === 'image/webp' ? undefined : 'not an image'),
  },
  {
    route: 'app/api/organization-logos/[id]/route.ts',
    method: 'POST',
    what: "replacing the owner's organization's logo",
    allowed: ['owner'],
    writes: true,
    setup: async (w) => {
      const org = await db.organization.create({
        data: { name: 'Logo Club', slug: `logo-${w.tag()}`, ownerId: user(w, 'owner').id },
      });
      return { params: { id: org.id }, secrets: [], png: await png() };
    },
    request: (fx) =>
      upload(`/api/organization-logos/${fx.params.id}`, {
        bytes: fx.png as Uint8Array,
        type: 'image/png',
        name: 'logo.png',
      }),
    ok: async (a, fx) =>
      expectStatus(a, 200) ??
      ((await db.organizationLogo.findUnique({ where: { organizationId: fx.params.id } }))
        ? undefined
        : 'no logo stored'),
  },
  // ───────── Forms (may hold minors' data) ─────────
  {
    route: 'app/api/forms/[id]/files/route.ts',
    method: 'POST',
    what: "an upload to a team members' form (guardians fill it in for a ward on the team)",
    allowed: [...TEAM_MEMBERS, 'guardian'],
    writes: true,
    setup: async (w) => {
      const { form, title } = await teamForm(w, 'TEAM_MEMBERS', true);
      return { params: { id: form.id }, secrets: [title], formId: form.id };
    },
    request: (fx, actor) =>
      upload(`/api/forms/${fx.params.id}/files`, {
        bytes: pdf(actor),
        type: 'application/pdf',
        name: 'doc.pdf',
      }),
    ok: async (a, fx, actor, w) =>
      expectStatus(a, 200) ??
      ((await db.formFile.count({ where: { formId: fx.formId as string, uploaderId: user(w, actor).id } }))
        ? undefined
        : 'no file stored'),
  },
  {
    route: 'app/api/forms/[id]/files/route.ts',
    method: 'POST',
    what: "an upload to the owner's form open to anyone",
    allowed: UNBLOCKED,
    writes: true,
    setup: async (w) => {
      const { form, title } = await teamForm(w, 'ANYONE', false);
      return { params: { id: form.id }, secrets: [title], formId: form.id };
    },
    request: (fx, actor) =>
      upload(`/api/forms/${fx.params.id}/files`, {
        bytes: pdf(actor),
        type: 'application/pdf',
        name: 'doc.pdf',
      }),
    ok: (a) => expectStatus(a, 200),
  },
  {
    route: 'app/api/forms/files/[fileId]/route.ts',
    method: 'GET',
    what: "a player's upload to the team's form (its uploader and the team's managers read it)",
    allowed: ['player', ...TEAM_ADMINS, 'manager'],
    setup: async (w) => {
      const { form } = await teamForm(w, 'TEAM_MEMBERS', true);
      const marker = `MINOR-${w.tag()}`;
      const file = await formFile(form.id, w.users.player.id, marker);
      return { params: { fileId: file.id }, secrets: [marker], marker };
    },
    ok: (a, fx) => expectStatus(a, 200) ?? holds(a, fx.marker as string),
  },
  {
    route: 'app/api/forms/files/[fileId]/route.ts',
    method: 'GET',
    what: "the owner's upload to another host's form (the host reads it too; not the owner's guardian)",
    allowed: ['owner'],
    setup: async (w) => {
      const host = await w.fresh('Form Host');
      const form = await db.form.create({
        data: { ownerId: host.id, title: 'Camp', versions: { create: { number: 1, fields: [] } } },
      });
      const marker = `OWNER-DOC-${w.tag()}`;
      const file = await formFile(form.id, w.users.owner.id, marker);
      return { params: { fileId: file.id }, secrets: [marker], marker };
    },
    ok: (a, fx) => expectStatus(a, 200) ?? holds(a, fx.marker as string),
  },
  // ───────── Sign-out failsafe ─────────
  {
    route: 'app/api/auth/clear-session/route.ts',
    method: 'POST',
    what: "a same-origin sign-out ends the caller's own session only (the id comes from the signed cookie)",
    public:
      'the failsafe of sign-out must work when the session check no longer passes; same origin (Origin required) and the signed session cookie bound what it ends',
    allowed: ACTORS,
    setup: sessions,
    request: (fx, actor) => clearSession(fx, actor, 'same-origin'),
    ok: async (a, fx, actor) => {
      const ids = fx.ids as Record<Actor, string>;
      const ended = fx.ended as Set<Actor>;
      if (actor !== 'anonymous') ended.add(actor);
      const left = await db.authSession.findMany({
        where: { id: { in: Object.values(ids) } },
        select: { id: true },
      });
      const expected = SIGNED_IN.filter((x) => !ended.has(x)).map((x) => ids[x]);
      return (
        expectStatus(a, 303) ??
        (left
          .map((s) => s.id)
          .sort()
          .join() === expected.sort().join()
          ? undefined
          : 'ended other sessions')
      );
    },
  },
  {
    route: 'app/api/auth/clear-session/route.ts',
    method: 'POST',
    what: 'a cross-site sign-out (a page elsewhere posting the form)',
    public:
      'the failsafe of sign-out must work when the session check no longer passes; same origin (Origin required) and the signed session cookie bound what it ends',
    allowed: [],
    writes: true,
    setup: sessions,
    request: (fx, actor) => clearSession(fx, actor, 'cross-site'),
    ok: () => 'unreachable',
    refused: (a) => expectStatus(a, 403),
  },
  // ───────── Open by design ─────────
  {
    route: 'app/api/health/route.ts',
    method: 'GET',
    what: 'liveness',
    public: 'load balancers and the test harness ask without a session',
    allowed: ACTORS,
    setup: async () => ({ params: {}, secrets: [] }),
    ok: (a) => expectStatus(a, 200) ?? (a.text === '{"status":"ok"}' ? undefined : `says more: ${a.text}`),
  },
  {
    route: 'app/api/map-tiles/[z]/[x]/[y]/route.ts',
    method: 'GET',
    what: 'a placeholder tile',
    public: 'drawn from its coordinates alone (no data), for the map on machines without internet',
    allowed: ACTORS,
    setup: async () => ({ params: { z: '2', x: '1', y: '3.png' }, secrets: [] }),
    ok: (a) => expectStatus(a, 200) ?? (a.text.startsWith('<svg') ? undefined : 'not a tile'),
  },
  ...(['pickleball', 'pickleball-paddle'] as const).map((quiz): RouteRow => ({
    route: `app/(marketing)/quiz/${quiz}/result/route.ts`,
    method: 'GET',
    what: `the ${quiz} quiz's answers`,
    public: 'a marketing quiz: scores the answers in the URL and redirects, reads and writes nothing',
    allowed: ACTORS,
    setup: async () => ({ params: {}, secrets: [] }),
    request: () => get(`/quiz/${quiz}/result?q1=a`),
    ok: (a) =>
      expectStatus(a, 303) ??
      (a.headers.get('location')?.startsWith(`/quiz/`) ? undefined : 'off-site Location'),
  })),
  {
    route: 'app/api/domains/allowed/route.ts',
    method: 'GET',
    what: "a published site's verified custom domain",
    public: "Caddy's on-demand TLS asks without a session; it only learns yes or no",
    allowed: ACTORS,
    setup: async (w) => {
      const title = secretTitle(w);
      const host = `club-${w.tag()}.example.org`;
      await db.website.create({
        data: {
          title,
          creatorId: w.users.owner.id,
          publishedAt: new Date(),
          domains: { create: { hostname: host, verificationToken: w.tag(), verifiedAt: new Date() } },
        },
      });
      return { params: {}, secrets: [title], title, host };
    },
    request: (fx) => get(`/api/domains/allowed?domain=${fx.host as string}`),
    ok: (a, fx) =>
      expectStatus(a, 200) ?? (a.text.includes(fx.title as string) ? 'names the site' : undefined),
  },
  {
    route: 'app/api/domains/allowed/route.ts',
    method: 'GET',
    what: "a domain added to a site but not verified (nobody's certificate)",
    public: "Caddy's on-demand TLS asks without a session; it only learns yes or no",
    allowed: [],
    setup: async (w) => {
      const title = secretTitle(w);
      const host = `pending-${w.tag()}.example.org`;
      await db.website.create({
        data: {
          title,
          creatorId: w.users.owner.id,
          publishedAt: new Date(),
          domains: { create: { hostname: host, verificationToken: w.tag() } },
        },
      });
      return { params: {}, secrets: [title], title, host };
    },
    request: (fx) => get(`/api/domains/allowed?domain=${fx.host as string}`),
    ok: () => 'unreachable',
    refused: (a) => expectStatus(a, 404),
  },
  {
    route: 'app/api/cities/route.ts',
    method: 'GET',
    what: 'city search',
    public: 'a public list of cities (no user data), for signed-in users only',
    allowed: SIGNED_IN,
    setup: async () => ({ params: {}, secrets: [] }),
    request: () => get('/api/cities?q=den&limit=3'),
    ok: (a) => expectStatus(a, 200) ?? holds(a, '"data":{"results"'),
  },
  {
    route: 'app/api/zone/route.ts',
    method: 'GET',
    what: 'the time zone of a point',
    public: 'a public fact about a point on the map (no user data), for signed-in users only',
    allowed: SIGNED_IN,
    setup: async () => ({ params: {}, secrets: [] }),
    request: () => get('/api/zone?lat=30.27&lng=-97.74'),
    ok: (a) => expectStatus(a, 200) ?? holds(a, '"timeZone":"America/Chicago"'),
  },
  {
    route: 'app/api/places/route.ts',
    method: 'GET',
    what: "places by the map's bounds",
    public: 'places are public venues; signed-in users only, and the answer never names who added a place',
    allowed: SIGNED_IN,
    setup: async (w) => {
      const { name } = await ownPlace(w, { lat: 12.345, lng: 45.678 }, w.users.owner.id);
      return { params: {}, secrets: [name], name };
    },
    request: () => get('/api/places?bbox=12.3,45.6,12.4,45.7'),
    ok: (a, fx, _actor, w) =>
      expectStatus(a, 200) ??
      holds(a, fx.name as string) ??
      (a.text.includes(w.users.owner.id) || a.text.includes(w.users.owner.email)
        ? 'names the creator'
        : undefined),
  },
  {
    route: 'app/api/places/[id]/photos/route.ts',
    method: 'POST',
    what: 'adding a photo to a place the owner added',
    allowed: ['owner', 'siteAdmin'],
    writes: true,
    setup: async (w) => {
      const place = await ownPlace(w, { lat: 21.5, lng: 55.5 }, w.users.owner.id);
      return { params: { id: place.id }, secrets: [], png: await png() };
    },
    request: (fx) =>
      upload(`/api/places/${fx.params.id}/photos`, {
        bytes: fx.png as Uint8Array,
        type: 'image/png',
        name: 'p.png',
      }),
    ok: async (a, fx, actor, w) =>
      expectStatus(a, 200) ??
      ((await db.placePhoto.count({ where: { placeId: fx.params.id, uploaderId: user(w, actor).id } })) === 1
        ? undefined
        : 'no photo stored'),
  },
  {
    route: 'app/api/places/photos/[photoId]/route.ts',
    method: 'GET',
    what: "a place's photo",
    public: 'places are public venues shown in the signed-in area: their photos go to every signed-in user',
    allowed: SIGNED_IN,
    setup: async (w) => {
      const marker = `PLACE-PHOTO-${w.tag()}`;
      const place = await ownPlace(w, { lat: 22.5, lng: 56.5 }, null);
      const photo = await db.placePhoto.create({
        data: {
          placeId: place.id,
          uploaderId: w.users.owner.id,
          contentType: 'image/webp',
          bytes: new Uint8Array(Buffer.from(marker)),
        },
      });
      return { params: { photoId: photo.id }, secrets: [marker], marker };
    },
    ok: (a, fx) => expectStatus(a, 200) ?? holds(a, fx.marker as string),
  },
  ...(['app/api/stripe/webhook/route.ts', 'app/api/stripe/connect/webhook/route.ts'] as const).map(
    (route): RouteRow => ({
      route,
      method: 'POST',
      what: 'a forged Stripe event',
      public: "Stripe calls without a session: the signature with the endpoint's secret is the authorization",
      allowed: [],
      writes: true,
      setup: async () => ({ params: {}, secrets: ['cs_forged'] }),
      request: (_fx, actor) => forgedWebhook(`/${route.slice(4, -'/route.ts'.length)}`, actor),
      ok: () => 'unreachable',
      refused: (a) => expectStatus(a, 400),
    }),
  ),
  {
    route: 'app/api/invitations/opt-out/route.ts',
    method: 'POST',
    what: "an address's opt-out of invitation mail",
    public:
      'the link in an invitation mail reaches people without an account: the token signed for the address is the authorization (a forged one is tested in abuse-limits)',
    allowed: ACTORS,
    setup: async (w) => ({ params: {}, secrets: [], email: `opt-out.${w.tag()}@example.com` }),
    request: (fx) => {
      const email = fx.email as string;
      const body = new URLSearchParams({ email, token: optOutToken(email) }).toString();
      return new NextRequest(url('/api/invitations/opt-out'), {
        method: 'POST',
        body,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': String(body.length),
        },
      });
    },
    ok: async (a, fx) =>
      expectStatus(a, 303) ?? ((await optedOut(db, fx.email as string)) ? undefined : 'not recorded'),
  },
  ...(['GET', 'POST'] as const).map((method): RouteRow => ({
    route: 'app/api/auth/[...nextauth]/route.ts',
    method,
    what: "Auth.js's endpoints",
    public:
      "sign-in, callbacks and the session are Auth.js's (tested through the sign-in actions and e2e); the route is defineRoute's 'external' mode with an untouched body, so nothing of ours stands in front",
    allowed: ACTORS,
    setup: async () => ({ params: { nextauth: 'session' }, secrets: [] }),
    request: () => new NextRequest(url('/api/auth/session'), { method }),
    ok: (a) => (a.text === 'authjs' ? undefined : 'not the Auth.js handler'),
  })),
];

/** Signs `actor` in for the handlers (both session readers), then calls the route. */
async function call(w: World, row: RouteRow, mod: Record<string, unknown>, fx: Fx, actor: Actor) {
  await actAs(actor === 'anonymous' ? null : user(w, actor));
  vi.mocked(getViewer).mockImplementation(() => getActiveViewer());
  vi.mocked(auth as unknown as () => Promise<unknown>).mockResolvedValue(null);
  const request = row.request ? await row.request(fx, actor, w) : get(`/${row.route}`);
  const handler = mod[row.method] as (r: NextRequest, c: unknown) => Promise<Response> | Response;
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  errors.mockClear();
  try {
    const response = await handler(request, { params: Promise.resolve(fx.params) });
    const answer: Answer = {
      status: response.status,
      text: await response.text(),
      headers: response.headers,
    };
    const logged = errors.mock.calls[0];
    return { answer, problem: logged ? `logged an error: ${String(logged[0]).slice(0, 120)}` : undefined };
  } catch (error) {
    return { problem: `threw ${String(error).slice(0, 200)}` };
  } finally {
    errors.mockRestore();
  }
}

async function runRow(w: World, row: RouteRow): Promise<string[]> {
  const name = `${row.method} ${row.route} (${row.what})`;
  const problems: string[] = [];
  const mod = (await import(path.join(root, row.route))) as Record<string, unknown>;
  let fx: Fx;
  try {
    fx = await row.setup(w);
  } catch (error) {
    return [`${name}: setup threw ${String(error).slice(0, 300)}`];
  }
  const refusedActors = ACTORS.filter((a) => !row.allowed.includes(a));
  const before = row.writes ? await snapshot() : null;
  for (const actor of refusedActors) {
    const { answer, problem } = await call(w, row, mod, fx, actor);
    if (problem || !answer) {
      problems.push(`${name} as ${actor}: ${problem}`);
      continue;
    }
    const wrong = row.refused
      ? row.refused(answer, actor)
      : [401, 403, 404].includes(answer.status)
        ? undefined
        : `not refused: ${answer.status} ${answer.text.slice(0, 160)}`;
    if (wrong) problems.push(`${name} as ${actor}: ${wrong}`);
    const leaked = fx.secrets.find((s) => answer.text.includes(s));
    if (leaked) problems.push(`${name} as ${actor}: the refusal holds "${leaked}"`);
  }
  if (before) {
    const changed = changedTables(before, await snapshot());
    if (changed.length) problems.push(`${name}: refused calls changed ${changed.join(', ')}`);
  }
  for (const actor of row.allowed) {
    const { answer, problem } = await call(w, row, mod, fx, actor);
    const wrong = problem ?? (answer!.status >= 500 ? `answered ${answer!.status}` : undefined);
    const failed = wrong ?? (await row.ok(answer!, fx, actor, w));
    if (failed) problems.push(`${name} as ${actor}: ${failed}`);
  }
  return problems;
}

let w: World;
beforeAll(async () => {
  w = await buildWorld();
});

describe('authorization matrix: route handlers', () => {
  it('has a row for every method of every route handler under app/', async () => {
    const missing: string[] = [];
    const files = routeFiles();
    expect(files.length).toBeGreaterThan(15);
    for (const file of files) {
      const mod = (await import(path.join(root, file))) as Record<string, unknown>;
      for (const method of METHODS) {
        const exported = typeof mod[method] === 'function';
        const rows = ROWS.filter((r) => r.route === file && r.method === method);
        if (exported && rows.length === 0) missing.push(`${method} ${file}: no row`);
        if (!exported && rows.length) missing.push(`${method} ${file}: a row for a method the route lacks`);
      }
    }
    for (const row of ROWS) if (!files.includes(row.route)) missing.push(`${row.route}: no such route`);
    expect(missing).toEqual([]);
  });

  it("matches every row to its handler's pipeline: signed-in routes refuse visitors, open ones say why", async () => {
    // As the action matrix reads actionInfo: every method is a defineRoute handler (routeInfo), a route the
    // pipeline opens to anyone ('public', 'external') has a row that says why, a signed-in one lets no visitor
    // in, and every state-changing method checks the origin unless another system calls it ('external').
    const problems: string[] = [];
    for (const row of ROWS) {
      const mod = (await import(path.join(root, row.route))) as Record<string, unknown>;
      const info = routeInfo(mod[row.method]);
      const name = `${row.method} ${row.route}`;
      if (!info) {
        problems.push(`${name}: not a defineRoute handler`);
        continue;
      }
      const open = info.access === 'public' || info.access === 'external';
      if (open && !row.public)
        problems.push(`${name}: ${info.access} in the pipeline, but the row says no why`);
      if ((info.access === 'signed-in' || info.access === 'admin') && row.allowed.includes('anonymous'))
        problems.push(`${name}: signed-in in the pipeline, but the row lets visitors in`);
      if (row.method !== 'GET' && info.access !== 'external' && !info.sameOrigin)
        problems.push(`${name}: a state change without the same-origin check`);
    }
    expect([...new Set(problems)]).toEqual([]);
  });

  it('refuses a cross-site request to every state-changing route, for allowed actors too, changing nothing', async () => {
    const problems: string[] = [];
    for (const row of ROWS) {
      const mod = (await import(path.join(root, row.route))) as Record<string, unknown>;
      if (row.method === 'GET' || routeInfo(mod[row.method])?.access === 'external') continue;
      const fx = await row.setup(w);
      const crossSite: RouteRow = {
        ...row,
        request: async (f, actor, world) => {
          const request = row.request ? await row.request(f, actor, world) : get(`/${row.route}`);
          const headers = new Headers(request.headers);
          headers.set('origin', 'https://evil.example');
          headers.set('sec-fetch-site', 'cross-site');
          return new NextRequest(request, { headers });
        },
      };
      const before = await snapshot();
      for (const actor of row.allowed) {
        const { answer, problem } = await call(w, crossSite, mod, fx, actor);
        if (problem || !answer) problems.push(`${row.method} ${row.route} as ${actor}: ${problem}`);
        else if (![403, 404].includes(answer.status))
          problems.push(`${row.method} ${row.route} as ${actor}: cross-site answered ${answer.status}`);
      }
      const changed = changedTables(before, await snapshot());
      if (changed.length)
        problems.push(`${row.method} ${row.route}: cross-site calls changed ${changed.join(', ')}`);
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it('lets the allowed actors in and refuses everyone else without a leak or a change', async () => {
    const problems: string[] = [];
    for (const row of ROWS) problems.push(...(await runRow(w, row)));
    expect(problems).toEqual([]);
  }, 300_000);

  it("shows an invite-only team's photo to a registered player and the guardian who registered them", async () => {
    // The player card lists the seasons a player is registered for, with the team's photo, even when they are not
    // on the roster; a registration of someone else's does not open it.
    const { teamId, marker } = await teamPhoto(w, 'INVITE_ONLY');
    const [ward, parent, stranger] = await Promise.all([
      w.fresh('Ward'),
      w.fresh('Parent'),
      w.fresh('Stranger'),
    ]);
    const season = await db.season.create({
      data: { teamId, label: 'Fall', startDate: new Date('2026-09-01'), endDate: new Date('2026-11-30') },
    });
    await db.registration.create({
      data: { seasonId: season.id, teamId, userId: ward.id, registeredById: parent.id, status: 'PENDING' },
    });
    const mod = (await import(path.join(root, 'app/api/team-photos/[teamId]/route.ts'))) as {
      GET: (r: NextRequest, c: unknown) => Promise<Response>;
    };
    const seen: Record<string, [number, boolean]> = {};
    for (const [who, u] of Object.entries({ ward, parent, stranger })) {
      await actAs(u);
      const response = await mod.GET(get(`/api/team-photos/${teamId}`), {
        params: Promise.resolve({ teamId }),
      });
      seen[who] = [response.status, (await response.text()).includes(marker)];
    }
    expect(seen).toEqual({ ward: [200, true], parent: [200, true], stranger: [404, false] });
  });

  it('hands the request to the Auth.js handlers untouched and answers theirs as it is', async () => {
    // The one route in the pipeline's 'external' mode with an untouched body: no session, origin or body step of
    // ours in front of Auth.js (which checks its own CSRF token), only the error mapping.
    const mod = (await import(path.join(root, 'app/api/auth/[...nextauth]/route.ts'))) as Record<
      string,
      (r: NextRequest, c: unknown) => Promise<Response>
    >;
    for (const method of ['GET', 'POST'] as const) {
      expect(routeInfo(mod[method])).toMatchObject({
        access: 'external',
        body: 'untouched',
        sameOrigin: false,
      });
      const theirs = new Response('from authjs', { status: 302, headers: { location: '/auth/login' } });
      vi.mocked(handlers[method]).mockResolvedValueOnce(theirs);
      const request = new NextRequest(url('/api/auth/callback/credentials'), {
        method,
        headers: { origin: 'https://evil.example' },
      });
      const answer = await mod[method]!(request, { params: Promise.resolve({ nextauth: ['callback'] }) });
      expect(answer).toBe(theirs);
      expect(vi.mocked(handlers[method]).mock.lastCall?.[0]).toBe(request);
    }
  });
});
