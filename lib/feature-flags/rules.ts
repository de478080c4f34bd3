// Feature flags: stored in the database (table feature_flags, editable by an admin), switched on for
// users in the flag's beta audience, and overridable per deployment by environment variables
// (FEATURE_BADGES=true|false). Pure logic here; the database read is in service.ts.

export const KNOWN_FLAGS = ['badges', 'subscriptions'] as const;
export type KnownFlag = (typeof KNOWN_FLAGS)[number];

export const FLAG_KEY_PATTERN = /^[a-z][a-z0-9-]{0,39}$/;

/** "badges" → FEATURE_BADGES, "new-home" → FEATURE_NEW_HOME. */
export const envFlagName = (key: string) => `FEATURE_${key.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`;

/** true/1/on/yes and false/0/off/no (any case); anything else is no override. */
export function parseEnvFlag(value: string | undefined): boolean | undefined {
  const v = value?.trim().toLowerCase();
  if (v === 'true' || v === '1' || v === 'on' || v === 'yes') return true;
  if (v === 'false' || v === '0' || v === 'off' || v === 'no') return false;
  return undefined;
}

export type FlagRow = { enabled: boolean; audience: string | null };
export type FlagSource = 'env' | 'database' | 'audience' | 'default';

/**
 * The environment wins; then the stored switch; then the flag's beta audience (users with a non-empty
 * list of beta audiences get those audiences switched on); a flag without a row is off.
 */
export function resolveFlag(input: {
  envValue: string | undefined;
  row: FlagRow | null;
  betaAudiences?: readonly string[];
}): { enabled: boolean; source: FlagSource } {
  const env = parseEnvFlag(input.envValue);
  if (env !== undefined) return { enabled: env, source: 'env' };
  if (!input.row) return { enabled: false, source: 'default' };
  if (input.row.enabled) return { enabled: true, source: 'database' };
  const audience = input.row.audience;
  if (audience && input.betaAudiences?.includes(audience)) return { enabled: true, source: 'audience' };
  return { enabled: false, source: 'database' };
}
