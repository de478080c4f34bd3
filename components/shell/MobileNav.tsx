'use client';

import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { shellMessages } from '@/lib/messages/shell';

export type NavItem = { href: string; label: string };

// Phones: one "Menu" button that opens every destination as a full-width list (the desktop side panel's
// links), instead of a sideways-scrolling row that hides some of them. Closes when a link is followed.
export function MobileNav({ items }: { items: NavItem[] }) {
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
          <DisclosurePanel as="nav" aria-label={shellMessages.mainMenu} className="mt-2 grid gap-1">
            {items.map((item) => {
              const current = pathname === item.href || pathname.startsWith(`${item.href}/`);
              return (
                <Link
                  key={item.href}
                  href={item.href}
                  aria-current={current ? 'page' : undefined}
                  className="rounded-lg px-3 py-3 font-medium text-slate-800 hover:bg-emerald-50 hover:text-emerald-800 focus-visible:outline-2 focus-visible:outline-emerald-700 aria-[current=page]:bg-emerald-50 aria-[current=page]:text-emerald-800"
                >
                  {item.label}
                </Link>
              );
            })}
          </DisclosurePanel>
        </>
      )}
    </Disclosure>
  );
}
