import { describe, expect, it } from 'vitest';
import { activeHref, navGroups } from '@/components/shell/nav';

// Issue 29 §4: the side panel's groups (the player's, the organizer's, admin pages for admins only) and the
// section a page belongs to, marked in the panel.
describe('the side panel', () => {
  it('groups the destinations and shows the admin pages to administrators only', () => {
    const member = navGroups(false);
    expect(member.map((g) => g.label)).toEqual(['Play', 'Organize']);
    expect(member[1].items.map((i) => i.label)).toEqual([
      'Create a game',
      'My teams and communities',
      'Organizations',
      'Forms and waivers',
      'Websites and domains',
      'Payouts and billing',
      'Invoices and transactions',
    ]);
    expect(member.flatMap((g) => g.items).some((i) => i.href.startsWith('/admin'))).toBe(false);
    const admin = navGroups(true);
    expect(admin.map((g) => g.label)).toEqual(['Play', 'Organize', 'Admin']);
    expect(admin[2].items.map((i) => i.href)).toEqual([
      '/admin',
      '/admin/posts',
      '/admin/ambassadors',
      '/admin/partners',
      '/admin/flags',
    ]);
  });

  it('marks the section of the page: the longest matching prefix wins', () => {
    const groups = navGroups(true);
    const cases: [string, string | undefined][] = [
      ['/home', '/home'],
      ['/discover', '/discover'],
      ['/discover/places', '/discover/places'],
      ['/places/view/p1', '/discover/places'],
      ['/evt/e1', '/discover'],
      ['/event/e1/manage', '/discover'],
      ['/profile', '/profile'],
      ['/profile/u1', '/connect'],
      ['/team/t1', '/teams-v3'],
      ['/teams', '/teams'],
      ['/teams/create', '/teams'],
      ['/my-communities', '/teams'],
      ['/form/build/f1', '/form'],
      ['/custom-website', '/site'],
      ['/transactions', '/invoices'],
      ['/admin', '/admin'],
      ['/admin/partners/riverside', '/admin/partners'],
      ['/settings/notifications', '/settings'],
      ['/homework', undefined],
    ];
    expect(cases.map(([path]) => [path, activeHref(groups, path)])).toEqual(cases);
  });
});
