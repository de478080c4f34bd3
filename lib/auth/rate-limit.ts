import type { Db } from '@/lib/db';

// Failed sign-ins are counted in PostgreSQL so the limit holds across app instances.
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 30;

type Tx = Pick<Db, 'loginAttempt'>;

export async function isLoginLimited(tx: Tx, email: string, ip: string): Promise<boolean> {
  const since = new Date(Date.now() - LOGIN_WINDOW_MS);
  const [byAccount, byIp] = await Promise.all([
    tx.loginAttempt.count({ where: { email, createdAt: { gt: since } } }),
    tx.loginAttempt.count({ where: { ip, createdAt: { gt: since } } }),
  ]);
  return byAccount >= MAX_FAILURES_PER_ACCOUNT || byIp >= MAX_FAILURES_PER_IP;
}

export async function recordFailedLogin(tx: Tx, email: string, ip: string) {
  await tx.loginAttempt.create({ data: { email, ip } });
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
