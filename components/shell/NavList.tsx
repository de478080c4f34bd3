'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { cx } from '@/components/ui/cx';
import { activeHref, navGroups } from './nav';

/**
 * The side panel's destinations in their groups, the current section marked (aria-current). `phone`: the Menu's
 * full-width list, two columns so that every destination shows without scrolling. The groups are built here from
 * `admin` (their labels are already in the client bundle) rather than sent as props: the side panel renders the
 * list twice (desktop and phone menu), and every signed-in page would carry the ~20 links' data in its RSC payload.
 */
export function NavList({ admin, phone = false }: { admin: boolean; phone?: boolean }) {
  const pathname = usePathname();
  const groups = navGroups(admin);
  const current = activeHref(groups, pathname);
  return (
    <div className={phone ? 'grid gap-3' : 'flex flex-col gap-4'}>
      {groups.map((group) => (
        <div key={group.key} role="group" aria-labelledby={`nav-${group.key}${phone ? '-phone' : ''}`}>
          <p
            id={`nav-${group.key}${phone ? '-phone' : ''}`}
            className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-slate-600"
          >
            {group.label}
          </p>
          <ul className={phone ? 'grid grid-cols-2 gap-1' : 'flex flex-col'}>
            {group.items.map((item) => (
              <li key={item.href}>
                <Link
                  href={item.href}
                  aria-current={item.href === current ? 'page' : undefined}
                  // .nav-link (app/globals.css): every signed-in page renders these ~20 links.
                  className={cx('nav-link', phone ? 'py-2.5 text-sm' : 'py-1.5')}
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
