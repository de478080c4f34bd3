import Link from 'next/link';
import { cx } from '@/components/ui/cx';
import { teamUi as m } from '@/lib/messages/teams';

const ITEMS = [
  { href: '/teams', label: m.findNav.mine },
  { href: '/teams-v3', label: m.findNav.directory },
  { href: '/my-communities', label: m.findNav.communities },
  { href: '/leagues', label: m.findNav.leagues },
  { href: '/external-teams', label: m.findNav.external },
] as const;

/** The pages of teams and groups, side by side (the current one marked). Wraps on phones. */
export function TeamsNav({ current }: { current: (typeof ITEMS)[number]['href'] }) {
  return (
    <nav aria-label={m.findNav.label}>
      <ul className="flex flex-wrap gap-1.5">
        {ITEMS.map((item) => (
          <li key={item.href}>
            <Link
              href={item.href}
              aria-current={item.href === current ? 'page' : undefined}
              className={cx(
                'block whitespace-nowrap rounded-full px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-emerald-700',
                item.href === current
                  ? 'bg-emerald-700 text-white'
                  : 'bg-slate-100 text-slate-800 hover:bg-emerald-50 hover:text-emerald-800',
              )}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
