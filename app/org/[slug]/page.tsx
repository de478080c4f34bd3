import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Badge } from '@/components/ui';
import { TeamAvatar } from '@/components/teams/TeamAvatar';
import { env } from '@/lib/env';
import { isNewAccount, NEW_ACCOUNT_ROBOTS } from '@/lib/indexing/new-accounts';
import { organizationMessages } from '@/lib/messages';
import { organizationUi as m, teamUi } from '@/lib/messages/teams';
import { organizationBySlug, organizationSlugs, type OrganizationPage } from '@/lib/organizations/queries';
import { organizationShareImagePath, shareImage } from '@/lib/seo/share-cards';

type Props = { params: Promise<{ slug: string }> };

// org/{slug}: statically generated for the slugs that exist at build time, on demand for new ones, and
// rebuilt when the organization's cache tag is revalidated (lib/organizations/queries.ts). Public page.
export const dynamicParams = true;
export const revalidate = false;

export async function generateStaticParams() {
  return (await organizationSlugs()).map((slug) => ({ slug }));
}

/** A link shown by its host and path ("https://www.club.org/join" → "club.org/join"). */
const linkLabel = (href: string) => href.replace(/^https?:\/\/(www\.)?/i, '').replace(/\/$/, '');

const describe = (org: OrganizationPage) => (org.description ?? m.defaultDescription(org.name)).slice(0, 200);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const org = await organizationBySlug(slug);
  if (!org) return { title: organizationMessages.notFound, robots: { index: false } };
  const url = new URL(`/org/${org.slug}`, env().APP_URL).toString();
  const description = describe(org);
  const images = [shareImage(organizationShareImagePath(org.slug), env().APP_URL, org.name)];
  return {
    title: org.name,
    description,
    alternates: { canonical: url },
    // The generated card (name, sports, city) rather than the logo alone: shared pages read at a glance.
    openGraph: { title: org.name, description, url, type: 'website', images },
    twitter: { card: 'summary_large_image', title: org.name, description, images },
    // An account younger than NEW_ACCOUNT_DAYS: kept out of search engines, as its posts and websites are.
    ...(isNewAccount(org.ownerJoinedAt) ? { robots: NEW_ACCOUNT_ROBOTS } : {}),
  };
}

/** schema.org SportsOrganization, with the teams as members. */
function sportsOrganization(org: OrganizationPage) {
  const url = new URL(`/org/${org.slug}`, env().APP_URL).toString();
  return {
    '@context': 'https://schema.org',
    '@type': 'SportsOrganization',
    name: org.name,
    description: describe(org),
    url,
    ...(org.logoUrl ? { logo: new URL(org.logoUrl, env().APP_URL).toString() } : {}),
    ...(org.links.length > 0 ? { sameAs: org.links } : {}),
    ...(org.city ? { location: { '@type': 'Place', name: org.city } } : {}),
    ...(org.teams.length > 0
      ? {
          subOrganization: org.teams.map((t) => ({
            '@type': 'SportsTeam',
            name: t.name,
            ...(t.sport ? { sport: t.sport } : {}),
          })),
        }
      : {}),
  };
}

export default async function OrganizationSlugPage({ params }: Props) {
  const { slug } = await params;
  // A failure to load throws to error.tsx ('Failed to load organization').
  const org = await organizationBySlug(slug);
  if (!org) notFound();
  return (
    <main id="main" className="mx-auto max-w-4xl space-y-8 px-4 py-10 sm:px-6">
      <script
        type="application/ld+json"
        // JSON-LD for search engines; "<" escaped so no text can close the script element.
        dangerouslySetInnerHTML={{ __html: JSON.stringify(sportsOrganization(org)).replace(/</g, '\\u003c') }}
      />
      <header className="flex items-center gap-5">
        <TeamAvatar name={org.name} photoUrl={org.logoUrl} size={88} />
        <div className="space-y-1">
          <h1 className="text-3xl font-bold text-slate-900">{org.name}</h1>
          <p className="text-slate-700">
            {[org.city, m.teams(org.teams.length)].filter(Boolean).join(' · ')}
          </p>
        </div>
      </header>
      {org.description && (
        <p className="max-w-prose whitespace-pre-line text-lg text-slate-700">{org.description}</p>
      )}
      {org.links.length > 0 && (
        <ul className="flex flex-wrap gap-x-4 gap-y-1" aria-label={m.linksTitle}>
          {org.links.map((href) => (
            <li key={href}>
              <a
                href={href}
                rel="nofollow ugc noopener noreferrer"
                className="font-medium text-emerald-800 underline underline-offset-2 hover:text-emerald-900"
              >
                {linkLabel(href)}
              </a>
            </li>
          ))}
        </ul>
      )}
      <section aria-labelledby="org-teams" className="space-y-3">
        <h2 id="org-teams" className="text-xl font-semibold text-slate-900">
          {m.teamsTitle}
        </h2>
        {org.teams.length === 0 ? (
          <p className="text-slate-600">{m.noTeams}</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {org.teams.map((t) => (
              <li key={t.id}>
                <a
                  href={`/team/${t.id}`}
                  className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white p-3 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-emerald-700"
                >
                  <TeamAvatar name={t.name} photoUrl={null} size={44} />
                  <span className="min-w-0">
                    <span className="block truncate font-medium text-slate-900">{t.name}</span>
                    <span className="flex items-center gap-2 text-sm text-slate-600">
                      <Badge>{teamUi.kindLabels[t.kind]}</Badge>
                      {[t.sport, t.cityName].filter(Boolean).join(' · ')}
                    </span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
