// Feature flags (admin). Strings from the specs are verbatim; strings the specs do not give carry `// ours`
// (see lib/messages/index.ts).

// ---------------------------------------------------------------------------
// Feature flags (admin) — all ours
// ---------------------------------------------------------------------------

export const featureFlagMessages = {
  title: 'Feature flags', // ours
  key: 'Flag', // ours
  enabled: 'Enabled for everyone', // ours
  audience: 'Beta audience', // ours
  audienceHint: 'Users whose beta audiences include this name get the flag even when it is off.', // ours
  envOverride: (name: string, value: boolean) => `Overridden by ${name}=${value ? 'true' : 'false'}`, // ours
  saved: 'Feature flag saved.', // ours
  saveFailed: 'Failed to save the feature flag.', // ours
  notFound: 'Feature flag not found', // ours
  empty: 'No feature flags defined.', // ours
  audienceInvalid: 'Use letters, digits, dashes or underscores (up to 40)', // ours
} as const;
