import 'server-only';
import { db } from '@/lib/db';

// Partner reads for the public partner pages (static, revalidated hourly) and the sitemap. Partners are
// written by the company (a migration), never by users, so there is no viewer scope.

export type PartnerCard = {
  id: string;
  type: string;
  name: string;
  tagline: string;
  city: string;
  region: string;
  preferred: boolean;
};

const cardSelect = {
  id: true,
  type: true,
  name: true,
  tagline: true,
  city: true,
  region: true,
  preferred: true,
} as const;

/** The partners of one type, preferred ones first. */
export function partnersOfType(type: string): Promise<PartnerCard[]> {
  return db.partner.findMany({
    where: { type },
    select: cardSelect,
    orderBy: [{ preferred: 'desc' }, { sortOrder: 'asc' }, { name: 'asc' }],
  });
}

/** A preferred partner's profile, or null (unknown id, or not a preferred partner). */
export function preferredPartner(id: string) {
  return db.partner.findFirst({
    where: { id, preferred: true },
    select: { ...cardSelect, description: true, websiteUrl: true, _count: { select: { events: true } } },
  });
}

/** A partner with its programs, or null for an unknown id. */
export function partnerWithEvents(id: string) {
  return db.partner.findUnique({
    where: { id },
    select: {
      ...cardSelect,
      description: true,
      events: {
        select: { id: true, title: true, schedule: true, description: true },
        orderBy: [{ sortOrder: 'asc' }, { title: 'asc' }],
      },
    },
  });
}

/** Every partner page for the sitemap. */
export async function partnerSitemapPaths(): Promise<string[]> {
  const rows = await db.partner.findMany({ select: { id: true, preferred: true }, orderBy: { id: 'asc' } });
  return rows.flatMap((p) => [
    ...(p.preferred ? [`/partner/preferred/${p.id}`] : []),
    `/partner/events/${p.id}`,
  ]);
}
