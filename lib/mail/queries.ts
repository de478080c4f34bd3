import 'server-only';
import { db } from '@/lib/db';

/** The latest mail kept by the development outbox (no SMTP_URL), newest first. */
export const devOutbox = (take = 50) => db.devMail.findMany({ orderBy: { createdAt: 'desc' }, take });
