import { footerLinks, publicSiteMessages as m } from '@/lib/messages/marketing';

/** The public site's footer: every marketing page, the post board, log in and sign up. */
export function PublicFooter() {
  const columns = [
    { title: m.footerProduct, links: footerLinks.product },
    { title: m.footerCommunity, links: footerLinks.community },
    { title: m.footerCompany, links: footerLinks.company },
  ];
  return (
    <footer className="mt-16 border-t border-slate-200 bg-white">
      <nav
        aria-label={m.footerNav}
        className="mx-auto grid max-w-6xl grid-cols-2 gap-8 px-4 py-10 sm:grid-cols-3 sm:px-6"
      >
        {columns.map((col) => (
          <div key={col.title}>
            <h2 className="text-sm font-semibold text-slate-900">{col.title}</h2>
            <ul className="mt-3 space-y-2">
              {col.links.map((link) => (
                <li key={link.href}>
                  <a href={link.href} className="pub-footer-link">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <p className="border-t border-slate-100 px-4 py-4 text-center text-xs text-slate-600">
        {m.copyright(new Date().getFullYear())}
      </p>
    </footer>
  );
}
