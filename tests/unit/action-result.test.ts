import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldError, invalid } from '@/lib/action-result';

describe('invalid()', () => {
  it('groups zod issues by field path for the form', () => {
    const schema = z.object({
      name: z.string().min(2, 'too short'),
      address: z.object({ city: z.string().min(1, 'city') }),
    });
    const result = schema.safeParse({ name: 'a', address: { city: '' } });
    expect(result.success).toBe(false);
    expect(invalid(result.error!)).toEqual({
      ok: false,
      fieldErrors: { name: ['too short'], 'address.city': ['city'] },
    });
  });
});

describe('fieldError()', () => {
  it('puts one message under one field, as the forms read it', () => {
    expect(fieldError('slug', 'That address is taken')).toEqual({
      ok: false,
      fieldErrors: { slug: ['That address is taken'] },
    });
  });
});
