'use client';

import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import { usePathname } from 'next/navigation';
import { shellMessages } from '@/lib/messages/shell';
import { NavList } from './NavList';

// Phones: one "Menu" button that opens every destination in its group (the desktop side panel's links), instead
// of a sideways-scrolling row that hides some of them. Closes when a link is followed.
export function MobileNav({ admin }: { admin: boolean }) {
  const pathname = usePathname();
  return (
    <Disclosure as="div" className="w-full lg:hidden" key={pathname}>
      {({ open }) => (
        <>
          <DisclosureButton className="absolute right-4 top-4 inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-emerald-700">
            <span aria-hidden="true" className="text-base leading-none">
              {open ? '✕' : '☰'}
            </span>
            {open ? shellMessages.closeMenu : shellMessages.menu}
          </DisclosureButton>
          <DisclosurePanel as="nav" aria-label={shellMessages.mainMenu} className="mt-2">
            <NavList admin={admin} phone />
          </DisclosurePanel>
        </>
      )}
    </Disclosure>
  );
}
