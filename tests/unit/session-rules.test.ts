import { describe, expect, it } from 'vitest';
import { checkSession, SESSION_IDLE_MS, SESSION_TOUCH_MS } from '@/lib/auth/sessions';

describe('server-side session idle rule', () => {
  const now = Date.UTC(2026, 10, 24, 12);
  it('keeps a recently used session without writing', () => {
    expect(checkSession(new Date(now - 1000), now)).toBe('active');
    expect(checkSession(new Date(now - SESSION_TOUCH_MS), now)).toBe('active');
  });
  it('records use at most every few minutes', () => {
    expect(checkSession(new Date(now - SESSION_TOUCH_MS - 1), now)).toBe('touch');
    expect(checkSession(new Date(now - SESSION_IDLE_MS), now)).toBe('touch');
  });
  it(`ends a session unused for ${SESSION_IDLE_MS / 86_400_000} days`, () => {
    expect(checkSession(new Date(now - SESSION_IDLE_MS - 1), now)).toBe('expired');
  });
});
