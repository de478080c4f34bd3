import type { CSSProperties } from 'react';

/**
 * A site's theme as CSS variables. The owner picks any colours, so text and filled areas use darker mixes of the
 * primary colour: --site-ink for text on white or a light tint, --site-fill behind white text (WCAG AA contrast
 * for the usual mid-tone choices, e.g. the seed's #2f855a gave 4.0:1 as it was).
 */
export function siteThemeVars(theme: { primaryColor: string; accentColor: string }): CSSProperties {
  return {
    '--site-primary': theme.primaryColor,
    '--site-accent': theme.accentColor,
    '--site-ink': `color-mix(in oklab, ${theme.primaryColor} 62%, black)`,
    '--site-fill': `color-mix(in oklab, ${theme.primaryColor} 78%, black)`,
  } as CSSProperties;
}
