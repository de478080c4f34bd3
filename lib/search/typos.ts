import { TYPO_MIN_CHARS } from './schema';

// Spelling correction for full-search: each query word is replaced by the closest other listed word, and the corrected text then searches the full-text index like any query (lib/search/service.ts).
// Candidates come from the database (pg_trgm over the small word list, see correctionsSql); the choice is made
// here by edit distance, where a swapped pair of letters counts as one edit ("baskteball" → "basketball").

/** The words of a query that may be corrected: letters and digits, lower case, TYPO_MIN_CHARS and longer. */
export function correctableWords(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.filter((w) => w.length >= TYPO_MIN_CHARS && /\p{L}/u.test(w)))];
}

/** Edit distance with adjacent transpositions (optimal string alignment), stopping early past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2] + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    prev2 = prev;
    prev = row;
  }
  return prev[b.length];
}

/** Edits a word of this length may be away from its correction: 1 up to 4 letters, else 2. */
const allowedEdits = (word: string) => (word.length <= 4 ? 1 : 2);

export type Candidate = { query: string; word: string; docs: number };

/**
 * The correction of each misspelled word: the candidate fewest edits away (within allowedEdits; a word of 4+
 * letters may also be the start of a listed word, as the search box is often left mid-word), then the one more
 * rows hold, then the more similar (candidates arrive most similar first). Words with no close candidate are
 * left out. Used only when the text as typed finds nothing the viewer may see.
 */
export function pickCorrections(words: string[], candidates: Candidate[]): Map<string, string> {
  const corrections = new Map<string, string>();
  for (const w of words) {
    // The word itself is never its own correction, listed or not: the list also holds words of rows the
    // viewer may not see (private games, hidden people), so whether it lists a word must not change the answer.
    const mine = candidates.filter((c) => c.query === w && c.word !== w);
    let best: { word: string; edits: number; docs: number } | null = null;
    for (const c of mine) {
      let edits = editDistance(w, c.word, allowedEdits(w));
      if (edits > allowedEdits(w) && w.length >= 4 && c.word.startsWith(w)) edits = allowedEdits(w);
      if (edits > allowedEdits(w)) continue;
      if (!best || edits < best.edits || (edits === best.edits && c.docs > best.docs))
        best = { word: c.word, edits, docs: c.docs };
    }
    if (best) corrections.set(w, best.word);
  }
  return corrections;
}

/** How many rows held the commonest of the corrected words when the list was counted. */
export function commonestDocs(corrections: Map<string, string>, candidates: Candidate[]): number {
  const chosen = new Set(corrections.values());
  return Math.max(0, ...candidates.filter((c) => chosen.has(c.word)).map((c) => c.docs));
}

/** The query with its corrected words replaced (the rest, operators and quotes included, as typed). */
export function applyCorrections(text: string, corrections: Map<string, string>): string {
  return text.replace(/[\p{L}\p{N}]+/gu, (w) => corrections.get(w.toLowerCase()) ?? w);
}
