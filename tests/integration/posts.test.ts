import { updateTag } from 'next/cache';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/db';
import { authMessages } from '@/lib/messages';
import { postMessages as m } from '@/lib/messages/posts';
import {
  createPostAction,
  deletePostAction,
  hidePostAction,
  reportPostAction,
  updatePostAction,
  viewerPostStateAction,
} from '@/lib/posts/actions';
import { postById, postsInCategory, postsInSubcategory } from '@/lib/posts/queries';
import { callAs } from '@/tests/support/act-as';
import { makeUser } from '@/tests/support/factories';

// The post board's actions through the whole pipeline (session, zod, service, messages) on a real database:
// authors change only their own posts, a foreign or unknown id is 'Post not found' and writes nothing,
// invalid input writes nothing, admins hide reported posts, and blocks hide posts both ways.
vi.mock('@/lib/auth/viewer', () => ({ getActiveViewer: vi.fn() }));
vi.mock('next/cache', () => ({
  revalidatePath: vi.fn(),
  updateTag: vi.fn(),
  revalidateTag: vi.fn(),
  // The data cache needs a Next server; here every read goes to the database.
  unstable_cache: (fn: () => unknown) => fn,
}));

const subNeeded = { category: 'play-competition', subCategory: 'sub-needed' };
const input = (over: Record<string, unknown> = {}) => ({
  title: 'Sub needed: Thursday coed softball',
  text: 'We are short one outfielder for 7pm at Grant Park. Two games back to back; bring a glove.',
  ...subNeeded,
  ...over,
});

beforeEach(() => vi.mocked(updateTag).mockClear());

describe('writing posts', () => {
  it('publishes a post in its subcategory and expires the pages it appears on', async () => {
    const author = await makeUser('Author');
    const result = await callAs(author, createPostAction, input());
    expect(result).toMatchObject({ ok: true, message: m.created });
    if (!result.ok) throw new Error('not ok');
    expect(result.data.href).toBe(`/posts/play-competition/sub-needed/${result.data.id}`);
    const tags = vi.mocked(updateTag).mock.calls.map((c) => c[0]);
    expect(tags).toEqual(
      expect.arrayContaining([
        'posts:play-competition/sub-needed',
        'posts:play-competition',
        `post:${result.data.id}`,
      ]),
    );
    const list = await postsInSubcategory('play-competition', 'sub-needed');
    expect(list.map((p) => p.title)).toContain('Sub needed: Thursday coed softball');
    expect((await postsInCategory('play-competition')).some((p) => p.id === result.data.id)).toBe(true);
    const page = await postById(result.data.id);
    expect(page).toMatchObject({ authorName: 'Author', text: input().text });
  });

  it('writes nothing for invalid input and says what is wrong under each field', async () => {
    const author = await makeUser('Careless');
    const result = await callAs(
      author,
      createPostAction,
      input({ title: '  ', text: 'x'.repeat(5001), subCategory: 'lost-found' }),
    );
    expect(result.ok).toBe(false);
    if (result.ok) throw new Error('ok');
    expect(result.fieldErrors?.title).toEqual([m.titleRequired]);
    expect(result.fieldErrors?.text).toEqual([m.textTooLong(5000)]);
    const unknown = await callAs(author, createPostAction, input({ category: 'chess', subCategory: 'x' }));
    expect(unknown).toMatchObject({ ok: false, fieldErrors: { category: [m.categoryInvalid] } });
    expect(await db.post.count({ where: { authorId: author.id } })).toBe(0);
    expect(updateTag).not.toHaveBeenCalled();
  });

  it('refuses visitors', async () => {
    const before = await db.post.count();
    expect(await callAs(null, createPostAction, input())).toEqual({
      ok: false,
      message: authMessages.notSignedIn,
    });
    expect(await db.post.count()).toBe(before);
  });
});

describe('editing and deleting', () => {
  it('lets the author edit and move their post, and expires the old and the new pages', async () => {
    const author = await makeUser('Mover');
    const created = await callAs(author, createPostAction, input());
    if (!created.ok) throw new Error('not created');
    vi.mocked(updateTag).mockClear();
    const moved = await callAs(
      author,
      updatePostAction,
      input({
        postId: created.data.id,
        title: 'Found: a goalie glove',
        category: 'gear-equipment',
        subCategory: 'lost-found',
      }),
    );
    expect(moved).toMatchObject({ ok: true, message: m.updated });
    const tags = vi.mocked(updateTag).mock.calls.map((c) => c[0]);
    expect(tags).toEqual(
      expect.arrayContaining(['posts:play-competition/sub-needed', 'posts:gear-equipment/lost-found']),
    );
    expect(await db.post.findUniqueOrThrow({ where: { id: created.data.id } })).toMatchObject({
      title: 'Found: a goalie glove',
      category: 'gear-equipment',
      subCategory: 'lost-found',
    });
  });

  it("answers 'Post not found' for someone else's post or an unknown id and changes nothing", async () => {
    const [author, other] = await Promise.all([makeUser('Owner'), makeUser('Intruder')]);
    const created = await callAs(author, createPostAction, input());
    if (!created.ok) throw new Error('not created');
    const postId = created.data.id;
    vi.mocked(updateTag).mockClear();

    const edit = await callAs(other, updatePostAction, input({ postId, title: 'Hijacked' }));
    expect(edit).toEqual({ ok: false, message: m.postNotFound });
    expect(await callAs(other, deletePostAction, { postId })).toEqual({ ok: false, message: m.postNotFound });
    expect(await callAs(author, deletePostAction, { postId: 'no-such-post' })).toEqual({
      ok: false,
      message: m.postNotFound,
    });
    expect(await callAs(author, deletePostAction, { postId: '' })).toEqual({
      ok: false,
      message: m.postNotFound,
    });
    expect((await db.post.findUniqueOrThrow({ where: { id: postId } })).title).toBe(input().title);
    expect(updateTag).not.toHaveBeenCalled();

    const deleted = await callAs(author, deletePostAction, { postId });
    expect(deleted).toEqual({
      ok: true,
      data: { href: '/posts/play-competition/sub-needed' },
      message: m.deleted,
    });
    expect(await db.post.findUnique({ where: { id: postId } })).toBeNull();
  });
});

describe('reports and moderation', () => {
  it('takes reports from signed-in users (once each), and admins hide the post for everyone', async () => {
    const [author, reader, another, admin] = await Promise.all([
      makeUser('Spammer'),
      makeUser('Reader'),
      makeUser('Another'),
      makeUser('Admin', { isAdmin: true }),
    ]);
    const created = await callAs(author, createPostAction, input({ title: 'Cheap watches' }));
    if (!created.ok) throw new Error('not created');
    const postId = created.data.id;

    expect(await callAs(reader, reportPostAction, { postId, reason: 'Spam' })).toEqual({
      ok: true,
      data: undefined,
      message: m.reported,
    });
    await callAs(reader, reportPostAction, { postId, reason: 'Spam, selling watches' });
    await callAs(another, reportPostAction, { postId });
    expect(await callAs(author, reportPostAction, { postId })).toEqual({
      ok: false,
      message: m.cannotReportOwn,
    });
    expect(await callAs(null, reportPostAction, { postId })).toMatchObject({ ok: false });
    const reports = await db.postReport.findMany({ where: { postId }, orderBy: { createdAt: 'asc' } });
    expect(reports.map((r) => r.reason)).toEqual(['Spam, selling watches', null]);

    // Only admins hide.
    expect(await callAs(reader, hidePostAction, { postId })).toMatchObject({ ok: false });
    expect((await db.post.findUniqueOrThrow({ where: { id: postId } })).hiddenAt).toBeNull();
    expect(await callAs(admin, hidePostAction, { postId })).toMatchObject({ ok: true, message: m.hidden });
    expect(await postById(postId)).toBeNull();
    expect((await postsInSubcategory('play-competition', 'sub-needed')).some((p) => p.id === postId)).toBe(
      false,
    );
    // A hidden post can no longer be edited, reported or hidden again.
    expect(await callAs(author, updatePostAction, input({ postId }))).toEqual({
      ok: false,
      message: m.postNotFound,
    });
    expect(await callAs(another, reportPostAction, { postId })).toEqual({
      ok: false,
      message: m.postNotFound,
    });
    expect(await callAs(admin, hidePostAction, { postId })).toEqual({ ok: false, message: m.postNotFound });
  });
});

describe('blocks', () => {
  it("hides the posts of people who blocked each other, both ways, and marks the viewer's own", async () => {
    const [blocker, blocked, bystander] = await Promise.all([
      makeUser('Blocker'),
      makeUser('Blocked'),
      makeUser('Bystander'),
    ]);
    await db.block.create({ data: { blockerId: blocker.id, blockedUserId: blocked.id } });
    const ids: Record<string, string> = {};
    for (const [name, user] of Object.entries({ blocker, blocked, bystander })) {
      const r = await callAs(user, createPostAction, input({ title: `Post by ${name}` }));
      if (!r.ok) throw new Error('not created');
      ids[name] = r.data.id;
    }
    const all = Object.values(ids);

    const asBlocker = await callAs(blocker, viewerPostStateAction, { postIds: all });
    expect(asBlocker).toMatchObject({ ok: true, data: { own: [ids.blocker], blocked: [ids.blocked] } });
    const asBlocked = await callAs(blocked, viewerPostStateAction, { postIds: all });
    expect(asBlocked).toMatchObject({ ok: true, data: { own: [ids.blocked], blocked: [ids.blocker] } });
    const asBystander = await callAs(bystander, viewerPostStateAction, { postIds: all });
    expect(asBystander).toMatchObject({ ok: true, data: { own: [ids.bystander], blocked: [] } });
    // Visitors see the public page.
    expect((await callAs(null, viewerPostStateAction, { postIds: all })).ok).toBe(false);

    // A post one cannot see cannot be reported either.
    expect(await callAs(blocked, reportPostAction, { postId: ids.blocker })).toEqual({
      ok: false,
      message: m.postNotFound,
    });
    expect(await db.postReport.count({ where: { postId: ids.blocker } })).toBe(0);
  });
});
