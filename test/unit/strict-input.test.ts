import * as z from 'zod';
import { strictInput } from '../../shared/http/strict-input.js';

const Line = z.object({ id: z.string(), quantity: z.number().min(0) });
const Body = z
  .object({
    receipt_id: z.string(),
    items: z.array(Line).optional(),
    custom_data: z.record(z.string(), z.unknown()).optional(),
    settings: z.object({ tiers: z.object({ levels: z.array(Line) }).nullable() }).default({ tiers: null }),
  })
  .refine((body) => body.receipt_id !== 'void', { message: 'must not be void', path: ['receipt_id'] })
  .transform((body) => ({ ...body, seen: true }));

const unknownKeys = (result: { success: boolean; error?: z.ZodError }) =>
  result.error?.issues.filter((issue) => issue.code === 'unrecognized_keys').map((issue) => [issue.path.join('.'), issue.keys]);

describe('strictInput', () => {
  it('refuses an undeclared key at the top and in objects nested in arrays, nullables and defaults', () => {
    const result = strictInput(Body).safeParse({ receipt_id: 'r', extra: 1, items: [{ id: 'a', quantity: 1, sku: 'S' }], settings: { tiers: { levels: [{ id: 'b', quantity: 0, min: 1 }] } } });

    expect(unknownKeys(result)).toEqual([
      ['items.0', ['sku']],
      ['settings.tiers.levels.0', ['min']],
      ['', ['extra']],
    ]);
  });

  it('keeps refinements, transforms, defaults and free-JSON records as they were', () => {
    const strict = strictInput(Body);

    expect(strict.parse({ receipt_id: 'r', custom_data: { any: { nested: 1 } } })).toEqual({ receipt_id: 'r', custom_data: { any: { nested: 1 } }, settings: { tiers: null }, seen: true });
    expect(strict.safeParse({ receipt_id: 'void' }).error?.issues[0]?.message).toBe('must not be void');
  });

  it('leaves the schema it was given as it was, and answers the same strict schema each time', () => {
    expect(Body.safeParse({ receipt_id: 'r', extra: 1 }).success).toBe(true);
    expect(strictInput(Body)).toBe(strictInput(Body));
  });

  it('refuses keys of the variant chosen in a union', () => {
    const Either = strictInput(z.discriminatedUnion('kind', [z.object({ kind: z.literal('a'), x: z.number() }), z.object({ kind: z.literal('b'), y: z.number() })]));

    expect(Either.safeParse({ kind: 'b', y: 1 }).success).toBe(true);
    expect(Either.safeParse({ kind: 'a', x: 1, y: 2 }).success).toBe(false);
  });
});
