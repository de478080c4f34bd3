import type { Db } from '@/lib/db';

// Failed sign-ins are counted in PostgreSQL so the limit holds across app instances.
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 30;

type Tx = Pick<Db, 'loginAttempt'>;

// `ip` is the server-derived client address (lib/auth/client-ip.ts); without one only the account counts.
export async function isLoginLimited(tx: Tx, email: string, ip: string | undefined): Promise<boolean> {
  const since = new Date(Date.now() - LOGIN_WINDOW_MS);
  const [byAccount, byIp] = await Promise.all([
    tx.loginAttempt.count({ where: { email, createdAt: { gt: since } } }),
    ip ? tx.loginAttempt.count({ where: { ip, createdAt: { gt: since } } }) : 0,
  ]);
  return byAccount >= MAX_FAILURES_PER_ACCOUNT || byIp >= MAX_FAILURES_PER_IP;
}

export async function recordFailedLogin(tx: Tx, email: string, ip: string | undefined) {
  await tx.loginAttempt.create({ data: { email, ip: ip ?? 'unknown' } });
  // Keep the table small: rows older than the window no longer count.
  if (Math.random() < 0.05) {
    await tx.loginAttempt.deleteMany({
      where: { createdAt: { lt: new Date(Date.now() - LOGIN_WINDOW_MS) } },
    });
  }
}

export async function clearFailedLogins(tx: Tx, email: string) {
  await tx.loginAttempt.deleteMany({ where: { email } });
}
