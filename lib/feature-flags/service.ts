import 'server-only';
import type { Db } from '@/lib/db';
import type { UpdateFlagData } from './schema';
import { envFlagName, KNOWN_FLAGS, resolveFlag, type FlagSource } from './rules';

type Reader = Pick<Db, 'featureFlag'>;

/** Whether a feature is on for this user (or for everyone, without a user). */
export async function isFeatureEnabled(
  db: Reader,
  key: string,
  user?: { betaAudiences: readonly string[] } | null,
): Promise<boolean> {
  const row = await db.featureFlag.findUnique({ where: { key }, select: { enabled: true, audience: true } });
  return resolveFlag({ envValue: process.env[envFlagName(key)], row, betaAudiences: user?.betaAudiences })
    .enabled;
}

export type FlagView = {
  key: string;
  enabled: boolean;
  audience: string | null;
  envName: string;
  envOverride: boolean | undefined;
  effective: boolean;
  source: FlagSource;
};

/** Every stored flag plus the ones the code knows about, for the admin page. */
export async function listFlags(db: Reader): Promise<FlagView[]> {
  const rows = await db.featureFlag.findMany({ orderBy: { key: 'asc' } });
  const keys = [...new Set([...rows.map((r) => r.key), ...KNOWN_FLAGS])].sort();
  return keys.map((key) => {
    const row = rows.find((r) => r.key === key) ?? null;
    const envName = envFlagName(key);
    const resolved = resolveFlag({ envValue: process.env[envName], row });
    return {
      key,
      enabled: row?.enabled ?? false,
      audience: row?.audience ?? null,
      envName,
      envOverride: resolved.source === 'env' ? resolved.enabled : undefined,
      effective: resolved.enabled,
      source: resolved.source,
    };
  });
}

/** Stores a flag. Only stored or known keys can be written; anything else is "not found". */
export async function updateFlag(db: Reader, input: UpdateFlagData): Promise<boolean> {
  const known = (KNOWN_FLAGS as readonly string[]).includes(input.key);
  if (!known && !(await db.featureFlag.findUnique({ where: { key: input.key }, select: { key: true } })))
    return false;
  await db.featureFlag.upsert({
    where: { key: input.key },
    create: { key: input.key, enabled: input.enabled, audience: input.audience },
    update: { enabled: input.enabled, audience: input.audience },
  });
  return true;
}
