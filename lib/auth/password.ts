import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// scrypt is memory-hard and built into Node. N=2^17, r=8, p=1 (OWASP's minimum) uses 128 MiB per hash
// (~250 ms on one core here). Hashes made with older parameters are replaced at the next sign-in.
const PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

function scrypt(password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(
      password,
      salt,
      keylen,
      { ...options, maxmem: 128 * options.N! * options.r! * 2 },
      (err, key) => (err ? reject(err) : resolve(key)),
    ),
  );
}

// At most this many hashes run at once (each takes 128 MiB and a thread of libuv's pool); the others
// wait their turn, so a burst of sign-ups or logins cannot exhaust memory.
export const MAX_CONCURRENT_HASHES = 4;
let running = 0;
const waiting: (() => void)[] = [];

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_HASHES) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/** Hashes now running (for tests and diagnostics). */
export const hashesRunning = () => running;

export async function hashPassword(plain: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await withHashSlot(() => scrypt(plain.normalize('NFKC'), salt, KEY_LENGTH, PARAMS));
  return formatHash(PARAMS, salt, key);
}

/** The stored form of a hash: scheme, cost parameters, salt and key (verifyPassword reads the cost from it). */
export function formatHash(params: { N: number; r: number; p: number }, salt: Buffer, key: Buffer): string {
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

/** True when a stored hash was made with other (older) parameters and should be replaced. */
export function needsRehash(stored: string): boolean {
  const [scheme, n, r, p] = stored.split('$');
  return scheme !== 'scrypt' || Number(n) !== PARAMS.N || Number(r) !== PARAMS.r || Number(p) !== PARAMS.p;
}

export async function verifyPassword(plain: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltText, keyText] = stored.split('$');
  if (scheme !== 'scrypt' || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, 'base64url');
  const actual = await withHashSlot(() =>
    scrypt(plain.normalize('NFKC'), Buffer.from(saltText, 'base64url'), expected.length, {
      N: Number(n),
      r: Number(r),
      p: Number(p),
    }),
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

// Hash of a random password: verifying against it costs the same as a real check, so an unknown
// e-mail answers in the same time as a wrong password.
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}
