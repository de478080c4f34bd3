import 'server-only';
import type { Db } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { paidFormsRefusal, teamFeatureFor, type PlanLimit } from '@/lib/billing/limits';
import { readFields } from './fields';
import { toCents, type SaveFormValues } from './schema';
import { lockForm, managedTeamWhere } from './access';

// Building forms: create and edit, with versions (answers keep the version they were given for).

export type SaveFormResult =
  | { status: 'created' | 'saved'; formId: string; version: number; newVersion: boolean }
  | { status: 'notFound' | 'teamNotManaged' | 'seasonNotFound' | 'teamLocked' }
  | { status: 'plan-limit'; refusal: PlanLimit };

/**
 * Creates or edits a form. Charging (a price or a deposit) needs Organizer Pro — on the form's team, or on a team
 * the form's owner owns (lib/billing/limits.ts teamFeatureFor): a new paid form, or a new price on an existing
 * one, is refused otherwise. A form that already
 * charges keeps its price after a downgrade (its payers are not stranded) and may still be edited at that price.
 */
export async function saveForm(db: Db, viewerId: string, input: SaveFormValues): Promise<SaveFormResult> {
  const teamId = input.teamId || null;
  const seasonId = input.seasonId || null;
  const depositCents = toCents(input.deposit) || null;
  const settings = {
    title: input.title,
    description: input.description || null,
    teamId,
    seasonId,
    priceCents: toCents(input.price),
    depositCents,
    opensAt: input.opensAt ? new Date(input.opensAt) : null,
    closesAt: input.closesAt ? new Date(input.closesAt) : null,
    capacity: input.capacity ? Number(input.capacity) : null,
    audience: input.audience,
    closed: input.closed,
    isWaiver: input.fields.some((f) => f.type === 'waiver'),
  };
  const fields = input.fields as Prisma.InputJsonValue;
  return db.$transaction(async (tx) => {
    if (teamId) {
      const team = await tx.team.findFirst({
        where: managedTeamWhere(teamId, viewerId),
        select: { id: true },
      });
      if (!team) return { status: 'teamNotManaged' } as const;
      if (seasonId && !(await tx.season.findFirst({ where: { id: seasonId, teamId }, select: { id: true } })))
        return { status: 'seasonNotFound' } as const;
    }
    const mayCharge =
      settings.priceCents === 0 || (await teamFeatureFor(tx, { teamId, ownerId: viewerId }, 'paidForms'));
    if (!input.formId) {
      if (!mayCharge) return { status: 'plan-limit', refusal: paidFormsRefusal() } as const;
      const form = await tx.form.create({
        data: {
          ...settings,
          ownerId: viewerId,
          currentVersion: 1,
          versions: { create: { number: 1, fields } },
        },
        select: { id: true },
      });
      return { status: 'created', formId: form.id, version: 1, newVersion: false } as const;
    }
    await lockForm(tx, input.formId);
    const form = await tx.form.findFirst({
      where: { id: input.formId, ownerId: viewerId },
      select: {
        id: true,
        currentVersion: true,
        priceCents: true,
        depositCents: true,
        teamId: true,
        seasonId: true,
        _count: { select: { submissions: true } },
      },
    });
    if (!form) return { status: 'notFound' } as const;
    // Answers were given to this team (and season): they stay with it (docs/features.md, "Forms and waivers").
    if (form._count.submissions > 0 && (form.teamId !== teamId || form.seasonId !== seasonId))
      return { status: 'teamLocked' } as const;
    const samePrice = form.priceCents === settings.priceCents && form.depositCents === settings.depositCents;
    if (!mayCharge && !samePrice) return { status: 'plan-limit', refusal: paidFormsRefusal() } as const;
    const current = await tx.formVersion.findUniqueOrThrow({
      where: { formId_number: { formId: form.id, number: form.currentVersion } },
      select: { id: true, fields: true, _count: { select: { submissions: true } } },
    });
    const changed = JSON.stringify(readFields(current.fields)) !== JSON.stringify(input.fields);
    let version = form.currentVersion;
    let newVersion = false;
    if (changed && current._count.submissions > 0) {
      version += 1;
      newVersion = true;
      await tx.formVersion.create({ data: { formId: form.id, number: version, fields } });
    } else if (changed) {
      await tx.formVersion.update({ where: { id: current.id }, data: { fields } });
    }
    await tx.form.update({ where: { id: form.id }, data: { ...settings, currentVersion: version } });
    return { status: 'saved', formId: form.id, version, newVersion } as const;
  });
}
