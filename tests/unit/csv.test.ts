import { describe, expect, it } from 'vitest';
import { toCsv } from '@/lib/billing/csv';

describe('toCsv', () => {
  it('quotes every field, doubles quotes, ends lines with CRLF', () => {
    expect(toCsv(['Date', 'Description'], [['2026-11-25', 'The "Sunday" run, Austin']])).toBe(
      '"Date","Description"\r\n"2026-11-25","The ""Sunday"" run, Austin"\r\n',
    );
  });

  it('keeps negative amounts as numbers but defuses formulas', () => {
    expect(toCsv(['a', 'b', 'c'], [['-15.00', '=HYPERLINK("x")', '@SUM(A1)']])).toBe(
      '"a","b","c"\r\n"-15.00","\'=HYPERLINK(""x"")","\'@SUM(A1)"\r\n',
    );
  });
});
