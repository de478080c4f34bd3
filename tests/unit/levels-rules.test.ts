import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  hostConfidence,
  isOnScale,
  isValidRange,
  levelLabel,
  levelMatches,
  levelsOf,
  ordinalFromQuiz,
  parseLevel,
  rangeLabel,
  rankByLevel,
  scaleFor,
} from '@/lib/levels/rules';

describe('level scales', () => {
  it('pickleball and tennis rate 2.0–5.5 in 0.5 steps; other sports use four bands', () => {
    expect(scaleFor('Pickleball')).toBe('rating');
    expect(scaleFor('tennis')).toBe('rating');
    expect(scaleFor('Soccer')).toBe('band');
    expect(levelsOf('rating').map((l) => l.label)).toEqual([
      '2.0',
      '2.5',
      '3.0',
      '3.5',
      '4.0',
      '4.5',
      '5.0',
      '5.5',
    ]);
    expect(levelsOf('band').map((l) => l.label)).toEqual([
      'Beginner',
      'Intermediate',
      'Advanced',
      'Competitive',
    ]);
  });

  it('puts both scales on one ordinal line, so a band compares with a rating', () => {
    const band = (label: string) => parseLevel('band', label) as number;
    expect(band('Intermediate')).toBe(parseLevel('rating', '3.0'));
    expect(band('Beginner')).toBeLessThan(band('Intermediate'));
    expect(band('Advanced')).toBeLessThan(band('Competitive'));
    expect(parseLevel('rating', 3.5)).toBe(35);
    expect(parseLevel('rating', '3.25')).toBeNull();
    expect(parseLevel('band', '3.5')).toBeNull();
    expect(isOnScale('band', 35)).toBe(false);
    expect(levelLabel('band', 40)).toBe('Advanced');
  });

  it('labels ranges, open at either end', () => {
    expect(rangeLabel('rating', { min: 30, max: 40 })).toBe('3.0–4.0');
    expect(rangeLabel('rating', { min: 35, max: null })).toBe('3.5+');
    expect(rangeLabel('band', { min: null, max: 30 })).toBe('up to Intermediate');
    expect(rangeLabel('band', { min: 20, max: 20 })).toBe('Beginner');
    expect(rangeLabel('band', { min: null, max: null })).toBeNull();
  });

  it('accepts only ranges on the scale with min ≤ max', () => {
    expect(isValidRange('rating', { min: 30, max: 45 })).toBe(true);
    expect(isValidRange('rating', { min: 45, max: 30 })).toBe(false);
    expect(isValidRange('band', { min: 35, max: null })).toBe(false);
    expect(isValidRange('band', { min: null, max: null })).toBe(true);
  });

  it('reads the pickleball quiz result as a rating', () => {
    expect(ordinalFromQuiz('3-5')).toBe(35);
    expect(ordinalFromQuiz('4-0')).toBe(40);
    expect(ordinalFromQuiz('1-5')).toBeNull();
    expect(ordinalFromQuiz('x')).toBeNull();
  });
});

describe('matching a level to a range', () => {
  it('a game without a range matches everyone; a player without a level matches only those', () => {
    expect(levelMatches(null, { min: null, max: null })).toBe(true);
    expect(levelMatches(null, { min: 30, max: null })).toBe(false);
    expect(levelMatches(30, { min: 30, max: 35 })).toBe(true);
    expect(levelMatches(40, { min: 30, max: 35 })).toBe(false);
    expect(levelMatches(55, { min: 30, max: null })).toBe(true);
  });

  const level = fc.option(
    fc.integer({ min: 4, max: 11 }).map((n) => n * 5),
    { nil: null },
  );
  it('ranking keeps every player, puts matches first and keeps the order within each group', () => {
    fc.assert(
      fc.property(fc.array(level), level, level, (levels, min, max) => {
        const range = { min, max };
        const players = levels.map((l, i) => ({ i, l }));
        const ranked = rankByLevel(players, (p) => p.l, range);
        expect([...ranked].sort((a, b) => a.i - b.i)).toEqual(players);
        const flags = ranked.map((p) => levelMatches(p.l, range));
        expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
        const required = rankByLevel(players, (p) => p.l, range, true);
        expect(required).toEqual(ranked.filter((p) => levelMatches(p.l, range)));
      }),
    );
  });
});

describe('hosts’ confidence', () => {
  it('is the median of the hosts’ ratings on the scale, with their count', () => {
    expect(hostConfidence('rating', [])).toBeNull();
    expect(hostConfidence('rating', [40, 30, 35])).toEqual({ count: 3, level: 35 });
    expect(hostConfidence('rating', [30, 40])).toEqual({ count: 2, level: 30 });
    expect(hostConfidence('band', [50])).toEqual({ count: 1, level: 50 });
  });
});
