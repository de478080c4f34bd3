import { describe, expect, it } from 'vitest';
import { isCommonPassword } from '@/lib/auth/common-passwords';

describe('breached-password list (shipped offline)', () => {
  it('refuses passwords from breach corpora, whatever their case', () => {
    for (const p of ['password1', 'iloveyou123', 'Qwerty123', '1q2w3e4r5t'])
      expect(isCommonPassword(p)).toBe(true);
  });
  it('accepts uncommon passwords', () => {
    for (const p of ['beans-demo-2026', 'correct horse battery staple', 'first-password-1'])
      expect(isCommonPassword(p)).toBe(false);
  });
});
