import { describe, expect, it } from 'vitest';
import { chatRole, mayChat, mayModerate } from '@/lib/conversations/game-chat-rules';

// Who is in a game's chat (issue 32 §2): the host, co-hosts, and players going, waitlisted or offered a spot.
describe('game chat roles', () => {
  const role = (status: string | null, extra: { isCreator?: boolean; isCoHost?: boolean } = {}) =>
    chatRole({ isCreator: false, isCoHost: false, status, ...extra });

  it('puts going, waitlisted and offered players in the chat, and nobody else without a host role', () => {
    expect(['GOING', 'WAITLIST', 'OFFERED'].map((s) => role(s))).toEqual(['player', 'player', 'player']);
    expect(['PENDING_APPROVAL', 'NOT_GOING', 'MAYBE', null].map((s) => role(s))).toEqual([
      'viewer',
      'viewer',
      'viewer',
      'viewer',
    ]);
    expect(role(null, { isCreator: true })).toBe('host');
    expect(role('GOING', { isCoHost: true })).toBe('coHost');
  });

  it('lets viewers chat only once the host opened the chat; only hosts moderate', () => {
    expect(mayChat('viewer', false)).toBe(false);
    expect(mayChat('viewer', true)).toBe(true);
    expect(mayChat('player', false)).toBe(true);
    expect([
      mayModerate('host'),
      mayModerate('coHost'),
      mayModerate('player'),
      mayModerate('viewer'),
    ]).toEqual([true, true, false, false]);
  });
});
