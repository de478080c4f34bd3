import { Render } from '@puckeditor/core';
import type { PublishedSite } from '@/lib/sites/queries';
import { siteUi } from '@/lib/messages/sites';
import { renderConfig, type RenderMetadata } from './render-config';
import { siteThemeVars } from './theme';

// A published website's page, rendered on the server with Puck's <Render> (react-server build: no editor
// JavaScript reaches the browser). `basePath` is '' on the site's own domain, else /site/view/{id}.

export function SitePage({
  site,
  slug,
  basePath,
  appUrl,
}: {
  site: PublishedSite;
  slug: string;
  basePath: string;
  appUrl: string;
}) {
  const page = site.pages.find((p) => p.slug === slug) ?? site.pages[0];
  const home = site.pages[0];
  const href = (s: string) => (s === home.slug ? basePath || '/' : `${basePath}/${s}`);
  const theme = siteThemeVars(site.settings.theme);
  const nav = site.pages.filter((p) => p.inNav);
  const metadata: RenderMetadata = { creatorId: site.creatorId, appUrl };
  // A hero block is the page's heading; without one the page's title is, for screen readers.
  const hasHero = page.data.content.some((block) => block.type === 'Hero');
  return (
    <div style={theme} className="light-only flex min-h-screen flex-col bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
          <a href={href(home.slug)} className="flex items-center gap-3 font-bold text-slate-900">
            {site.settings.logos.primary && (
              // eslint-disable-next-line @next/next/no-img-element
              <img src={site.settings.logos.primary} alt="" className="h-10 w-auto" />
            )}
            <span className="text-lg">{site.title}</span>
          </a>
          {nav.length > 1 && (
            <nav aria-label={siteUi.siteNav} className="-mx-2">
              <ul className="flex flex-wrap gap-1 text-sm font-medium">
                {nav.map((p) => (
                  <li key={p.slug}>
                    <a
                      href={href(p.slug)}
                      aria-current={p.slug === page.slug ? 'page' : undefined}
                      className="block rounded-md px-3 py-2 whitespace-nowrap text-slate-700 hover:bg-slate-100 aria-[current=page]:bg-[var(--site-primary)]/10 aria-[current=page]:text-[var(--site-ink)]"
                    >
                      {p.title}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>
      </header>
      <main id="main" className="flex-1">
        {!hasHero && <h1 className="sr-only">{page.title}</h1>}
        <Render config={renderConfig} data={page.data} metadata={metadata} />
      </main>
      <footer className="border-t border-slate-200 bg-white">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-3 px-4 py-6 text-sm text-slate-500 sm:px-6">
          <span className="flex items-center gap-2">
            {site.settings.logos.secondary && (
              // eslint-disable-next-line @next/next/no-img-element
              <img src={site.settings.logos.secondary} alt="" className="h-6 w-auto" />
            )}
            © {new Date().getFullYear()} {site.title}
          </span>
          <a href={appUrl} className="hover:text-slate-700">
            {siteUi.poweredBy}
          </a>
        </div>
      </footer>
    </div>
  );
}
