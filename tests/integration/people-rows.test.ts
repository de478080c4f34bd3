import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { BlockedUsersCard } from '@/components/privacy/BlockedUsersCard';
import { ToastProvider } from '@/components/ui';
import { ListDetail } from '@/components/user-lists/ListDetail';
import { getActiveViewer } from '@/lib/auth/viewer';
import { privacyScreenData } from '@/lib/account/privacy-screen';
import { db } from '@/lib/db';
import { unblockAction } from '@/lib/privacy/actions';
import { listsOfOwner } from '@/lib/user-lists/queries';
import { callAs } from '@/tests/support/act-as';
import { makeUser } from '@/tests/support/factories';

vi.mock('@/lib/auth/viewer', () => ({
  getActiveViewer: vi.fn(),
  getViewer: vi.fn(),
  requireViewer: vi.fn(),
}));
vi.mock('next/cache', () => ({ revalidatePath: vi.fn(), updateTag: vi.fn(), revalidateTag: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }) }));

// /user-list and the blocked users in settings showed bare names. They show each person as the other people
// lists do: their picture (or initials) and their name, linking to /profile/{id} where the viewer may open it.

/** Server-rendered HTML of a client component inside the toast provider it needs. */
const render = (element: ReactElement) =>
  renderToStaticMarkup(createElement(ToastProvider, null, element)).replaceAll('&amp;', '&');

/** The list item that holds `text`. */
const rowOf = (html: string, text: string) =>
  [...html.matchAll(/<li\b[\s\S]*?<\/li>/g)].map(([li]) => li).find((li) => li.includes(text)) ?? '';

const PHOTO = (id: string) => `/api/avatars/${id}?v=1`;

describe('people rows', () => {
  it('/user-list: picture and profile link per member; none for a block, an unfinished profile or an address', async () => {
    const owner = await makeUser('List owner');
    const pictured = await makeUser('Pictured Pal');
    await db.user.update({ where: { id: pictured.id }, data: { photoUrl: PHOTO(pictured.id) } });
    const plain = await makeUser('Plain Pal');
    const blocked = await makeUser('Blocked Pal');
    const blocker = await makeUser('Blocker Pal');
    // Both sides of a block have pictures: neither is shown (the avatar route refuses them across a block).
    for (const u of [blocked, blocker])
      await db.user.update({ where: { id: u.id }, data: { photoUrl: PHOTO(u.id) } });
    const unfinished = await makeUser('Unfinished', { complete: false });
    await db.block.create({ data: { blockerId: owner.id, blockedUserId: blocked.id } });
    await db.block.create({ data: { blockerId: blocker.id, blockedEmail: owner.email.toUpperCase() } });
    const users = [pictured, plain, blocked, blocker, unfinished];
    await db.userList.create({
      data: {
        ownerId: owner.id,
        name: 'Squad',
        members: {
          create: [
            ...users.map((u) => ({ userId: u.id, email: u.email })),
            { email: 'outsider@example.com' },
          ],
        },
      },
    });

    const [list] = await listsOfOwner(owner.id);
    const hrefs = Object.fromEntries(list.members.map((m) => [m.displayName ?? m.email, m.profileHref]));
    expect(hrefs).toEqual({
      'Pictured Pal': `/profile/${pictured.id}`,
      'Plain Pal': `/profile/${plain.id}`,
      'Blocked Pal': null,
      'Blocker Pal': null,
      [list.members[4].email]: null,
      'outsider@example.com': null,
    });
    expect(list.members[0].photoUrl).toBe(PHOTO(pictured.id));
    expect(list.members[2].photoUrl).toBeNull();
    expect(list.members[3].photoUrl).toBeNull();

    const html = render(createElement(ListDetail, { list }));
    const row = rowOf(html, 'Remove Pictured Pal');
    expect(row).toContain(`href="/profile/${pictured.id}"`);
    expect(row).toMatch(new RegExp(`<a [^>]*href="/profile/${pictured.id}"[^>]*>Pictured Pal</a>`));
    expect(row).toMatch(new RegExp(`<img [^>]*src="${PHOTO(pictured.id).replace(/[?]/g, '\\?')}"`));
    // No picture: the initials, hidden from screen readers (the name is right beside them).
    expect(rowOf(html, 'Remove Plain Pal')).toMatch(/<span aria-hidden="true"[^>]*>PP<\/span>/);
    for (const name of ['Blocked Pal', 'Blocker Pal', 'outsider@example.com']) {
      const other = rowOf(html, `Remove ${name}`);
      expect(other, name).not.toContain('href=');
      expect(other, name).not.toContain('<img');
      expect(other, name).toMatch(/aria-hidden="true"/);
    }
    // Every row keeps its Remove button.
    expect([...html.matchAll(/aria-label="Remove [^"]*"/g)]).toHaveLength(6);
  });

  it('settings: a blocked user shows their initials (no picture, no profile link), and Unblock still unblocks', async () => {
    const me = await makeUser('Privacy owner');
    const pest = await makeUser('Pest Person');
    await db.user.update({ where: { id: pest.id }, data: { photoUrl: PHOTO(pest.id) } });
    const block = await db.block.create({ data: { blockerId: me.id, blockedUserId: pest.id } });
    await db.block.create({ data: { blockerId: me.id, blockedEmail: 'stranger@example.com' } });

    const data = await privacyScreenData({ id: me.id, betaAudiences: [] });
    expect(data.blocks.map((b) => b.displayName)).toEqual([null, 'Pest Person']);
    const html = render(createElement(BlockedUsersCard, { blocks: data.blocks, lists: [] }));
    const row = rowOf(html, 'Unblock Pest Person');
    // Their picture is not served to the blocker: the initials, not an image that answers 404.
    expect(row).not.toContain('<img');
    expect(row).toMatch(/<span aria-hidden="true"[^>]*>PP<\/span>/);
    expect(row).toContain('>Pest Person<');
    expect(row).not.toContain('href=');
    expect(rowOf(html, 'Unblock stranger@example.com')).toMatch(/<span aria-hidden="true"[^>]*>S<\/span>/);

    expect(await callAs(me, unblockAction, { blockId: block.id })).toMatchObject({ ok: true });
    expect(await db.block.findUnique({ where: { id: block.id } })).toBeNull();
    vi.mocked(getActiveViewer).mockReset();
  });
});
