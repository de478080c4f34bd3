import { describe, expect, it } from 'vitest';
import { isPendingRole } from '@/lib/access/membership-where';
import {
  canAdminister,
  canManage,
  mayChangeRole,
  mayRemove,
  memberRole,
  offeredRole,
  pendingRole,
  standingOf,
} from '@/lib/teams/rules';

describe('roster roles', () => {
  it('treats an absent role or one containing "pending" as a pending invitation', () => {
    expect(isPendingRole(null)).toBe(true);
    expect(isPendingRole(undefined)).toBe(true);
    expect(isPendingRole('')).toBe(true);
    expect(isPendingRole('pending')).toBe(true);
    expect(isPendingRole('pending-admin')).toBe(true);
    expect(isPendingRole('Pending Member')).toBe(true);
  });

  it('treats any other role as a membership', () => {
    expect(isPendingRole('member')).toBe(false);
    expect(isPendingRole('admin')).toBe(false);
  });
});

describe('team roles', () => {
  it('reads membership roles; unknown non-pending roles count as players', () => {
    expect(memberRole('Owner')).toBe('owner');
    expect(memberRole('manager')).toBe('manager');
    expect(memberRole('member')).toBe('player');
    expect(memberRole('pending-admin')).toBeNull();
    expect(memberRole(null)).toBeNull();
  });

  it('reads the role an invitation offers', () => {
    expect(offeredRole(pendingRole('manager'))).toBe('manager');
    expect(offeredRole('pending')).toBe('player');
    expect(offeredRole(null)).toBe('player');
    expect(offeredRole('pending-owner')).toBe('player');
  });

  it('tells an invitation from a join request and a member', () => {
    const team = { ownerId: 'o' };
    expect(standingOf('o', team, null)).toEqual({ kind: 'member', role: 'owner' });
    expect(standingOf('u', team, { role: 'pending-admin', joinRequest: false })).toEqual({
      kind: 'invited',
      offered: 'admin',
    });
    expect(standingOf('u', team, { role: 'pending', joinRequest: true })).toEqual({ kind: 'requested' });
    expect(standingOf('u', team, { role: 'player', joinRequest: false })).toEqual({
      kind: 'member',
      role: 'player',
    });
    // A stale "owner" role of someone who no longer owns the team counts as admin.
    expect(standingOf('u', team, { role: 'owner', joinRequest: false })).toEqual({
      kind: 'member',
      role: 'admin',
    });
    expect(standingOf('u', team, undefined)).toEqual({ kind: 'none' });
  });

  it('lets owners and admins change roles, never the owner’s, and only the owner hand over', () => {
    expect(mayChangeRole('owner', 'admin', 'player')).toBe(true);
    expect(mayChangeRole('owner', 'player', 'owner')).toBe(true);
    expect(mayChangeRole('admin', 'player', 'manager')).toBe(true);
    expect(mayChangeRole('admin', 'admin', 'player')).toBe(false);
    expect(mayChangeRole('admin', 'player', 'owner')).toBe(false);
    expect(mayChangeRole('admin', 'owner', 'player')).toBe(false);
    expect(mayChangeRole('manager', 'player', 'manager')).toBe(false);
    expect(mayChangeRole(null, 'player', 'manager')).toBe(false);
    expect(mayRemove('owner', 'admin')).toBe(true);
    expect(mayRemove('admin', 'player')).toBe(true);
    expect(mayRemove('admin', 'admin')).toBe(false);
    expect(mayRemove('manager', 'player')).toBe(false);
    expect(mayRemove('owner', 'owner')).toBe(false);
    expect(canManage('manager')).toBe(true);
    expect(canManage('player')).toBe(false);
    expect(canAdminister('manager')).toBe(false);
  });
});
