import 'server-only';
import type { Db } from '@/lib/db';
import { formMessages as m } from '@/lib/messages/forms';
import { notify } from '@/lib/notifications/notify';
import { checkRosterRoom, type PlanLimit } from '@/lib/billing/limits';
import { isBlockedBetween } from '@/lib/access/blocks';
import { limits, takeAllIn } from '@/lib/rate-limit';
import { pendingRole } from '@/lib/teams/rules';
import { notifyInvitations } from '@/lib/teams/service';
import { managedTeamWhere, readableFormWhere } from './access';

// Adding a form's submitter to the form's team (and confirming their season registration).

export type TeamAddResult =
  | { status: 'added' | 'invited' | 'already'; team: string }
  | { status: 'notFound' | 'noTeam' | 'notManager' | 'limited' }
  | { status: 'plan-limit'; refusal: PlanLimit };

/**
 * form/{formId}/team-form-add/{userId}: a manager of the form's team puts a submitter on the roster. Nobody is put
 * on a team without saying yes (docs/features.md, "Forms and waivers"): only the team's own registration form (a form
 * of one of the team's seasons) adds them as a player at once (a pending invitation or request becomes
 * membership) and confirms their registration; any other form sends an invitation they accept or decline, as a
 * team invitation does (counted in the inviter's invitation limit). Across a block either way nothing is sent,
 * and the manager reads "invited" as for anyone else.
 */
export async function addSubmitterToTeam(
  db: Db,
  viewerId: string,
  input: { formId: string; userId: string },
): Promise<TeamAddResult> {
  return db.$transaction(async (tx) => {
    const form = await tx.form.findFirst({
      where: { id: input.formId, ...readableFormWhere(viewerId) },
      select: { id: true, teamId: true, seasonId: true, season: { select: { teamId: true } } },
    });
    if (!form) return { status: 'notFound' } as const;
    if (!form.teamId) return { status: 'noTeam' } as const;
    const team = await tx.team.findFirst({
      where: managedTeamWhere(form.teamId, viewerId),
      select: { id: true, name: true },
    });
    if (!team) return { status: 'notManager' } as const;
    const submission = await tx.formSubmission.findFirst({
      where: { formId: form.id, userId: input.userId },
      orderBy: { createdAt: 'desc' },
      select: { id: true },
    });
    if (!submission) return { status: 'notFound' } as const;
    const entry = await tx.rosterEntry.findUnique({
      where: { teamId_userId: { teamId: team.id, userId: input.userId } },
      select: { id: true, role: true, joinRequest: true },
    });
    const ownerOrMember =
      (await tx.team.count({ where: { id: team.id, ownerId: input.userId } })) > 0 ||
      (entry !== null && entry.role !== null && !/pending/i.test(entry.role) && entry.role !== '');
    const registration = form.seasonId !== null && form.season?.teamId === team.id;
    if (!ownerOrMember && !registration && !entry?.joinRequest) {
      // Any other form: an invitation (one already pending stays as it is).
      if (entry) return { status: 'invited', team: team.name } as const;
      if (await isBlockedBetween(tx, viewerId, input.userId))
        return { status: 'invited', team: team.name } as const;
      const full = await checkRosterRoom(tx, team.id, 1);
      if (full) return { status: 'plan-limit', refusal: full } as const;
      if (await takeAllIn(tx, limits.teamInvites(viewerId))) return { status: 'limited' } as const;
      await tx.rosterEntry.create({
        data: { teamId: team.id, userId: input.userId, role: pendingRole('player'), invitedById: viewerId },
      });
      await notifyInvitations(tx, input.userId, [team.id]);
      return { status: 'invited', team: team.name } as const;
    }
    if (!ownerOrMember) {
      // A new roster entry needs room under the team's plan (a pending one already has it).
      const full = entry ? null : await checkRosterRoom(tx, team.id, 1);
      if (full) return { status: 'plan-limit', refusal: full } as const;
      if (entry)
        await tx.rosterEntry.update({
          where: { id: entry.id },
          data: { role: 'player', joinRequest: false },
        });
      else
        await tx.rosterEntry.create({
          data: { teamId: team.id, userId: input.userId, role: 'player', invitedById: viewerId },
        });
    }
    if (registration && form.seasonId) {
      await tx.registration.upsert({
        where: { seasonId_userId: { seasonId: form.seasonId, userId: input.userId } },
        create: {
          seasonId: form.seasonId,
          teamId: team.id,
          userId: input.userId,
          status: 'CONFIRMED',
          formSubmissionId: submission.id,
        },
        update: { status: 'CONFIRMED' },
      });
    }
    if (ownerOrMember) return { status: 'already', team: team.name } as const;
    await notify(tx, input.userId, {
      type: 'TEAM_FORM_ADDED',
      title: m.addedToTeam(team.name),
      message: m.addedToTeam(team.name),
      data: { teamId: team.id },
      category: 'teamJoin',
      url: `/team/${team.id}`,
    });
    return { status: 'added', team: team.name } as const;
  });
}
