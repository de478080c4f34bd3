import { describe, expect, it } from 'vitest';
import { optimisticRsvp, type RsvpControl } from '@/lib/events/rules';

// Issue 35: the RSVP control shows a join or leave at once; these are the states it shows before the server
// answers (the page's own state replaces them, or they roll back when the action fails).
describe('optimisticRsvp', () => {
  const c = (state: RsvpControl['state']) => ({ state }) as RsvpControl;

  it('shows joining as going, on the waitlist, or a pending request, by the way in', () => {
    expect(optimisticRsvp(c('join'), 'join')).toEqual({ state: 'going', canLeave: true });
    expect(optimisticRsvp(c('joinWaitlist'), 'join')).toEqual({ state: 'waitlisted' });
    expect(optimisticRsvp(c('requestToJoin'), 'join')).toEqual({ state: 'pending' });
    expect(optimisticRsvp(c('offered'), 'join')).toEqual({ state: 'going', canLeave: true });
  });

  it('shows leaving as the way back in', () => {
    expect(optimisticRsvp({ state: 'going', canLeave: true }, 'leave')).toEqual({ state: 'join' });
    expect(optimisticRsvp(c('waitlisted'), 'leave')).toEqual({ state: 'joinWaitlist' });
    expect(optimisticRsvp(c('pending'), 'leave')).toEqual({ state: 'requestToJoin' });
    expect(optimisticRsvp(c('offered'), 'leave')).toEqual({ state: 'join' });
  });

  it('leaves a closed, cancelled or full game as it is', () => {
    for (const state of ['closed', 'cancelled', 'full'] as const) {
      expect(optimisticRsvp(c(state), 'join')).toEqual({ state });
      expect(optimisticRsvp(c(state), 'leave')).toEqual({ state });
    }
  });
});
