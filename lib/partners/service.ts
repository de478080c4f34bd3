import 'server-only';
import { randomBytes } from 'node:crypto';
import type { Db } from '@/lib/db';
import type { PartnerValues, SavePartnerEventValues, UpdatePartnerValues } from './schema';

// Partner writes (admin/partners; the actions check that the caller is an administrator). A partner is never
// deleted: retiring it hides it from the public pages and the sitemap, and bringing it back shows it again.

/** The public pages a partner appears on, refreshed after each change (old and new type after a move). */
export function partnerPaths(partner: { id: string; type: string }, before?: { type: string }): string[] {
  return [
    `/partners/${partner.type}`,
    ...(before && before.type !== partner.type ? [`/partners/${before.type}`] : []),
    `/partner/preferred/${partner.id}`,
    `/partner/events/${partner.id}`,
    '/sitemap.xml',
  ];
}

/** A readable, unused id from the name ("Riverside Courts" → riverside-courts, then riverside-courts-x3k9). */
async function freeId(db: Db, name: string): Promise<string> {
  const base =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'partner';
  for (let i = 0; i < 5; i++) {
    const id = i === 0 ? base : `${base}-${randomBytes(3).toString('hex')}`;
    if (!(await db.partner.findUnique({ where: { id }, select: { id: true } }))) return id;
  }
  return `${base}-${randomBytes(8).toString('hex')}`;
}

const fields = (input: PartnerValues) => ({
  name: input.name,
  type: input.type,
  tagline: input.tagline,
  description: input.description,
  city: input.city,
  region: input.region,
  websiteUrl: input.websiteUrl || null,
  preferred: input.preferred,
  sortOrder: input.sortOrder,
});

export async function createPartner(db: Db, input: PartnerValues) {
  const id = await freeId(db, input.name);
  return db.partner.create({ data: { id, ...fields(input) }, select: { id: true, type: true } });
}

export type PartnerWrite =
  { status: 'ok'; partner: { id: string; type: string }; before?: { type: string } } | { status: 'notFound' };

export async function updatePartner(db: Db, input: UpdatePartnerValues): Promise<PartnerWrite> {
  return db.$transaction(async (tx) => {
    const before = await tx.partner.findUnique({ where: { id: input.partnerId }, select: { type: true } });
    if (!before) return { status: 'notFound' } as const;
    const partner = await tx.partner.update({
      where: { id: input.partnerId },
      data: fields(input),
      select: { id: true, type: true },
    });
    return { status: 'ok', partner, before } as const;
  });
}

/** Retires a partner (or brings it back). */
export async function setPartnerRetired(db: Db, partnerId: string, retired: boolean): Promise<PartnerWrite> {
  const [partner] = await db.partner.updateManyAndReturn({
    where: { id: partnerId },
    data: { retiredAt: retired ? new Date() : null },
    select: { id: true, type: true },
  });
  return partner ? { status: 'ok', partner } : { status: 'notFound' };
}

/** Adds a program to a partner, or edits one of its programs (another partner's program id: not found). */
export async function savePartnerEvent(db: Db, input: SavePartnerEventValues): Promise<PartnerWrite> {
  return db.$transaction(async (tx) => {
    const partner = await tx.partner.findUnique({
      where: { id: input.partnerId },
      select: { id: true, type: true },
    });
    if (!partner) return { status: 'notFound' } as const;
    const data = {
      title: input.title,
      schedule: input.schedule,
      description: input.description,
      sortOrder: input.sortOrder,
    };
    if (input.eventId) {
      const { count } = await tx.partnerEvent.updateMany({
        where: { id: input.eventId, partnerId: partner.id },
        data,
      });
      if (count === 0) return { status: 'notFound' } as const;
    } else {
      await tx.partnerEvent.create({
        data: { id: `${partner.id}-${randomBytes(4).toString('hex')}`, partnerId: partner.id, ...data },
      });
    }
    return { status: 'ok', partner } as const;
  });
}

export async function removePartnerEvent(
  db: Db,
  input: { partnerId: string; eventId: string },
): Promise<PartnerWrite> {
  return db.$transaction(async (tx) => {
    const partner = await tx.partner.findUnique({
      where: { id: input.partnerId },
      select: { id: true, type: true },
    });
    if (!partner) return { status: 'notFound' } as const;
    const { count } = await tx.partnerEvent.deleteMany({
      where: { id: input.eventId, partnerId: partner.id },
    });
    return count === 0 ? ({ status: 'notFound' } as const) : ({ status: 'ok', partner } as const);
  });
}
