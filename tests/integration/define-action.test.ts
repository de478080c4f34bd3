import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notFound, redirect } from 'next/navigation';
import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { ok } from '@/lib/action-result';
import { defineAction, definePublicAction } from '@/lib/actions/define-action';
import { getActiveViewer, type Viewer } from '@/lib/auth/viewer';
import { db } from '@/lib/db';
import { authMessages, blockingMessages, userListMessages } from '@/lib/messages';

// The action pipeline (issue 9): session → parse → run → logged failure → revalidate on success, and
// real actions through it against the real database. Only what needs a Next request is replaced: the
// session source and revalidatePath.
vi.mock('@/lib/auth/viewer', () => ({ getActiveViewer: vi.fn() }));
vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }));

const viewer = (extra: Partial<Viewer> = {}) =>
  ({ id: 'u1', email: 'u1@example.com', isAdmin: false, hasAdditionalInfo: true, ...extra }) as Viewer;
const signIn = (v: Viewer | null) => vi.mocked(getActiveViewer).mockResolvedValue(v);

const schema = z.object({ name: z.string().min(2, 'Too short') });

beforeEach(() => {
  vi.mocked(revalidatePath).mockClear();
  vi.mocked(getActiveViewer).mockReset();
});

describe('defineAction', () => {
  const run = vi.fn(async ({ input }: { input: { name: string } }) => ok({ hello: input.name }, 'Saved'));
  const action = defineAction(
    { name: 'test.save', input: schema, failure: 'It failed', revalidate: ['/a', ['/b', 'layout']] },
    run,
  );
  beforeEach(() => {
    run.mockClear();
  });

  it('answers a missing session with the sign-in message and runs nothing', async () => {
    signIn(null);
    expect(await action({ name: 'Ann' })).toEqual({ ok: false, message: authMessages.notSignedIn });
    expect(run).not.toHaveBeenCalled();
  });

  it('asks for a completed profile unless told otherwise', async () => {
    signIn(null);
    await action({ name: 'Ann' });
    expect(getActiveViewer).toHaveBeenCalledWith({ profile: true });
    const open = defineAction({ name: 't', input: schema, failure: 'x', auth: { profile: false } }, run);
    signIn(viewer({ hasAdditionalInfo: false }));
    expect((await open({ name: 'Ann' })).ok).toBe(true);
    expect(getActiveViewer).toHaveBeenLastCalledWith({ profile: false });
  });

  it('refuses non-admins on admin actions with the configured message', async () => {
    const admin = defineAction(
      { name: 't', input: schema, failure: 'x', auth: { admin: true, signedOut: 'Not found' } },
      run,
    );
    signIn(viewer());
    expect(await admin({ name: 'Ann' })).toEqual({ ok: false, message: 'Not found' });
    signIn(viewer({ isAdmin: true }));
    expect((await admin({ name: 'Ann' })).ok).toBe(true);
  });

  it('returns field errors for invalid input, or the `invalid` message for ids', async () => {
    signIn(viewer());
    expect(await action({ name: 'A' })).toEqual({ ok: false, fieldErrors: { name: ['Too short'] } });
    const byId = defineAction({ name: 't', input: schema, failure: 'x', invalid: 'Not found' }, run);
    expect(await byId({ nope: true })).toEqual({ ok: false, message: 'Not found' });
    expect(run).not.toHaveBeenCalled();
    expect(revalidatePath).not.toHaveBeenCalled();
  });

  it('turns a throw into the failure message, logs it, and revalidates nothing', async () => {
    signIn(viewer());
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = defineAction(
      { name: 'test.broken', input: schema, failure: 'It failed', revalidate: ['/a'] },
      () => {
        throw new Error('secret detail');
      },
    );
    const result = await broken({ name: 'Ann' });
    expect(result).toEqual({ ok: false, message: 'It failed' });
    expect(JSON.stringify(result)).not.toContain('secret');
    expect(log).toHaveBeenCalledWith('[action test.broken] failed', expect.any(Error));
    expect(revalidatePath).not.toHaveBeenCalled();
    log.mockRestore();
  });

  it('maps an expected error through onError without logging it', async () => {
    signIn(viewer());
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const dup = defineAction(
      {
        name: 't',
        input: schema,
        failure: 'x',
        onError: (e) => (e instanceof RangeError ? { ok: false, message: 'Already there' } : undefined),
      },
      () => {
        throw new RangeError('dup');
      },
    );
    expect(await dup({ name: 'Ann' })).toEqual({ ok: false, message: 'Already there' });
    expect(log).not.toHaveBeenCalled();
    log.mockRestore();
  });

  it('revalidates the targets after a success only', async () => {
    signIn(viewer());
    expect(await action({ name: 'Ann' })).toEqual({ ok: true, data: { hello: 'Ann' }, message: 'Saved' });
    expect(revalidatePath).toHaveBeenCalledWith('/a');
    expect(revalidatePath).toHaveBeenCalledWith('/b', 'layout');
  });

  it('lets redirect() and notFound() through to Next', async () => {
    signIn(viewer());
    const goes = defineAction({ name: 't', input: schema, failure: 'x' }, async () => redirect('/elsewhere'));
    await expect(goes({ name: 'Ann' })).rejects.toThrow();
    const missing = defineAction({ name: 't', input: schema, failure: 'x' }, async () => notFound());
    await expect(missing({ name: 'Ann' })).rejects.toThrow();
  });

  it('definePublicAction parses and runs without a session', async () => {
    const pub = definePublicAction({ name: 't', input: schema, failure: 'x' }, async ({ input }) =>
      ok(input.name),
    );
    expect(await pub({ name: 'Bo' })).toEqual({ ok: true, data: 'Bo', message: undefined });
    expect(getActiveViewer).not.toHaveBeenCalled();
  });
});

describe('real actions through the pipeline', () => {
  async function user(name: string) {
    return db.user.create({
      data: {
        email: `${name}@example.com`,
        displayName: name,
        emailVerified: new Date(),
        hasAdditionalInfo: true,
      },
    });
  }

  it('unblocking someone else’s block answers not found and deletes nothing', async () => {
    const { unblockAction } = await import('@/lib/privacy/actions');
    const [me, other, third] = [await user('me1'), await user('other1'), await user('third1')];
    const theirs = await db.block.create({ data: { blockerId: other.id, blockedUserId: third.id } });
    signIn(viewer({ id: me.id }));
    expect(await unblockAction({ blockId: theirs.id })).toEqual({
      ok: false,
      message: blockingMessages.unblockError,
    });
    expect(await unblockAction({ blockId: 42 })).toEqual({
      ok: false,
      message: blockingMessages.unblockError,
    });
    expect(await db.block.count({ where: { id: theirs.id } })).toBe(1);
    expect(revalidatePath).not.toHaveBeenCalled();
  });

  it('creating a list with an empty name returns the field error and writes nothing', async () => {
    const { createListAction } = await import('@/lib/user-lists/actions');
    const me = await user('lister');
    signIn(viewer({ id: me.id }));
    const result = await createListAction({ name: '' });
    expect(result.ok).toBe(false);
    expect(result.ok ? {} : result.fieldErrors).toHaveProperty('name');
    expect(await db.userList.count({ where: { ownerId: me.id } })).toBe(0);
    const created = await createListAction({ name: 'Tuesday group' });
    expect(created).toMatchObject({ ok: true, message: userListMessages.created });
    expect(revalidatePath).toHaveBeenCalledWith('/user-list');
  });
});
