import 'server-only';
import { db } from '@/lib/db';

// Partner reads for the public partner pages (static, revalidated hourly and on every admin change) and the
// sitemap, which never show a retired partner, and for the admin pages (admin/partners), which show all.

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
    where: { type, retiredAt: null },
    select: cardSelect,
    orderBy: [{ preferred: 'desc' }, { sortOrder: 'asc' }, { name: 'asc' }],
  });
}

/** A preferred partner's profile, or null (unknown id, or not a preferred partner). */
export function preferredPartner(id: string) {
  return db.partner.findFirst({
    where: { id, preferred: true, retiredAt: null },
    select: { ...cardSelect, description: true, websiteUrl: true, _count: { select: { events: true } } },
  });
}

/** A partner with its programs, or null for an unknown id. */
export function partnerWithEvents(id: string) {
  return db.partner.findFirst({
    where: { id, retiredAt: null },
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
  const rows = await db.partner.findMany({
    where: { retiredAt: null },
    select: { id: true, preferred: true },
    orderBy: { id: 'asc' },
  });
  return rows.flatMap((p) => [
    ...(p.preferred ? [`/partner/preferred/${p.id}`] : []),
    `/partner/events/${p.id}`,
  ]);
}

export type AdminPartnerRow = PartnerCard & { retired: boolean; events: number };

/** admin/partners: every partner, retired ones last. Null for anyone but an administrator. */
export async function adminPartners(viewer: { isAdmin: boolean }): Promise<AdminPartnerRow[] | null> {
  if (!viewer.isAdmin) return null;
  const rows = await db.partner.findMany({
    select: { ...cardSelect, retiredAt: true, _count: { select: { events: true } } },
    orderBy: [{ retiredAt: { sort: 'desc', nulls: 'first' } }, { type: 'asc' }, { name: 'asc' }],
  });
  return rows.map(({ retiredAt, _count, ...p }) => ({
    ...p,
    retired: retiredAt !== null,
    events: _count.events,
  }));
}

/** admin/partners/{id}: one partner with its events, retired or not. Null for a non-admin or an unknown id. */
export async function adminPartner(viewer: { isAdmin: boolean }, id: string) {
  if (!viewer.isAdmin) return null;
  return db.partner.findUnique({
    where: { id },
    select: {
      ...cardSelect,
      description: true,
      websiteUrl: true,
      sortOrder: true,
      retiredAt: true,
      events: {
        select: { id: true, title: true, schedule: true, description: true, sortOrder: true },
        orderBy: [{ sortOrder: 'asc' }, { title: 'asc' }],
      },
    },
  });
}
