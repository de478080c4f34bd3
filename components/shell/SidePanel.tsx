import Link from 'next/link';
import { ShellSearch } from './ShellSearch';
import { navUi } from '@/lib/messages/places';
import { SignOutButton } from '@/components/auth/SignOutButton';
import { PlayerCardButton } from '@/components/home/PlayerCard';
import { conversationMessages, featureFlagMessages, PRODUCT_NAME, userListMessages } from '@/lib/messages';
import type { Viewer } from '@/lib/auth/viewer';
import { eventUiMessages } from '@/lib/messages/events-ui';
import { ambassadorUi, teamUi } from '@/lib/messages/teams';
import { MobileNav } from './MobileNav';

const NAV = [
  { href: '/home', label: 'Home' },
  { href: '/profile', label: 'Profile' },
  { href: '/teams', label: 'Teams' },
  { href: '/teams-v3', label: teamUi.findNav.directory },
  { href: '/discover', label: eventUiMessages.discoverTitle },
  { href: '/discover/places', label: navUi.places },
  { href: '/connect', label: navUi.connect },
  { href: '/notifications', label: 'Notifications' },
  { href: '/messages', label: conversationMessages.title },
  { href: '/user-list', label: userListMessages.title },
  { href: '/settings', label: 'Settings' },
];
const ADMIN_NAV = [
  { href: '/admin', label: ambassadorUi.adminTitle },
  { href: '/admin/flags', label: featureFlagMessages.title },
];

// The app root's side panel: 350px on wide screens; on phones a top bar with a Menu button that opens every
// destination (MobileNav).
export function SidePanel({ viewer }: { viewer: Viewer | null }) {
  const items = [...NAV, ...(viewer?.isAdmin ? ADMIN_NAV : [])];
  return (
    <aside className="relative border-b border-slate-200 bg-white lg:sticky lg:top-0 lg:h-screen lg:w-side-panel lg:shrink-0 lg:border-b-0 lg:border-r">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 p-4 pr-28 lg:h-full lg:flex-col lg:flex-nowrap lg:items-stretch lg:justify-start lg:overflow-y-auto lg:p-6">
        <Link href="/home" className="text-2xl font-extrabold tracking-tight text-emerald-800">
          {PRODUCT_NAME}
        </Link>
        {viewer && <ShellSearch />}
        <nav aria-label="Main" className="hidden lg:mt-8 lg:flex lg:flex-col lg:gap-1">
          {items.map((item) => (
            <Link
              key={item.href}
              href={item.href}
              className="rounded-lg px-3 py-2 font-medium text-slate-800 hover:bg-emerald-50 hover:text-emerald-800 focus-visible:outline-2 focus-visible:outline-emerald-700"
            >
              {item.label}
            </Link>
          ))}
        </nav>
        {viewer && (
          <div className="flex items-center gap-3 lg:mt-auto lg:flex-col lg:items-stretch">
            <p className="hidden truncate text-sm text-slate-700 lg:block" title={viewer.email}>
              {viewer.displayName ?? viewer.email}
            </p>
            <div className="hidden lg:block">
              <PlayerCardButton variant="ghost" className="w-full justify-start" />
            </div>
            <SignOutButton className="whitespace-nowrap" />
          </div>
        )}
        <div className="order-last w-full lg:hidden">
          <MobileNav items={items} />
        </div>
      </div>
    </aside>
  );
}
