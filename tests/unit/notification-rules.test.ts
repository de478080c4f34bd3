import { describe, expect, it } from 'vitest';
import {
  CATEGORY_KEYS,
  channelsFor,
  discussionKey,
  readSettings,
  settingsForForm,
  settingsKeyFor,
} from '@/lib/notifications/rules';

describe('notification channel rules', () => {
  it('has the 14 categories of the spec, in order, then game reminders (issue 32)', () => {
    expect(CATEGORY_KEYS).toEqual([
      'surveys',
      'news',
      'learning',
      'products',
      'offers',
      'connections',
      'usersJoinNearby',
      'eventCreatedJoin',
      'eventJoined',
      'endorsement',
      'directMessage',
      'teamJoin',
      'teamMessage',
      'announcements',
      'gameReminders',
    ]);
  });

  it('turns email and push on for anything not set', () => {
    expect(channelsFor({}, 'news')).toEqual({ email: true, push: true });
    expect(channelsFor(readSettings({ news: { email: false } }), 'news')).toEqual({
      email: false,
      push: true,
    });
    expect(channelsFor(readSettings('garbage'), 'news')).toEqual({ email: true, push: true });
    expect(channelsFor({ news: { email: false, push: false } }, null)).toEqual({ email: true, push: true });
  });

  it('maps notification types to categories (family requests are connections)', () => {
    expect(settingsKeyFor({ type: 'FAMILY_CONNECTION_REQUEST' })).toBe('connections');
    expect(settingsKeyFor({ type: 'FAMILY_CONNECTION_ACCEPTED' })).toBe('connections');
    expect(settingsKeyFor({ type: 'ACTIVITY_ALERT' })).toBe('eventCreatedJoin');
    expect(settingsKeyFor({ type: 'news' })).toBe('news');
    expect(settingsKeyFor({ type: 'SOMETHING_ELSE' })).toBeNull();
    expect(settingsKeyFor({ type: 'TEAM_POST', category: discussionKey('t1') })).toBe('teamDiscussion_t1');
  });

  it('fills the form with every category and community key', () => {
    const form = settingsForForm(
      { surveys: { email: false, push: true }, stale: { email: false, push: false } },
      ['teamDiscussion_t1', 'topic-1'],
    );
    expect(Object.keys(form)).toHaveLength(17);
    expect(form.gameReminders).toEqual({ email: true, push: true });
    expect(form.surveys).toEqual({ email: false, push: true });
    expect(form['topic-1']).toEqual({ email: true, push: true });
    expect(form).not.toHaveProperty('stale');
  });
});
