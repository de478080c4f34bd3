import Link from 'next/link';
import { ShellSearch } from './ShellSearch';
import { SignOutButton } from '@/components/auth/SignOutButton';
import { PlayerCardButton } from '@/components/home/PlayerCard';
import { PRODUCT_NAME } from '@/lib/messages';
import type { Viewer } from '@/lib/auth/viewer';
import { MobileNav } from './MobileNav';
import { NavList } from './NavList';

// The app root's side panel: 350px on wide screens; its background runs the page's whole length (the panel
// stretches with the row) while its contents stay in place as the page scrolls (sticky, one window high, their
// own scroll when the window is short); on phones a top bar (brand, Log out, a Menu button
// that opens every destination, MobileNav) over a search field the width of the screen. Two groups, the player's and the organizer's, and the admin pages for admins.
export function SidePanel({ viewer }: { viewer: Viewer | null }) {
  const admin = viewer?.isAdmin ?? false;
  return (
    <aside className="relative border-b border-slate-200 bg-white lg:w-side-panel lg:shrink-0 lg:border-b-0 lg:border-r">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 p-4 lg:sticky lg:top-0 lg:h-dvh lg:flex-col lg:flex-nowrap lg:items-stretch lg:justify-start lg:overflow-y-auto lg:p-6">
        <Link href="/home" className="text-2xl font-extrabold tracking-tight text-emerald-800">
          {PRODUCT_NAME}
        </Link>
        {viewer && <ShellSearch />}
        <nav aria-label="Main" className="hidden lg:mt-6 lg:block">
          <NavList admin={admin} />
        </nav>
        {viewer && (
          <div className="mr-24 flex items-center gap-3 lg:mt-auto lg:mr-0 lg:flex-col lg:items-stretch">
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
          <MobileNav admin={admin} />
        </div>
      </div>
    </aside>
  );
}
