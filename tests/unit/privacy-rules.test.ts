import { describe, expect, it } from 'vitest';
import { maskEmail } from '@/lib/mail/address';
import { isAlreadyBlocked, newBlockCandidates, readPrivacyFlags } from '@/lib/privacy/rules';

describe('privacy flags', () => {
  it('reads a missing flag as off', () => {
    expect(
      readPrivacyFlags({
        messagesFromAnyone: null,
        publicOnlineStatus: true,
        publicUpcomingGames: false,
        publicBadges: null,
      }),
    ).toEqual({
      messagesFromAnyone: false,
      publicOnlineStatus: true,
      publicUpcomingGames: false,
      publicBadges: false,
      showInPlayersNear: false,
    });
  });
});

describe('blocking candidates', () => {
  const self = { id: 'me', email: 'me@example.com' };
  const blocks = [
    { blockedUserId: 'u1', blockedEmail: 'one@example.com' },
    { blockedUserId: null, blockedEmail: 'Spam@Example.com' },
  ];

  it('counts a person as blocked by user id or by address (any case)', () => {
    expect(isAlreadyBlocked({ userId: 'u1', email: 'new-address@example.com' }, blocks)).toBe(true);
    expect(isAlreadyBlocked({ userId: null, email: 'spam@example.com' }, blocks)).toBe(true);
    expect(isAlreadyBlocked({ userId: 'u2', email: 'two@example.com' }, blocks)).toBe(false);
  });

  it('keeps only new people, once each, never the viewer', () => {
    const candidates = [
      { userId: 'u1', email: 'one@example.com' },
      { userId: 'u2', email: 'two@example.com' },
      { userId: 'u2', email: 'two.other@example.com' },
      { userId: null, email: 'THREE@example.com' },
      { userId: null, email: 'three@example.com' },
      { userId: null, email: 'ME@example.com' },
      { userId: 'me', email: 'alias@example.com' },
      { userId: null, email: 'spam@example.com' },
    ];
    expect(newBlockCandidates(candidates, blocks, self)).toEqual([
      { userId: 'u2', email: 'two@example.com' },
      { userId: null, email: 'THREE@example.com' },
    ]);
    expect(newBlockCandidates([{ userId: 'u1', email: 'x@example.com' }], blocks, self)).toEqual([]);
  });
});

describe('maskEmail', () => {
  it('keeps the first letter and the domain', () => {
    expect(maskEmail('jordan@example.com')).toBe('j•••@example.com');
    expect(maskEmail('not-an-address')).toBe('•••');
  });
});
