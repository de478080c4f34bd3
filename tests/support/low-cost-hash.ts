import { randomBytes, scryptSync } from 'node:crypto';
import { formatHash } from '@/lib/auth/password';

// A stored password hash in the app's format (lib/auth/password.ts), made with a low scrypt cost: N=2^12
// instead of the app's 2^17. verifyPassword takes the cost from the stored value, so checking a guess against
// it takes milliseconds instead of ~250 ms (far more on a busy machine), while the app's code, limits and locks
// run unchanged. For tests that count many failed sign-ins, where the hash cost is not what they test; the
// cost itself is tested in tests/unit/password.test.ts and auth.test.ts, and a right password is re-hashed
// with the app's cost at its next sign-in (needsRehash), as any older hash is.
export function lowCostPasswordHash(plain: string): string {
  const params = { N: 2 ** 12, r: 8, p: 1 };
  const salt = randomBytes(16);
  return formatHash(params, salt, scryptSync(plain.normalize('NFKC'), salt, 32, params));
}
