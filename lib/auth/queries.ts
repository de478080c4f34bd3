import 'server-only';
import { db } from '@/lib/db';
import { verificationNeedsPassword } from './service';

/** Whether the verification link, opened in this browser, must set a password (another browser asked). */
export const linkNeedsPassword = (token: string, browserSecret?: string) =>
  verificationNeedsPassword(db, token, browserSecret);
