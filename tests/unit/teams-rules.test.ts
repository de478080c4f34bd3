import { describe, expect, it } from 'vitest';
import { isPendingRole } from '@/lib/teams/rules';

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
