import { isPendingRole } from '@/lib/access/membership-where';

// Membership predicates live in lib/access (events, notifications and account deletion use them too).
export { activeRosterWhere, isPendingRole, teamsOfUserWhere } from '@/lib/access/membership-where';

/** The notification type of a team invitation (the notification centre offers Accept and Decline on it). */
export const TEAM_INVITE_TYPE = 'TEAM_INVITATION';

// ───────────────────────────── Roles ─────────────────────────────

export const TEAM_ROLES = ['owner', 'admin', 'manager', 'player'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];
/** Roles a manager may offer in an invitation or set (ownership only moves by hand-over). */
export const ASSIGNABLE_ROLES = ['admin', 'manager', 'player'] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

/**
 * The membership role of a roster role: null for a pending entry; a known role as is (any case); any other
 * non-pending role (e.g. "member" from older data) counts as a player.
 */
export function memberRole(role: string | null | undefined): TeamRole | null {
  if (isPendingRole(role)) return null;
  const lower = role!.trim().toLowerCase();
  return (TEAM_ROLES as readonly string[]).includes(lower) ? (lower as TeamRole) : 'player';
}

/** The stored role of a pending invitation offering `role`. */
export const pendingRole = (role: AssignableRole) => `pending-${role}`;

/** The role a pending invitation offers ("pending-manager" → manager; "pending" or absent → player). */
export function offeredRole(role: string | null | undefined): AssignableRole {
  const rest = (role ?? '')
    .toLowerCase()
    .replace('pending', '')
    .replace(/^[-_ ]+/, '');
  return (ASSIGNABLE_ROLES as readonly string[]).includes(rest) ? (rest as AssignableRole) : 'player';
}

/** The viewer's standing on a team, from the team's owner and the viewer's roster entry (if any). */
export type Standing =
  | { kind: 'member'; role: TeamRole }
  | { kind: 'invited'; offered: AssignableRole }
  | { kind: 'requested' }
  | { kind: 'none' };

export function standingOf(
  viewerId: string,
  team: { ownerId: string },
  entry: { role: string | null; joinRequest: boolean } | null | undefined,
): Standing {
  if (team.ownerId === viewerId) return { kind: 'member', role: 'owner' };
  if (!entry) return { kind: 'none' };
  const role = memberRole(entry.role);
  if (role) return { kind: 'member', role: role === 'owner' ? 'admin' : role };
  return entry.joinRequest ? { kind: 'requested' } : { kind: 'invited', offered: offeredRole(entry.role) };
}

/** Owners, admins and managers invite, answer join requests, cancel invitations and run events. */
export const canManage = (role: TeamRole | null) =>
  role === 'owner' || role === 'admin' || role === 'manager';

/** Owners and admins change roles and settings and remove members. */
export const canAdminister = (role: TeamRole | null) => role === 'owner' || role === 'admin';

/** The roles `role` may offer in an invitation: owners and admins any, managers manager or player (an admin
 * invitation from a manager would make admins without an owner or admin deciding it). */
export function rolesToOffer(role: TeamRole | null): readonly AssignableRole[] {
  if (canAdminister(role)) return ASSIGNABLE_ROLES;
  return canManage(role) ? ['manager', 'player'] : [];
}

/**
 * Whether `actor` may set `target`'s role to `next`. Nobody changes the owner's role; only the owner hands
 * the team over (next = owner); an admin may not touch another admin… except the owner, who may.
 */
export function mayChangeRole(actor: TeamRole | null, target: TeamRole, next: TeamRole): boolean {
  if (!canAdminister(actor) || target === 'owner') return false;
  if (next === 'owner') return actor === 'owner';
  if (actor === 'admin' && target === 'admin') return false;
  return true;
}

/** Whether `actor` may remove the member `target` (never the owner; admins not other admins). */
export function mayRemove(actor: TeamRole | null, target: TeamRole): boolean {
  if (!canAdminister(actor) || target === 'owner') return false;
  return !(actor === 'admin' && target === 'admin');
}

/** Roster order: owner, admins, managers, players; then by name. */
export const ROLE_ORDER: Record<TeamRole, number> = { owner: 0, admin: 1, manager: 2, player: 3 };
