import { describe, expect, it } from 'vitest';
import {
  compareWaitlist,
  planPerks,
  teamEntitlements,
  TEAM_ENTITLEMENTS,
  userEntitlements,
  USER_ENTITLEMENTS,
  WAITLIST_PRIORITY_MINUTES,
} from '@/lib/billing/entitlements';

// The one table of what each plan gives (issue 29 §2): perk texts are written from its values, unknown levels get
// the free plan's, and the waitlist order in code matches the SQL one (documented in docs/plans.md).
describe('the entitlements table', () => {
  it('writes each perk from a value of the table', () => {
    expect(planPerks('USER', 'Free')).toEqual([
      'Join unlimited events',
      'Join teams and communities',
      'Post on the community board',
      'Create up to 3 events per month',
      'Activity alerts in 1 city',
    ]);
    expect(planPerks('USER', 'Member Plus')).toEqual([
      'Everything in Free',
      'Unlimited event creation',
      'Activity alerts in up to 5 cities',
      'Priority waitlist spots',
      'Member Plus badge on your profile',
    ]);
    expect(planPerks('TEAM', 'ROOKIE')).toEqual([
      'Up to 25 roster members',
      'Team chat and topics',
      'Schedule events',
      'Forms and waivers',
      'Team website',
    ]);
    expect(planPerks('TEAM', 'Organizer Pro')).toEqual([
      'Everything in ROOKIE',
      'Unlimited roster members',
      'Unlimited events hosted by the team',
      'Collect payments with forms',
      'Custom domain for your website',
    ]);
  });

  it('gives an unknown level what the free plan gives', () => {
    expect(userEntitlements('Gold')).toBe(USER_ENTITLEMENTS.Free);
    expect(userEntitlements(null)).toBe(USER_ENTITLEMENTS.Free);
    expect(teamEntitlements('Legacy')).toBe(TEAM_ENTITLEMENTS.ROOKIE);
    expect(planPerks('USER', 'Gold')).toEqual(planPerks('USER', 'Free'));
  });

  it('puts a member before non-members who joined at most the priority window earlier', () => {
    const t = Date.UTC(2026, 10, 27, 12);
    const at = (minutesBefore: number) => new Date(t - minutesBefore * 60_000);
    const member = { waitlistedAt: at(0), level: 'Member Plus' };
    const within = { waitlistedAt: at(WAITLIST_PRIORITY_MINUTES - 1), level: 'Free' };
    const edge = { waitlistedAt: at(WAITLIST_PRIORITY_MINUTES), level: 'Free' };
    const before = { waitlistedAt: at(WAITLIST_PRIORITY_MINUTES + 1), level: 'Free' };
    const unknown = { waitlistedAt: null, level: 'Member Plus' };
    const line = [unknown, within, member, before, edge].sort(compareWaitlist);
    expect(line).toEqual([before, member, edge, within, unknown]);
  });
});
