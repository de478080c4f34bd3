import { homeMessages } from '@/lib/messages/home';

// The Action Required card's tasks (02 §3 "Task": text plus either a callback or a URL with parameters),
// computed from one read of the viewer's open items (lib/home/queries.ts homeFacts). Pure: no I/O.

export type TaskFacts = {
  unverifiedAlternates: number;
  hasAvailability: boolean;
  hasPhoto: boolean;
  familyRequests: number;
  teamInvites: { teamId: string; teamName: string }[];
  approvals: { eventId: string; title: string; count: number }[];
  unpaid: { submissionId: string; formId: string; formTitle: string; dueCents: number }[];
  payoutsNeeded: boolean;
};

export type HomeTask =
  | { id: string; text: string; kind: 'link'; href: string }
  | { id: string; text: string; kind: 'invitation'; teamId: string; href: string };

const t = homeMessages.tasks;

/** The tasks in the order a user should handle them: people waiting on them first, then their own set-up. */
export function homeTasks(facts: TaskFacts): HomeTask[] {
  const tasks: HomeTask[] = [];
  for (const invite of facts.teamInvites) {
    tasks.push({
      id: `team-${invite.teamId}`,
      kind: 'invitation',
      text: t.pendingTeamInvite(invite.teamName),
      teamId: invite.teamId,
      href: `/team/${invite.teamId}`,
    });
  }
  for (const approval of facts.approvals) {
    tasks.push({
      id: `approve-${approval.eventId}`,
      kind: 'link',
      text: t.approveRequests(approval.count, approval.title),
      href: `/event/${approval.eventId}/manage`,
    });
  }
  if (facts.familyRequests > 0) {
    tasks.push({
      id: 'family',
      kind: 'link',
      text: t.familyRequests(facts.familyRequests),
      href: '/notifications',
    });
  }
  for (const bill of facts.unpaid) {
    tasks.push({
      id: `pay-${bill.submissionId}`,
      kind: 'link',
      text: t.payBalance(bill.formTitle, bill.dueCents),
      href: `/pay-balance/${encodeURIComponent(bill.formId)}/${encodeURIComponent(bill.submissionId)}`,
    });
  }
  if (facts.payoutsNeeded) {
    tasks.push({ id: 'payouts', kind: 'link', text: t.connectPayouts, href: '/settings?tab=payments' });
  }
  if (facts.unverifiedAlternates > 0) {
    tasks.push({
      id: 'alternates',
      kind: 'link',
      text: t.confirmAlternates(facts.unverifiedAlternates),
      href: '/settings?tab=general',
    });
  }
  if (!facts.hasAvailability) {
    tasks.push({
      id: 'availability',
      kind: 'link',
      text: t.setAvailability,
      href: '/settings?tab=availability',
    });
  }
  if (!facts.hasPhoto) tasks.push({ id: 'photo', kind: 'link', text: t.addPhoto, href: '/profile' });
  return tasks;
}
