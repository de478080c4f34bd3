import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SportGlyph, SportMark, sportGlyphPath } from '@/components/looks/SportGlyph';
import { sportLook } from '@/lib/looks/sports';

// Issue 36: a game card's sport icon is one path with the stroke set on the <svg>, instead of one element per
// stroke. It must draw the same strokes as the full glyph (covers and share images keep SportGlyph).
describe('SportMark', () => {
  it.each(['Basketball', 'Soccer', 'Pickleball', 'Curling (not a known sport)'])(
    "draws every stroke of %s's glyph in one path",
    (sport) => {
      const icon = sportLook(sport).icon;
      const mark = renderToStaticMarkup(createElement(SportMark, { icon, size: 18, stroke: '#ffffff' }));
      const glyph = renderToStaticMarkup(
        createElement(SportGlyph, { icon, size: 18, stroke: '#ffffff', strokeWidth: 2 }),
      );
      expect(mark.match(/<path /g)).toHaveLength(1);
      expect(mark).not.toContain('<circle');
      expect(mark).toContain('stroke="#ffffff"');
      expect(mark).toContain('stroke-width="2"');
      expect(mark).toContain('aria-hidden="true"');
      const d = mark.match(/ d="([^"]+)"/)?.[1] ?? '';
      // Every path of the glyph is a subpath of the mark, starting with an absolute move (a relative one would be
      // drawn from where the previous subpath ended).
      for (const path of icon.paths ?? []) {
        expect(path).toMatch(/^M/);
        expect(d).toContain(path);
      }
      // Every circle is two half arcs of its radius from its left point to its right point and back.
      for (const [cx, cy, r] of icon.circles ?? [])
        expect(d).toContain(`M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`);
      // And it is much smaller than the element-per-stroke glyph.
      expect(mark.length).toBeLessThan(glyph.length * 0.75);
    },
  );

  it('builds a sport’s path once and reuses it', () => {
    const icon = sportLook('Soccer').icon;
    expect(sportGlyphPath(icon)).toBe(sportGlyphPath(icon));
  });
});
