import { describe, expect, it } from 'vitest';
import { profileIdFromLink } from '@/lib/home/scan';
import { homeTasks, type TaskFacts } from '@/lib/home/tasks';
import { nextTourState, TOUR_FLAGS, tourStartsByItself, type TourState } from '@/lib/home/tour';
import { homeMessages } from '@/lib/messages/home';

describe('the home tour', () => {
  const at = (index: number): TourState => ({ kind: 'step', index });

  it('has the 8 steps of the spec, in order', () => {
    expect(homeMessages.tourSteps.map((s) => s.title)).toEqual([
      'Action Center',
      'Your Upcoming Events',
      'Your Location Hub',
      'Quick Actions',
      'Community Highlights',
      'My Teams & Groups',
      'Players Near You',
      'Local Events',
    ]);
    for (const step of homeMessages.tourSteps) {
      expect(['top', 'bottom', 'left', 'right']).toContain(step.position);
      expect(step.target).toMatch(/^\[data-tour="[a-z-]+"\]$/);
    }
  });

  it('moves with Next and Back, ends beyond either end and on Skip', () => {
    expect(nextTourState(at(0), 'next', 8)).toEqual(at(1));
    expect(nextTourState(at(3), 'back', 8)).toEqual(at(2));
    expect(nextTourState(at(7), 'next', 8)).toEqual({ kind: 'inactive' });
    expect(nextTourState(at(0), 'back', 8)).toEqual({ kind: 'inactive' });
    expect(nextTourState(at(4), 'skip', 8)).toEqual({ kind: 'inactive' });
    expect(nextTourState({ kind: 'inactive' }, 'next', 8)).toEqual({ kind: 'inactive' });
  });

  it('starts by itself only while neither flag is stored', () => {
    const storage = (entries: Record<string, string>) => ({ getItem: (k: string) => entries[k] ?? null });
    expect(tourStartsByItself(storage({}))).toBe(true);
    expect(tourStartsByItself(storage({ [TOUR_FLAGS.completed]: 'true' }))).toBe(false);
    expect(tourStartsByItself(storage({ [TOUR_FLAGS.skipped]: 'true' }))).toBe(false);
  });
});

describe('Action Required tasks', () => {
  const none: TaskFacts = {
    unverifiedAlternates: 0,
    hasAvailability: true,
    hasPhoto: true,
    familyRequests: 0,
    teamInvites: [],
    approvals: [],
    unpaid: [],
    payoutsNeeded: false,
  };

  it('is empty when nothing is open, and a link or a callback per item otherwise', () => {
    expect(homeTasks(none)).toEqual([]);
    const tasks = homeTasks({
      ...none,
      teamInvites: [{ teamId: 't1', teamName: 'Austin FC' }],
      approvals: [{ eventId: 'e1', title: 'Sunday 7s', count: 2 }],
    });
    expect(tasks).toEqual([
      {
        id: 'team-t1',
        kind: 'invitation',
        teamId: 't1',
        text: 'Respond to your invitation to Austin FC',
        href: '/team/t1',
      },
      { id: 'approve-e1', kind: 'link', text: '2 players ask to join Sunday 7s', href: '/event/e1/manage' },
    ]);
  });

  it('gives unpaid balances a link to the submission’s pay-balance page', () => {
    const [task] = homeTasks({
      ...none,
      unpaid: [{ submissionId: 's 1', formId: 'f/1', formTitle: 'Fee', dueCents: 1250 }],
    });
    expect(task).toEqual({
      id: 'pay-s 1',
      kind: 'link',
      text: 'Pay the $12.50 balance for Fee',
      href: '/pay-balance/f%2F1/s%201',
    });
  });
});

describe('reading a player card link', () => {
  it('takes the user id from this or any origin, and nothing else', () => {
    expect(profileIdFromLink('http://localhost:3100/profile/cmabc123')).toBe('cmabc123');
    expect(profileIdFromLink('  https://beans.example/profile/u_1-2/ ')).toBe('u_1-2');
    expect(profileIdFromLink('/profile/abc')).toBe('abc');
    expect(profileIdFromLink('https://evil.example/settings')).toBeNull();
    expect(profileIdFromLink('https://beans.example/profile/a/b')).toBeNull();
    expect(profileIdFromLink('https://beans.example/profile/')).toBeNull();
    expect(profileIdFromLink('javascript:alert(1)')).toBeNull();
    expect(profileIdFromLink('')).toBeNull();
  });
});
