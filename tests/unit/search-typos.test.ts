import { describe, expect, it } from 'vitest';
import { applyCorrections, correctableWords, editDistance, pickCorrections } from '@/lib/search/typos';

describe('full-search spelling correction', () => {
  it('counts a swapped pair of letters as one edit and stops past the limit', () => {
    expect(editDistance('baskteball', 'basketball', 2)).toBe(1);
    expect(editDistance('jmaes', 'james', 2)).toBe(1);
    expect(editDistance('zilkr', 'zilker', 2)).toBe(1);
    expect(editDistance('pickelball', 'pickleball', 2)).toBe(1);
    expect(editDistance('soccer', 'hockey', 2)).toBe(3);
    expect(editDistance('run', 'tournament', 2)).toBe(3);
  });

  it('picks the closest other listed word, then the more common one, and leaves far words alone', () => {
    const candidates = [
      { query: 'jmaes', word: 'james', docs: 10 },
      { query: 'jmaes', word: 'jamie', docs: 50 },
      { query: 'runs', word: 'runs', docs: 3 },
      { query: 'runs', word: 'run', docs: 90 },
      { query: 'leauge', word: 'league', docs: 5 },
      { query: 'leauge', word: 'leagues', docs: 500 },
      { query: 'zzzz', word: 'pizza', docs: 5 },
      { query: 'zeph', word: 'zephyrine', docs: 1 },
    ];
    const picked = pickCorrections(['jmaes', 'runs', 'leauge', 'zzzz', 'zeph'], candidates);
    expect(Object.fromEntries(picked)).toEqual({
      jmaes: 'james',
      runs: 'run',
      leauge: 'league',
      zeph: 'zephyrine',
    });
  });

  it('answers the same whether or not the list holds the word itself (it may come from a row the viewer cannot see)', () => {
    const others = [{ query: 'smithe', word: 'smith', docs: 40 }];
    const withHidden = [{ query: 'smithe', word: 'smithe', docs: 1 }, ...others];
    expect(pickCorrections(['smithe'], withHidden)).toEqual(pickCorrections(['smithe'], others));
    expect(pickCorrections(['smithe'], withHidden).get('smithe')).toBe('smith');
  });

  it('corrects words of 3+ letters in place, keeping operators and quotes as typed', () => {
    expect(correctableWords('Baskteball @ "Zilkr" -of 3v3 42')).toEqual(['baskteball', 'zilkr', '3v3']);
    const fixed = applyCorrections(
      'Baskteball "Zilkr" -ni',
      new Map([
        ['baskteball', 'basketball'],
        ['zilkr', 'zilker'],
      ]),
    );
    expect(fixed).toBe('basketball "zilker" -ni');
  });
});
