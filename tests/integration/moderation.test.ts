import { revalidatePath, updateTag } from 'next/cache';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import AdminPage from '@/app/(app)/admin/page';
import AmbassadorsPage from '@/app/(app)/admin/ambassadors/page';
import EditPartnerPage from '@/app/(app)/admin/partners/[id]/page';
import NewPartnerPage from '@/app/(app)/admin/partners/new/page';
import PartnersPage from '@/app/(app)/admin/partners/page';
import ModerationQueuePage from '@/app/(app)/admin/posts/page';
import { getViewer, requireViewer, type Viewer } from '@/lib/auth/viewer';
import { db } from '@/lib/db';
import { authMessages } from '@/lib/messages';
import { adminPartnerMessages as pm } from '@/lib/messages/partners';
import { postMessages as m } from '@/lib/messages/posts';
import { ambassadorUi } from '@/lib/messages/teams';
import { MAIL_QUEUE } from '@/lib/notifications/queue';
import {
  createPartnerAction,
  removePartnerEventAction,
  retirePartnerAction,
  savePartnerEventAction,
  updatePartnerAction,
} from '@/lib/partners/actions';
import {
  partnersOfType,
  partnerSitemapPaths,
  partnerWithEvents,
  preferredPartner,
} from '@/lib/partners/queries';
import {
  createPostAction,
  dismissReportsAction,
  hidePostAction,
  reportPostAction,
  restorePostAction,
} from '@/lib/posts/actions';
import { moderationQueue, postById, postsInSubcategory } from '@/lib/posts/queries';
import { decideAmbassadorAction } from '@/lib/teams/actions';
import { callAs } from '@/tests/support/act-as';
import { makeUser } from '@/tests/support/factories';

// Issue 29 §6: the admin pages for moderation and partners. Only administrators see them (anyone else gets the
// not-found page) or run their actions; hiding a reported post takes it off the board's data at once (its cache
// tags expire) and records who did it; restoring and dismissing close the reports; an ambassador applicant hears
// the answer with the admin's message; retired partners leave the public pages.

vi.mock('@/lib/auth/viewer', () => ({
  getActiveViewer: vi.fn(),
  getViewer: vi.fn(),
  requireViewer: vi.fn(),
}));
vi.mock('next/cache', () => ({
  revalidatePath: vi.fn(),
  updateTag: vi.fn(),
  revalidateTag: vi.fn(),
  unstable_cache: (fn: () => unknown) => fn,
}));

beforeEach(() => {
  vi.mocked(updateTag).mockClear();
  vi.mocked(revalidatePath).mockClear();
});

/** Renders a page as `user`: what it throws (notFound) or returns. */
async function render(user: { id: string }, page: () => Promise<unknown>) {
  const viewer = (await db.user.findUniqueOrThrow({ where: { id: user.id } })) as Viewer;
  vi.mocked(requireViewer).mockResolvedValue(viewer);
  vi.mocked(getViewer).mockResolvedValue(viewer);
  try {
    await page();
    return 'rendered';
  } catch (error) {
    const digest = String((error as { digest?: string }).digest);
    if (digest.includes('404')) return 'not found';
    throw error;
  }
}

const subNeeded = { category: 'play-competition', subCategory: 'sub-needed' };

async function reportedPost(title = 'Cheap watches here') {
  const [author, reporter] = await Promise.all([makeUser('Poster'), makeUser('Reporter')]);
  const created = await callAs(author, createPostAction, {
    title,
    text: 'Buy now, great prices.',
    ...subNeeded,
  });
  if (!created.ok) throw new Error('post not created');
  const postId = created.data.id;
  expect(await callAs(reporter, reportPostAction, { postId, reason: 'Spam' })).toMatchObject({ ok: true });
  return { author, reporter, postId };
}

describe('admin pages', () => {
  it('are not found for anyone but an administrator', async () => {
    const [member, admin] = await Promise.all([makeUser('Member'), makeUser('Boss', { isAdmin: true })]);
    const partner = await callAs(admin, createPartnerAction, {
      name: 'Page Check Courts',
      type: 'venues',
      tagline: 'Courts',
      description: 'Courts for everyone.',
      city: 'Austin',
      region: 'TX',
      websiteUrl: '',
      preferred: false,
      sortOrder: 0,
    });
    if (!partner.ok) throw new Error('partner not created');
    const params = Promise.resolve({ id: partner.data.id });
    const pages: [string, () => Promise<unknown>][] = [
      ['admin', () => AdminPage()],
      ['admin/posts', () => ModerationQueuePage()],
      ['admin/ambassadors', () => AmbassadorsPage()],
      ['admin/partners', () => PartnersPage()],
      ['admin/partners/new', () => NewPartnerPage()],
      ['admin/partners/[id]', () => EditPartnerPage({ params })],
    ];
    for (const [name, page] of pages) {
      expect([name, await render(member, page)]).toEqual([name, 'not found']);
      expect([name, await render(admin, page)]).toEqual([name, 'rendered']);
    }
    expect(await render(admin, () => EditPartnerPage({ params: Promise.resolve({ id: 'nope' }) }))).toBe(
      'not found',
    );
  });

  it('refuse every moderation action to a non-admin, writing nothing', async () => {
    const { postId, reporter } = await reportedPost();
    await callAs(await makeUser('Boss', { isAdmin: true }), hidePostAction, { postId });
    const member = await makeUser('Member');
    const actions: ((input: { postId: string }) => Promise<unknown>)[] = [
      hidePostAction,
      restorePostAction,
      dismissReportsAction,
    ];
    for (const action of actions) {
      expect(await callAs(member, action, { postId })).toEqual({
        ok: false,
        message: authMessages.notSignedIn,
      });
      expect(await callAs(reporter, action, { postId })).toEqual({
        ok: false,
        message: authMessages.notSignedIn,
      });
    }
    expect(await db.postModerationAction.count({ where: { postId } })).toBe(1);
    expect(await moderationQueue(member)).toBeNull();
  });
});

describe('the moderation queue', () => {
  it('hides a reported post: gone from the board data, its tags expired, the admin on record', async () => {
    const admin = await makeUser('Mod Maria', { isAdmin: true });
    const { postId } = await reportedPost('Fake tickets');
    const queue = await moderationQueue(admin);
    expect(queue!.reported.find((p) => p.id === postId)).toMatchObject({
      title: 'Fake tickets',
      reports: [{ reason: 'Spam', reporterName: 'Reporter' }],
    });

    vi.mocked(updateTag).mockClear();
    expect(await callAs(admin, hidePostAction, { postId })).toMatchObject({ ok: true, message: m.hidden });
    expect(vi.mocked(updateTag).mock.calls.map((c) => c[0])).toEqual(
      expect.arrayContaining([
        'posts:play-competition/sub-needed',
        'posts:play-competition',
        `post:${postId}`,
      ]),
    );
    expect(vi.mocked(revalidatePath).mock.calls.map((c) => c[0])).toContain('/admin/posts');
    expect(await postById(postId)).toBeNull();
    expect(
      (await postsInSubcategory(subNeeded.category, subNeeded.subCategory)).some((p) => p.id === postId),
    ).toBe(false);

    const after = await moderationQueue(admin);
    expect(after!.reported.some((p) => p.id === postId)).toBe(false);
    expect(after!.hidden.find((p) => p.id === postId)).toMatchObject({ hiddenBy: 'Mod Maria' });
    expect(after!.history.find((e) => e.postId === postId)).toMatchObject({
      action: 'hide',
      adminName: 'Mod Maria',
      createdAt: expect.any(Date),
    });
  });

  it('restores a hidden post: back on the board, its reports closed, the restore on record', async () => {
    const admin = await makeUser('Mod Max', { isAdmin: true });
    const { postId } = await reportedPost('Misunderstood post');
    await callAs(admin, hidePostAction, { postId });
    vi.mocked(updateTag).mockClear();
    expect(await callAs(admin, restorePostAction, { postId })).toMatchObject({
      ok: true,
      message: m.restored,
    });
    expect(vi.mocked(updateTag).mock.calls.map((c) => c[0])).toContain(`post:${postId}`);
    expect(await postById(postId)).toMatchObject({ title: 'Misunderstood post' });
    const queue = await moderationQueue(admin);
    expect(queue!.reported.some((p) => p.id === postId)).toBe(false);
    expect(queue!.hidden.some((p) => p.id === postId)).toBe(false);
    expect(
      (await db.postModerationAction.findMany({ where: { postId }, orderBy: { createdAt: 'asc' } })).map(
        (a) => a.action,
      ),
    ).toEqual(['hide', 'restore']);
    // Restoring a post that is not hidden: not found.
    expect(await callAs(admin, restorePostAction, { postId })).toEqual({
      ok: false,
      message: m.postNotFound,
    });
  });

  it('dismisses the reports of a post that stays; a new report brings it back to the queue', async () => {
    const admin = await makeUser('Mod Mia', { isAdmin: true });
    const { postId, reporter } = await reportedPost('Loud but fine');
    expect(await callAs(admin, dismissReportsAction, { postId })).toMatchObject({
      ok: true,
      message: m.dismissed,
    });
    expect(await postById(postId)).not.toBeNull();
    expect((await moderationQueue(admin))!.reported.some((p) => p.id === postId)).toBe(false);
    expect(await callAs(admin, dismissReportsAction, { postId })).toEqual({
      ok: false,
      message: m.postNotFound,
    });
    await callAs(reporter, reportPostAction, { postId, reason: 'Still spam' });
    expect((await moderationQueue(admin))!.reported.find((p) => p.id === postId)?.reports).toMatchObject([
      { reason: 'Still spam' },
    ]);
  });
});

describe('ambassador applications', () => {
  async function application(name: string) {
    const user = await makeUser(name);
    return db.ambassadorApplication.create({
      data: {
        userId: user.id,
        cityName: 'Austin, TX',
        lat: 30.27,
        lng: -97.74,
        sports: ['Pickleball'],
        why: 'I run three weekly games and want to start more.',
      },
      include: { user: true },
    });
  }

  it('a decline reaches the applicant in the app and by mail, with the admin’s message', async () => {
    const admin = await makeUser('Admin Ada', { isAdmin: true });
    const app = await application('Applicant Al');
    const message = 'Thanks, Al. We have enough ambassadors in Austin for now.';
    expect(
      await callAs(admin, decideAmbassadorAction, { applicationId: app.id, decision: 'declined', message }),
    ).toMatchObject({ ok: true, message: ambassadorUi.declinedDone });
    expect(await db.ambassadorApplication.findUniqueOrThrow({ where: { id: app.id } })).toMatchObject({
      status: 'declined',
      decisionMessage: message,
      decidedById: admin.id,
    });
    expect(await db.notification.findMany({ where: { userId: app.userId } })).toMatchObject([
      { type: 'AMBASSADOR_DECISION', title: ambassadorUi.declinedTitle, message },
    ]);
    const mails = await db.$queryRawUnsafe<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND data->>'to' = $2`,
      MAIL_QUEUE,
      app.user.email,
    );
    expect(mails[0].n).toBe(1);
    // Answered once: a second decision is refused and sends nothing.
    expect(
      await callAs(admin, decideAmbassadorAction, {
        applicationId: app.id,
        decision: 'approved',
        message: 'Oops',
      }),
    ).toEqual({ ok: false, message: ambassadorUi.applicationNotFound });
    expect(await db.notification.count({ where: { userId: app.userId } })).toBe(1);
  });

  it('an approval needs a message; a non-admin cannot decide', async () => {
    const admin = await makeUser('Admin Abe', { isAdmin: true });
    const app = await application('Applicant Bo');
    expect(
      await callAs(admin, decideAmbassadorAction, {
        applicationId: app.id,
        decision: 'approved',
        message: ' ',
      }),
    ).toEqual({ ok: false, fieldErrors: { message: [ambassadorUi.messageRequired] } });
    expect(
      await callAs(app.user, decideAmbassadorAction, {
        applicationId: app.id,
        decision: 'approved',
        message: 'Me!',
      }),
    ).toEqual({ ok: false, message: authMessages.notSignedIn });
    expect(
      await callAs(admin, decideAmbassadorAction, {
        applicationId: app.id,
        decision: 'approved',
        message: 'Welcome aboard!',
      }),
    ).toMatchObject({ ok: true, message: ambassadorUi.approvedDone });
    expect(await db.notification.findFirst({ where: { userId: app.userId } })).toMatchObject({
      title: ambassadorUi.approvedTitle,
      message: 'Welcome aboard!',
    });
  });
});

describe('partners', () => {
  const fields = {
    name: 'Eastside Paddle Club',
    type: 'venues',
    tagline: 'Six indoor courts',
    description: 'Open play every evening.',
    city: 'Austin',
    region: 'tx',
    websiteUrl: 'https://eastside.example',
    preferred: true,
    sortOrder: 1,
  };

  it('are created, edited, given programs and retired; retired ones leave the public pages', async () => {
    const admin = await makeUser('Admin Pat', { isAdmin: true });
    const created = await callAs(admin, createPartnerAction, fields);
    if (!created.ok) throw new Error(JSON.stringify(created));
    const id = created.data.id;
    expect(id).toMatch(/^eastside-paddle-club/);
    expect(await preferredPartner(id)).toMatchObject({ name: 'Eastside Paddle Club', region: 'TX' });
    expect((await partnersOfType('venues')).some((p) => p.id === id)).toBe(true);
    expect(vi.mocked(revalidatePath).mock.calls.map((c) => c[0])).toEqual(
      expect.arrayContaining(['/partners/venues', `/partner/preferred/${id}`, `/partner/events/${id}`]),
    );

    // Moving to another type refreshes both lists.
    vi.mocked(revalidatePath).mockClear();
    expect(
      await callAs(admin, updatePartnerAction, {
        ...fields,
        partnerId: id,
        type: 'coaches',
        name: 'Eastside PC',
      }),
    ).toMatchObject({ ok: true, message: pm.saved });
    expect(vi.mocked(revalidatePath).mock.calls.map((c) => c[0])).toEqual(
      expect.arrayContaining(['/partners/coaches', '/partners/venues']),
    );

    const program = {
      partnerId: id,
      title: 'Open play',
      schedule: 'Weekdays, 6–9 pm',
      description: 'Drop in.',
      sortOrder: 0,
    };
    expect(await callAs(admin, savePartnerEventAction, program)).toMatchObject({ ok: true });
    const [event] = (await partnerWithEvents(id))!.events;
    expect(event).toMatchObject({ title: 'Open play' });
    expect(
      await callAs(admin, savePartnerEventAction, {
        ...program,
        eventId: event.id,
        title: 'Open play (all levels)',
      }),
    ).toMatchObject({ ok: true });
    expect((await partnerWithEvents(id))!.events.map((e) => e.title)).toEqual(['Open play (all levels)']);
    // A program id of another partner: not found.
    const other = await callAs(admin, createPartnerAction, { ...fields, name: 'Other Place' });
    if (!other.ok) throw new Error('other not created');
    expect(
      await callAs(admin, removePartnerEventAction, { partnerId: other.data.id, eventId: event.id }),
    ).toEqual({ ok: false, message: pm.eventNotFound });
    expect(await callAs(admin, removePartnerEventAction, { partnerId: id, eventId: event.id })).toMatchObject(
      {
        ok: true,
      },
    );

    expect(await callAs(admin, retirePartnerAction, { partnerId: id, retired: true })).toMatchObject({
      ok: true,
      message: pm.retiredDone,
    });
    expect(await partnerWithEvents(id)).toBeNull();
    expect(await preferredPartner(id)).toBeNull();
    expect((await partnersOfType('coaches')).some((p) => p.id === id)).toBe(false);
    expect((await partnerSitemapPaths()).some((p) => p.endsWith(`/${id}`))).toBe(false);
    expect(await callAs(admin, retirePartnerAction, { partnerId: id, retired: false })).toMatchObject({
      ok: true,
    });
    expect(await partnerWithEvents(id)).not.toBeNull();
  });

  it('refuse bad input with the form’s messages and anyone but an admin', async () => {
    const [admin, member] = await Promise.all([makeUser('Admin Q', { isAdmin: true }), makeUser('Member Q')]);
    expect(
      await callAs(admin, createPartnerAction, {
        ...fields,
        region: 'Texas',
        websiteUrl: 'http://x.example',
      }),
    ).toEqual({ ok: false, fieldErrors: { region: [pm.regionInvalid], websiteUrl: [pm.websiteInvalid] } });
    const before = await db.partner.count();
    expect(await callAs(member, createPartnerAction, fields)).toEqual({
      ok: false,
      message: authMessages.notSignedIn,
    });
    expect(await db.partner.count()).toBe(before);
  });
});
