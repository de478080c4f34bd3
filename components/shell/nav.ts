import { navUi } from '@/lib/messages/places';
import { conversationMessages, featureFlagMessages, userListMessages } from '@/lib/messages';
import { eventUiMessages } from '@/lib/messages/events';
import { postMessages } from '@/lib/messages/posts';
import { shellMessages as s } from '@/lib/messages/shell';
import { organizationUi, teamUi } from '@/lib/messages/teams';

export type NavItem = {
  href: string;
  label: string;
  /** Path prefixes of the pages this destination's section covers (its href is always one). */
  section?: string[];
};
export type NavGroup = { key: 'play' | 'organize' | 'admin'; label: string; items: NavItem[] };

// Every feature of the signed-in app is one click away from here, or two through the page a link opens (issue 29
// §4; tests/e2e/navigation-crawl.spec.ts proves every route of app/(app) is reached by following links).
const PLAY: NavItem[] = [
  { href: '/home', label: 'Home', section: ['/scan'] },
  { href: '/discover', label: eventUiMessages.discoverTitle, section: ['/evt/', '/event/', '/games/'] },
  { href: '/discover/places', label: navUi.places, section: ['/places/'] },
  { href: '/full-search', label: s.search },
  { href: '/connect', label: navUi.connect, section: ['/profile/', '/subscriptions'] },
  { href: '/messages', label: conversationMessages.title },
  { href: '/notifications', label: 'Notifications' },
  { href: '/posts', label: postMessages.boardTitle },
  { href: '/teams-v3', label: teamUi.findNav.directory, section: ['/leagues', '/team/', '/external-teams'] },
  { href: '/user-list', label: userListMessages.title },
  { href: '/profile', label: 'Profile' },
  { href: '/settings', label: 'Settings' },
];
const ORGANIZE: NavItem[] = [
  { href: '/create', label: eventUiMessages.createTitle },
  { href: '/teams', label: s.myTeams, section: ['/my-communities', '/start/'] },
  { href: '/organizations', label: organizationUi.listTitle, section: ['/organization/'] },
  { href: '/form', label: s.forms },
  { href: '/site', label: s.sites, section: ['/custom-website'] },
  { href: '/billing', label: s.billing, section: ['/pay-balance', '/payment-success'] },
  { href: '/invoices', label: s.invoices, section: ['/transactions'] },
];
const ADMIN: NavItem[] = [
  { href: '/admin', label: s.adminHome },
  { href: '/admin/posts', label: s.adminPosts },
  { href: '/admin/ambassadors', label: s.adminAmbassadors },
  { href: '/admin/partners', label: s.adminPartners },
  { href: '/admin/flags', label: featureFlagMessages.title },
];

/** The side panel's groups: the player's, the organizer's, and the admin pages for administrators only. */
export function navGroups(isAdmin: boolean): NavGroup[] {
  return [
    { key: 'play', label: s.groups.play, items: PLAY },
    { key: 'organize', label: s.groups.organize, items: ORGANIZE },
    ...(isAdmin ? [{ key: 'admin' as const, label: s.groups.admin, items: ADMIN }] : []),
  ];
}

const covers = (prefix: string, pathname: string) =>
  prefix.endsWith('/')
    ? pathname.startsWith(prefix)
    : pathname === prefix || pathname.startsWith(`${prefix}/`);

/**
 * The destination whose section the page belongs to: the longest matching prefix wins, so /discover/places is
 * Places rather than Discover, and /admin/posts is Reported posts rather than the overview.
 */
export function activeHref(groups: NavGroup[], pathname: string): string | undefined {
  let best: { href: string; length: number } | undefined;
  for (const item of groups.flatMap((g) => g.items)) {
    for (const prefix of [item.href, ...(item.section ?? [])]) {
      if (covers(prefix, pathname) && (!best || prefix.length > best.length))
        best = { href: item.href, length: prefix.length };
    }
  }
  return best?.href;
}
