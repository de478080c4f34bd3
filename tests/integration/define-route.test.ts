import { NextRequest } from 'next/server';
import { redirect } from 'next/navigation';
import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { POST as uploadAvatar, DELETE as removeAvatar } from '@/app/api/avatars/[userId]/route';
import { POST as uploadFormFile } from '@/app/api/forms/[id]/files/route';
import { POST as uploadPlacePhoto } from '@/app/api/places/[id]/photos/route';
import { POST as uploadTeamPhoto } from '@/app/api/team-photos/[teamId]/route';
import { POST as uploadLogo } from '@/app/api/organization-logos/[id]/route';
import { GET as pollConversations } from '@/app/api/conversations/updates/route';
import { GET as searchCities } from '@/app/api/cities/route';
import { GET as pollChat } from '@/app/api/events/[id]/chat/route';
import { GET as eventGamesFeed } from '@/app/api/events/[id]/games/route';
import { GET as gameFeed } from '@/app/api/games/[id]/route';
import { GET as placesInBounds } from '@/app/api/places/route';
import { defineRoute, ok, refuse, routeInfo } from '@/lib/actions/define-route';
import { MULTIPART_OVERHEAD } from '@/lib/actions/uploads';
import { getActiveViewer } from '@/lib/auth/viewer';
import { db } from '@/lib/db';
import { authMessages, commonMessages, conversationMessages, profileMessages } from '@/lib/messages';
import { AVATAR_MAX_BYTES } from '@/lib/profile/rules';
import { actAs } from '@/tests/support/act-as';
import { makeEvent } from '@/tests/support/events';
import { makeTeam, makeUser } from '@/tests/support/factories';

// The route handlers' pipeline (issue 33 §3): session → same origin for state changes → body size → parse →
// run → one error-to-status mapping and one answer shape. A test route shows each step; the upload routes show
// the one shape and size rule on real data.
vi.mock('@/lib/auth/viewer', () => ({ getActiveViewer: vi.fn() }));
vi.mock('next/cache', () => ({ revalidatePath: vi.fn(), revalidateTag: vi.fn(), updateTag: vi.fn() }));

const SITE = { host: 'localhost', origin: 'http://localhost' };

function jsonPost(body: string, headers: Record<string, string> = {}) {
  return new NextRequest('http://localhost/api/test/abc', {
    method: 'POST',
    body,
    headers: {
      'content-type': 'application/json',
      'content-length': String(body.length),
      ...SITE,
      ...headers,
    },
  });
}

/** A multipart upload as a browser on this site sends it (with a declared length). */
async function upload(path: string, file: Blob | null, headers: Record<string, string> = {}) {
  const form = new FormData();
  if (file) form.set('file', file, 'picture.png');
  const encoded = new Request('http://localhost/x', { method: 'POST', body: form });
  const body = new Uint8Array(await encoded.arrayBuffer());
  return new NextRequest(`http://localhost${path}`, {
    method: 'POST',
    body,
    headers: {
      'content-type': encoded.headers.get('content-type')!,
      'content-length': String(body.byteLength),
      ...SITE,
      ...headers,
    },
  });
}
const params = (p: Record<string, string>) => ({ params: Promise.resolve(p) });
const png = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();

const run = vi.fn(async ({ input }: { input: { params: { id: string }; body: { name: string } } }) =>
  input.params.id === 'abc' ? ok({ hello: input.body.name }, { message: 'Saved' }) : refuse.notFound('Nope'),
);
const route = defineRoute(
  {
    name: 'test.save',
    body: 'json',
    maxBytes: 100,
    input: z.object({
      params: z.object({ id: z.string() }),
      body: z.object({ name: z.string().min(2, 'Too short') }),
    }),
    failure: 'It failed',
  },
  run,
);
const call = (request: NextRequest, id = 'abc') => route(request, params({ id }));

afterEach(() => {
  run.mockClear();
  vi.mocked(getActiveViewer).mockReset();
});

describe('defineRoute', () => {
  it('answers a missing session with 401 and the sign-in message, running nothing', async () => {
    await actAs(null);
    const response = await call(jsonPost('{"name":"Ann"}'));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ ok: false, message: authMessages.notSignedIn });
    expect(run).not.toHaveBeenCalled();
  });

  it('runs for a signed-in viewer and answers { ok: true, data, message }', async () => {
    await actAs(await makeUser('Ann'));
    const response = await call(jsonPost('{"name":"Ann"}'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, data: { hello: 'Ann' }, message: 'Saved' });
  });

  it('refuses a cross-origin POST with 403 before reading anything', async () => {
    await actAs(await makeUser('Ann'));
    const crossSite: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of crossSite) {
      const response = await call(jsonPost('{"name":"Ann"}', headers));
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ ok: false, message: commonMessages.crossSiteRefused });
    }
    expect(run).not.toHaveBeenCalled();
  });

  it('refuses a body over the limit with 413, declared or not', async () => {
    await actAs(await makeUser('Ann'));
    const big = JSON.stringify({ name: 'x'.repeat(200) });
    expect((await call(jsonPost(big))).status).toBe(413);
    // A false declaration: the bytes read are counted.
    expect((await call(jsonPost(big, { 'content-length': '20' }))).status).toBe(413);
    const chunked = new NextRequest('http://localhost/api/test/abc', {
      method: 'POST',
      body: new ReadableStream<Uint8Array>({
        start(c) {
          c.enqueue(new TextEncoder().encode(big));
          c.close();
        },
      }),
      headers: { 'content-type': 'application/json', ...SITE },
      duplex: 'half',
    } as ConstructorParameters<typeof NextRequest>[1]);
    const response = await call(chunked);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ ok: false, message: commonMessages.requestTooLarge });
    expect(run).not.toHaveBeenCalled();
  });

  it('answers bad input with 400, the first message and every field error', async () => {
    await actAs(await makeUser('Ann'));
    const response = await call(jsonPost('{"name":"A"}'));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      ok: false,
      message: 'Too short',
      fieldErrors: { 'body.name': ['Too short'] },
    });
    expect((await call(jsonPost('not json'))).status).toBe(400);
    expect(run).not.toHaveBeenCalled();
  });

  it('answers a refusal with its status: a foreign id is 404, a limit 429 with Retry-After', async () => {
    await actAs(await makeUser('Ann'));
    const response = await call(jsonPost('{"name":"Ann"}'), 'someone-elses');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ ok: false, message: 'Nope' });

    const limited = defineRoute({ name: 'test.limited', failure: 'x' }, async () =>
      refuse.limited(commonMessages.tooManyAttempts, 90.2),
    );
    const answer = await limited(new NextRequest('http://localhost/api/test'));
    expect(answer.status).toBe(429);
    expect(answer.headers.get('retry-after')).toBe('91');
  });

  it('logs an unexpected throw under the route name and answers 500 with its message; lets redirects through', async () => {
    await actAs(await makeUser('Ann'));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = defineRoute({ name: 'test.broken', failure: 'It failed' }, async () => {
      throw new Error('boom');
    });
    const response = await broken(new NextRequest('http://localhost/api/test'));
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ ok: false, message: 'It failed' });
    expect(errors).toHaveBeenCalledWith('[route test.broken] failed', expect.any(Error));
    errors.mockRestore();

    const redirecting = defineRoute({ name: 'test.redirect', failure: 'x' }, async () => redirect('/home'));
    await expect(redirecting(new NextRequest('http://localhost/api/test'))).rejects.toThrow('NEXT_REDIRECT');
  });

  it('reads no session for public and external routes, and checks no origin for external ones', async () => {
    const open = defineRoute({ name: 'test.open', auth: 'public', failure: 'x' }, async ({ viewer }) =>
      ok(viewer),
    );
    const external = defineRoute(
      { name: 'test.hook', auth: 'external', body: 'text', failure: 'x' },
      async ({ input }) => ok(input),
    );
    const response = await open(new NextRequest('http://localhost/api/test'));
    expect(await response.json()).toEqual({ ok: true, data: null });
    const hook = await external(
      new NextRequest('http://localhost/api/hook', {
        method: 'POST',
        body: 'signed',
        headers: { origin: 'https://stripe.example', 'sec-fetch-site': 'cross-site' },
      }),
    );
    expect(hook.status).toBe(200);
    expect(((await hook.json()) as { data: { body: string } }).data.body).toBe('signed');
    expect(getActiveViewer).not.toHaveBeenCalled();
    expect(routeInfo(external)).toMatchObject({ access: 'external', sameOrigin: false, body: 'text' });
    expect(routeInfo(route)).toMatchObject({ name: 'test.save', access: 'signed-in', sameOrigin: true });
  });

  it('keeps the poll answering bad input with 400 and its message', async () => {
    await actAs(await makeUser('Ann'));
    const response = await pollConversations(
      new NextRequest('http://localhost/api/conversations/updates?after=yesterday'),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      ok: false,
      message: conversationMessages.conversationNotFound,
    });
  });

  it('answers the polling feeds in the one shape too: { ok: true, data }', async () => {
    const host = await makeUser('Host');
    const event = await makeEvent(host.id);
    const game = await db.game.create({ data: { eventId: event.id, homeName: 'Bibs', awayName: 'Shirts' } });
    await actAs(host);
    const get = (path: string) => new NextRequest(`http://localhost${path}`);
    const body = async (response: Response) => [response.status, await response.json()] as const;

    expect(await body(await pollConversations(get('/api/conversations/updates')))).toEqual([
      200,
      { ok: true, data: { conversations: [], thread: null } },
    ]);
    const chat = await body(await pollChat(get(`/api/events/${event.id}/chat`), params({ id: event.id })));
    expect(chat).toMatchObject([200, { ok: true, data: { eventId: event.id, canChat: true, messages: [] } }]);
    const version = (chat[1] as { data: { version: string } }).data.version;
    expect(
      await body(
        await pollChat(
          get(`/api/events/${event.id}/chat?version=${encodeURIComponent(version)}`),
          params({ id: event.id }),
        ),
      ),
    ).toEqual([200, { ok: true, data: { unchanged: true } }]);
    expect(
      await body(await eventGamesFeed(get(`/api/events/${event.id}/games`), params({ id: event.id }))),
    ).toMatchObject([200, { ok: true, data: { eventId: event.id, games: [{ id: game.id }] } }]);
    expect(await body(await gameFeed(get(`/api/games/${game.id}`), params({ id: game.id })))).toMatchObject([
      200,
      { ok: true, data: { event: { id: event.id }, game: { id: game.id } } },
    ]);
    expect(await body(await placesInBounds(get('/api/places?bbox=-80.1,10.1,-80,10.2')))).toEqual([
      200,
      { ok: true, data: { places: [], capped: false } },
    ]);
    expect(await body(await searchCities(get('/api/cities?q=denver&limit=1')))).toMatchObject([
      200,
      { ok: true, data: { results: [{ name: expect.stringContaining('Denver') }] } },
    ]);
  });
});

describe('the upload routes', () => {
  it('answer in one shape: { ok: true, data, message? } or { ok: false, message } with a status', async () => {
    const owner = await makeUser('Owner');
    const team = await makeTeam(owner.id);
    await actAs(owner);
    const picture = new Blob([new Uint8Array(await png())], { type: 'image/png' });

    const avatar = await uploadAvatar(
      await upload(`/api/avatars/${owner.id}`, picture),
      params({ userId: owner.id }),
    );
    expect(avatar.status).toBe(200);
    expect(await avatar.json()).toMatchObject({ ok: true, data: { photoUrl: expect.any(String) } });
    const photo = await uploadTeamPhoto(
      await upload(`/api/team-photos/${team.id}`, picture),
      params({ teamId: team.id }),
    );
    expect(await photo.json()).toMatchObject({ ok: true, data: { photoUrl: expect.any(String) } });

    // Refusals: one shape, whatever the route.
    const other = await makeUser('Other');
    const refusals = [
      await uploadAvatar(await upload(`/api/avatars/${other.id}`, picture), params({ userId: other.id })),
      await uploadTeamPhoto(await upload('/api/team-photos/nope', picture), params({ teamId: 'nope' })),
      await uploadLogo(await upload('/api/organization-logos/nope', picture), params({ id: 'nope' })),
      await uploadPlacePhoto(await upload('/api/places/nope/photos', picture), params({ id: 'nope' })),
      await uploadFormFile(await upload('/api/forms/nope/files', picture), params({ id: 'nope' })),
    ];
    for (const response of refusals) {
      expect(response.status).toBe(404);
      const body = (await response.json()) as Record<string, unknown>;
      expect(Object.keys(body).sort()).toEqual(['message', 'ok']);
      expect(body.ok).toBe(false);
    }
    expect(
      await removeAvatar(
        new NextRequest(`http://localhost/api/avatars/${other.id}`, { method: 'DELETE', headers: SITE }),
        params({ userId: other.id }),
      ).then((r) => r.status),
    ).toBe(404);
  });

  it('share one size rule: a declared length within file limit + overhead, the file within the limit', async () => {
    const owner = await makeUser('Owner');
    await actAs(owner);
    const path = `/api/avatars/${owner.id}`;
    const tooBig = new Blob([new Uint8Array(AVATAR_MAX_BYTES + 1)], { type: 'image/png' });
    // Over the file limit but within the body limit: the parsed file is refused.
    const overFile = await uploadAvatar(await upload(path, tooBig), params({ userId: owner.id }));
    expect(overFile.status).toBe(413);
    expect(await overFile.json()).toEqual({ ok: false, message: profileMessages.avatarSizeError });
    // A declared length over the body limit is refused before reading; so is a missing one.
    const small = new Blob([new Uint8Array(await png())], { type: 'image/png' });
    const declared = await uploadAvatar(
      await upload(path, small, { 'content-length': String(AVATAR_MAX_BYTES + MULTIPART_OVERHEAD + 1) }),
      params({ userId: owner.id }),
    );
    expect(declared.status).toBe(413);
    // The same rule for every upload route.
    for (const handler of [uploadAvatar, uploadTeamPhoto, uploadLogo, uploadPlacePhoto, uploadFormFile])
      expect(routeInfo(handler)).toMatchObject({
        body: 'form',
        maxBytes: AVATAR_MAX_BYTES + MULTIPART_OVERHEAD,
        sameOrigin: true,
      });
    expect(await db.userAvatar.count({ where: { userId: owner.id } })).toBe(0);
  });
});
