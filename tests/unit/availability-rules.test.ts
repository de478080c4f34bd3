import { describe, expect, it } from 'vitest';
import {
  addOneMonth,
  canSeeAvailability,
  communitiesOf,
  datesBetween,
  minutesToTime,
  privacySummary,
  timeToMinutes,
  todayIn,
  weeklySummary,
  type VisibilityFacts,
  type VisibilitySettings,
} from '@/lib/availability/rules';
import { isDate } from '@/lib/time';

const filtered = (patch: Partial<VisibilitySettings>): VisibilitySettings => ({
  visibilityMode: 'FILTERED',
  allowedGenders: [],
  communityFilter: 'NONE',
  allowedCommunityIds: [],
  connectionsOnly: false,
  requireAllFilters: false,
  ...patch,
});

const facts = (patch: Partial<VisibilityFacts> = {}): VisibilityFacts => ({
  viewerId: 'viewer',
  ownerId: 'owner',
  blocked: false,
  viewerGender: 'Female',
  viewerCommunityIds: ['a'],
  ownerCommunityIds: ['a', 'b'],
  connected: false,
  ...patch,
});

describe('who may see an availability', () => {
  it('the owner always; a blocked pair never; public: everyone', () => {
    const hidden = filtered({});
    expect(canSeeAvailability(hidden, facts({ viewerId: 'owner' }))).toBe(true);
    expect(canSeeAvailability(hidden, facts({ viewerId: 'owner', blocked: true }))).toBe(true);
    expect(canSeeAvailability({ ...hidden, visibilityMode: 'PUBLIC' }, facts())).toBe(true);
    expect(canSeeAvailability({ ...hidden, visibilityMode: 'PUBLIC' }, facts({ blocked: true }))).toBe(false);
  });

  it('filtered without an active filter: only the owner', () => {
    expect(canSeeAvailability(filtered({}), facts())).toBe(false);
    expect(canSeeAvailability(filtered({ requireAllFilters: true }), facts())).toBe(false);
    // Communities chosen but the filter is "none": not active.
    expect(canSeeAvailability(filtered({ allowedCommunityIds: ['a'] }), facts())).toBe(false);
  });

  it('gender passes when the viewer’s gender is allowed; "Any" and no gender never pass', () => {
    const s = filtered({ allowedGenders: ['Female', 'Any'] });
    expect(canSeeAvailability(s, facts())).toBe(true);
    expect(canSeeAvailability(s, facts({ viewerGender: 'Male' }))).toBe(false);
    expect(canSeeAvailability(s, facts({ viewerGender: 'Any' }))).toBe(false);
    expect(canSeeAvailability(s, facts({ viewerGender: null }))).toBe(false);
  });

  it('community any / all / specific', () => {
    expect(canSeeAvailability(filtered({ communityFilter: 'ANY' }), facts())).toBe(true);
    expect(
      canSeeAvailability(filtered({ communityFilter: 'ANY' }), facts({ viewerCommunityIds: ['c'] })),
    ).toBe(false);
    expect(canSeeAvailability(filtered({ communityFilter: 'ALL' }), facts())).toBe(false);
    expect(
      canSeeAvailability(
        filtered({ communityFilter: 'ALL' }),
        facts({ viewerCommunityIds: ['b', 'a', 'c'] }),
      ),
    ).toBe(true);
    // "All of nothing" is no membership.
    expect(canSeeAvailability(filtered({ communityFilter: 'ALL' }), facts({ ownerCommunityIds: [] }))).toBe(
      false,
    );
    expect(
      canSeeAvailability(filtered({ communityFilter: 'SPECIFIC', allowedCommunityIds: ['a'] }), facts()),
    ).toBe(true);
    expect(
      canSeeAvailability(filtered({ communityFilter: 'SPECIFIC', allowedCommunityIds: ['b'] }), facts()),
    ).toBe(false);
    expect(
      canSeeAvailability(filtered({ communityFilter: 'SPECIFIC', allowedCommunityIds: [] }), facts()),
    ).toBe(false);
  });

  it('connections only passes for connected users', () => {
    expect(canSeeAvailability(filtered({ connectionsOnly: true }), facts())).toBe(false);
    expect(canSeeAvailability(filtered({ connectionsOnly: true }), facts({ connected: true }))).toBe(true);
  });

  it('one passing filter is enough unless all are required', () => {
    const s = filtered({ allowedGenders: ['Male'], communityFilter: 'ANY', connectionsOnly: true });
    expect(canSeeAvailability(s, facts())).toBe(true); // community passes
    expect(canSeeAvailability({ ...s, requireAllFilters: true }, facts())).toBe(false);
    expect(
      canSeeAvailability({ ...s, requireAllFilters: true }, facts({ viewerGender: 'Male', connected: true })),
    ).toBe(true);
  });

  it('communities are owned teams and active roster entries, not pending invitations', () => {
    const teams = [
      { id: 't1', ownerId: 'u' },
      { id: 't2', ownerId: 'x' },
      { id: 't3', ownerId: 'x' },
      { id: 't4', ownerId: 'x' },
    ];
    const roster = [
      { teamId: 't2', userId: 'u', role: 'member' },
      { teamId: 't3', userId: 'u', role: 'Pending Member' },
      { teamId: 't4', userId: 'u', role: null },
    ];
    expect(communitiesOf('u', teams, roster).sort()).toEqual(['t1', 't2']);
  });
});

describe('time and date helpers', () => {
  it('converts times and checks dates', () => {
    expect(timeToMinutes('18:30')).toBe(1110);
    expect(timeToMinutes('24:00')).toBeNull();
    expect(timeToMinutes('')).toBeNull();
    expect(minutesToTime(1110)).toBe('18:30');
    expect(isDate('2026-02-29')).toBe(false);
    expect(isDate('2028-02-29')).toBe(true);
    expect(addOneMonth('2026-01-31')).toBe('2026-02-28');
    expect(addOneMonth('2026-12-15')).toBe('2027-01-15');
    expect(datesBetween('2026-02-27', '2026-03-01')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    expect(todayIn('Pacific/Kiritimati', new Date('2026-03-10T12:00:00Z'))).toBe('2026-03-11');
    expect(todayIn('America/Los_Angeles', new Date('2026-03-10T05:00:00Z'))).toBe('2026-03-09');
  });

  it('summarises a week, grouping days with the same hours', () => {
    expect(
      weeklySummary([
        { dayOfWeek: 4, startMinute: 1080, endMinute: 1200 },
        { dayOfWeek: 2, startMinute: 1080, endMinute: 1200 },
        { dayOfWeek: 6, startMinute: 480, endMinute: 720 },
      ]),
    ).toBe('Tue, Thu 18:00–20:00 · Sat 08:00–12:00');
  });
});

describe('privacy summary', () => {
  const names = new Map([['t1', 'Austin Dink Dynasty']]);
  const base = {
    visibilityMode: 'FILTERED' as const,
    allowedGenders: [] as string[],
    communityFilter: 'NONE' as const,
    allowedCommunityIds: [] as string[],
    connectionsOnly: false,
    requireAllFilters: false,
  };
  it('says who can see the schedule', () => {
    expect(privacySummary({ ...base, visibilityMode: 'PUBLIC' }, names)).toBe(
      'Everyone can see your availability.',
    );
    expect(privacySummary(base, names)).toBe(
      'No filters selected yet, so only you can see your availability.',
    );
    expect(
      privacySummary(
        {
          ...base,
          allowedGenders: ['Female'],
          communityFilter: 'SPECIFIC',
          allowedCommunityIds: ['t1'],
          connectionsOnly: true,
          requireAllFilters: true,
        },
        names,
      ),
    ).toBe(
      'Only people who match all of these filters can see your availability: gender is Female; is in Austin Dink Dynasty; is one of my connections.',
    );
  });
});
