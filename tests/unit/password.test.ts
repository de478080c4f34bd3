import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyPassword } from '@/lib/auth/password';

describe('password hashing', () => {
  it('verifies the right password and rejects a wrong one', async () => {
    const hash = await hashPassword('correct horse battery');
    // OWASP's minimum for scrypt: N=2^17, r=8, p=1.
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(hash).not.toContain('correct horse');
    await expect(verifyPassword('correct horse battery', hash)).resolves.toBe(true);
    await expect(verifyPassword('correct horse batter', hash)).resolves.toBe(false);
  });

  it('salts every hash', async () => {
    const [a, b] = await Promise.all([hashPassword('same-password'), hashPassword('same-password')]);
    expect(a).not.toBe(b);
  });

  it('rejects malformed stored values instead of throwing', async () => {
    await expect(verifyPassword('x', 'bcrypt$abc')).resolves.toBe(false);
    await expect(verifyPassword('x', '')).resolves.toBe(false);
  });

  it('marks hashes made with older parameters for replacement', async () => {
    expect(needsRehash(await hashPassword('fresh-password'))).toBe(false);
    expect(needsRehash('scrypt$32768$8$1$c2FsdA$a2V5')).toBe(true);
  });
});
