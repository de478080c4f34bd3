import { buttonClasses } from '@/components/ui/button-classes';
import { PRODUCT_NAME } from '@/lib/messages/common';
import { publicSiteMessages as m } from '@/lib/messages/marketing';

const nav = [
  { href: '/features', label: m.features },
  { href: '/posts', label: m.posts },
  { href: '/guide', label: m.guide },
  { href: '/faqs', label: m.faqs },
  { href: '/about-us', label: m.about },
];

/** The public site's header: logo, the main pages, Log in and Sign up. No JavaScript (the mobile menu is a <details>).
 * The public pages link with plain anchors, not next/link: every Link in view made the router fetch its page's
 * payload and scripts while the visitor's page was still starting (88 KiB of unused JavaScript, about 40% of the
 * blocking time Lighthouse measured on /features); the pages are static, so a full load is quick. */
export function PublicHeader() {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <a
          href="/features"
          className="flex items-center gap-2 rounded-md text-xl font-extrabold tracking-tight text-emerald-800 focus-visible:outline-2 focus-visible:outline-emerald-700"
        >
          <BeanMark />
          {PRODUCT_NAME}
        </a>
        <nav aria-label={m.primaryNav} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {nav.map((item) => (
              <li key={item.href}>
                <a href={item.href} className="pub-nav-link">
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <a href="/auth/login" className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
            {m.logIn}
          </a>
          <a href="/auth/sign-up" className={buttonClasses({ size: 'sm' })}>
            {m.signUp}
          </a>
          <details className="group relative lg:hidden">
            <summary
              className={`${buttonClasses({ variant: 'secondary', size: 'sm' })} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}
            >
              {m.menu}
            </summary>
            <nav
              aria-label={m.primaryNav}
              className="absolute right-0 mt-2 w-56 rounded-lg border border-slate-200 bg-white p-2 shadow-lg"
            >
              <ul className="flex flex-col">
                {nav.map((item) => (
                  <li key={item.href}>
                    <a href={item.href} className="pub-nav-link block">
                      {item.label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}

/** The Beans mark: a coffee-bean-like ball, drawn inline (no request). */
export function BeanMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <ellipse cx="16" cy="16" rx="11" ry="14" transform="rotate(-30 16 16)" fill="#047857" />
      <path d="M10 25c6-4 6-14 12-18" stroke="#ecfdf5" strokeWidth="2.5" fill="none" strokeLinecap="round" />
    </svg>
  );
}
