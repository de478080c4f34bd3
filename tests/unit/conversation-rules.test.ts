import { describe, expect, it } from 'vitest';
import { connectionKey, excerpt, sendRefusal, type SendFacts } from '@/lib/conversations/rules';
import { searchKind } from '@/lib/user-search/schema';

const open: SendFacts = {
  isGroup: false,
  blockedByMe: false,
  recipient: { blockedConversation: false, messagesFromAnyone: true, hasWritten: false },
  blockedEitherWay: false,
  connected: false,
};
const recipient = (r: Partial<NonNullable<SendFacts['recipient']>>) => ({ ...open.recipient!, ...r });

describe('who may send', () => {
  it('lets anyone write to someone who takes messages from anyone', () => {
    expect(sendRefusal(open)).toBeNull();
  });

  it('refuses across a block, either way or on the conversation', () => {
    expect(sendRefusal({ ...open, blockedEitherWay: true })).toBe('blocked');
    expect(sendRefusal({ ...open, recipient: recipient({ blockedConversation: true }) })).toBe('blocked');
    expect(sendRefusal({ ...open, blockedByMe: true })).toBe('conversationBlockedByMe');
    // A block wins over a connection.
    expect(sendRefusal({ ...open, blockedEitherWay: true, connected: true })).toBe('blocked');
  });

  it('with messagesFromAnyone off (or missing) only connections, or replies, get through', () => {
    for (const flag of [false, null]) {
      const closed = { ...open, recipient: recipient({ messagesFromAnyone: flag }) };
      expect(sendRefusal(closed)).toBe('connectionsOnly');
      expect(sendRefusal({ ...closed, connected: true })).toBeNull();
      expect(
        sendRefusal({ ...closed, recipient: recipient({ messagesFromAnyone: flag, hasWritten: true }) }),
      ).toBeNull();
    }
  });

  it('refuses a reply when the other account is gone; groups only check the sender’s own block', () => {
    expect(sendRefusal({ ...open, recipient: null })).toBe('noRecipient');
    expect(sendRefusal({ ...open, isGroup: true, recipient: null })).toBeNull();
    expect(sendRefusal({ ...open, isGroup: true, recipient: null, blockedByMe: true })).toBe(
      'conversationBlockedByMe',
    );
  });
});

describe('helpers', () => {
  it('orders a connection pair and shortens previews', () => {
    expect(connectionKey('b', 'a')).toEqual({ userLowId: 'a', userHighId: 'b' });
    expect(excerpt('  hello \n  world ')).toBe('hello world');
    expect(excerpt('x'.repeat(120))).toBe(`${'x'.repeat(100)}...`);
  });

  it('searches by address only for something that looks like one, by name from 3 characters', () => {
    expect(searchKind('jo')).toBeNull();
    expect(searchKind('jor')).toBe('name');
    expect(searchKind('a@b')).toBe('email');
    expect(searchKind('@')).toBeNull();
  });
});
