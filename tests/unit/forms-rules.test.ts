import { describe, expect, it } from 'vitest';
import { answerText, answersSchema, newField, parseDrawing, type FormField } from '@/lib/forms/fields';
import { csvCell, nextPayment, paymentStatusOf, toCsv, windowState } from '@/lib/forms/rules';
import { saveFormSchema } from '@/lib/forms/schema';

describe('fees', () => {
  it('asks for the deposit first, then the balance, then nothing', () => {
    const fee = { priceCents: 6000, depositCents: 2000 };
    expect(nextPayment(fee, 0)).toEqual({ kind: 'DEPOSIT', amountCents: 2000 });
    expect(nextPayment(fee, 2000)).toEqual({ kind: 'BALANCE', amountCents: 4000 });
    expect(nextPayment(fee, 6000)).toBeNull();
    expect(nextPayment({ priceCents: 6000, depositCents: null }, 0)).toEqual({
      kind: 'FULL',
      amountCents: 6000,
    });
    expect(nextPayment({ priceCents: 0, depositCents: null }, 0)).toBeNull();
  });

  it('names the status from what is due and paid', () => {
    expect(paymentStatusOf(0, 0)).toBe('NOT_REQUIRED');
    expect(paymentStatusOf(6000, 0)).toBe('UNPAID');
    expect(paymentStatusOf(6000, 2000)).toBe('PARTIALLY_PAID');
    expect(paymentStatusOf(6000, 6000)).toBe('PAID');
    expect(paymentStatusOf(6000, 6000, true)).toBe('REFUNDED');
  });
});

describe('when a form takes submissions', () => {
  const now = new Date('2027-01-10T12:00:00Z');
  const base = { opensAt: null, closesAt: null, closed: false, capacity: null };
  it('is open by default, and closed, not yet open or full when the settings say so', () => {
    expect(windowState(base, now, 0)).toBe('open');
    expect(windowState({ ...base, closed: true }, now, 0)).toBe('closed');
    expect(windowState({ ...base, closesAt: new Date('2027-01-10T12:00:00Z') }, now, 0)).toBe('closed');
    expect(windowState({ ...base, opensAt: new Date('2027-01-11T00:00:00Z') }, now, 0)).toBe('notYet');
    expect(windowState({ ...base, capacity: 2 }, now, 1)).toBe('open');
    expect(windowState({ ...base, capacity: 2 }, now, 2)).toBe('full');
  });
});

describe('CSV', () => {
  it('quotes separators and quotes, and defuses spreadsheet formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('-5')).toBe("'-5");
    expect(
      toCsv([
        ['a', 'b'],
        ['1', 'line\nbreak'],
      ]),
    ).toBe('a,b\r\n1,"line\nbreak"\r\n');
  });
});

describe('fields', () => {
  it('refuses a drawn signature that is empty, a dot, or off the pad', () => {
    expect(parseDrawing('[[[1,1],[5,5]]]')).not.toBeNull();
    expect(parseDrawing('[[[1,1]]]')).toBeNull();
    expect(parseDrawing('[]')).toBeNull();
    expect(parseDrawing('[[[1,1],[5000,5]]]')).toBeNull();
    expect(parseDrawing('not json')).toBeNull();
  });

  it('leaves optional fields empty but refuses unknown choices', () => {
    const fields: FormField[] = [
      { ...newField('select', 'size'), required: false, options: ['S', 'M'] },
      { ...newField('checkbox', 'news'), required: false },
    ];
    expect(answersSchema(fields).safeParse({ size: '', news: false }).success).toBe(true);
    expect(answersSchema(fields).safeParse({ size: 'XL' }).success).toBe(false);
    expect(answerText(fields[1]!, true)).toBe('Yes');
  });

  it('makes the builder list every choice and need a signature beside a waiver', () => {
    const base = {
      title: 'T',
      price: '',
      audience: 'ANYONE' as const,
      closed: false,
    };
    const choice = { ...newField('select', 'a'), options: [] };
    expect(saveFormSchema.safeParse({ ...base, fields: [choice] }).success).toBe(false);
    const waiver = { ...newField('waiver', 'w'), waiverText: 'Text' };
    expect(saveFormSchema.safeParse({ ...base, fields: [waiver] }).success).toBe(false);
    expect(saveFormSchema.safeParse({ ...base, fields: [waiver, newField('signature', 's')] }).success).toBe(
      true,
    );
  });
});
