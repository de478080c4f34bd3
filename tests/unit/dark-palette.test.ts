import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Issue 35: dark mode re-points the theme's colour variables (app/globals.css); the text and surface pairs the
// app uses keep WCAG AA contrast there (axe checks the rendered pages in both schemes in the e2e run).
const css = readFileSync('app/globals.css', 'utf8');
const block = css.slice(css.indexOf('@media screen and (prefers-color-scheme: dark)'));
const dark = Object.fromEntries(
  [...block.matchAll(/--color-([a-z]+(?:-\d+)?): oklch\(([\d.]+)% ([\d.]+) ([\d.]+)\)/g)].map(
    ([, name, l, c, h]) => [name, [Number(l) / 100, Number(c), Number(h)]],
  ),
) as Record<string, [number, number, number]>;

/** Relative luminance of an OKLCH colour (sRGB gamut, clipped). */
function luminance([L, C, H]: [number, number, number]): number {
  const a = C * Math.cos((H * Math.PI) / 180);
  const b = C * Math.sin((H * Math.PI) / 180);
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const rgb = [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ].map((v) => Math.min(1, Math.max(0, v)));
  return 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2];
}

const contrast = (fg: string, bg: string) => {
  const [hi, lo] = [luminance(dark[fg]), luminance(dark[bg])].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

describe('the dark palette', () => {
  it('re-points every family the app colours itself with', () => {
    for (const family of ['slate', 'emerald', 'red', 'amber', 'rose'])
      for (const step of [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950])
        expect(dark[`${family}-${step}`], `${family}-${step}`).toBeDefined();
    expect(dark.white).toBeDefined();
  });

  it('keeps body text at AA on the page, cards and tints', () => {
    const texts = [
      'slate-500',
      'slate-600',
      'slate-700',
      'slate-900',
      'emerald-700',
      'emerald-800',
      'red-700',
    ];
    const surfaces = ['white', 'slate-50', 'slate-100', 'emerald-50', 'red-50', 'amber-50'];
    for (const fg of texts)
      for (const bg of surfaces) expect(contrast(fg, bg), `${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5);
    expect(contrast('amber-900', 'amber-50')).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps filled buttons readable (text-white on the brand and danger fills)', () => {
    for (const fill of ['emerald-600', 'emerald-700', 'emerald-800', 'red-600', 'red-700'])
      expect(contrast('white', fill), `white on ${fill}`).toBeGreaterThanOrEqual(4.5);
  });

  it('turns the page dark and the text light', () => {
    expect(luminance(dark['slate-50'])).toBeLessThan(0.02);
    expect(luminance(dark['slate-900'])).toBeGreaterThan(0.8);
  });

  it('dims map tiles only (not markers, popups or controls), and not on .light-only pages', () => {
    const rules = [...block.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map(([, selector, body]) => ({
      selector: selector.replace(/\/\*[\s\S]*?\*\//g, '').trim(),
      body,
    }));
    const filtered = rules.filter((r) => /\bfilter:/.test(r.body));
    expect(filtered.map((r) => r.selector)).toEqual([':root:not(:has(.light-only)) .leaflet-tile-pane']);
    const brightness = Number(filtered[0].body.match(/brightness\(([\d.]+)\)/)?.[1]);
    expect(brightness).toBeGreaterThan(0.5);
    expect(brightness).toBeLessThan(0.9);
  });
});
