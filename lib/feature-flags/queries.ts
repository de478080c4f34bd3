import 'server-only';
import { db } from '@/lib/db';
import { listFlags } from './service';

/** Every feature flag with its state (admin page). */
export const featureFlags = () => listFlags(db);
