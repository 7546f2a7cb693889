import { jest } from '@jest/globals';
import * as z from 'zod';
import { CorruptItemError, itemDecoder, type DecodesExactly } from '../../shared/data/item-decoder.js';
import { dataEvents } from '../../shared/data/data-events.js';

/** A member-like item type: fixed attributes, and any profile field beside them. */
const ThingItem = z
  .object({
    client_id: z.string(),
    id: z.number(),
    total_points: z.number(),
    nickname: z.string().optional(),
  })
  .catchall(z.unknown());
const decodeThing = itemDecoder('thing', ThingItem);

// What tsc checks of a record type declared apart from its schema: any drift fails to compile.
interface Thing {
  client_id: string;
  id: number;
  total_points: number;
  nickname?: string;
  [field: string]: unknown;
}
const Plain = z.object({ a: z.number(), b: z.string().optional() });
true satisfies DecodesExactly<typeof ThingItem, Thing>;
// @ts-expect-error an optional attribute the record lacks is drift too
true satisfies DecodesExactly<typeof Plain, { a: number }>;
// @ts-expect-error so is a required attribute the schema makes optional
true satisfies DecodesExactly<typeof Plain, { a: number; b: string }>;

/** What the decoder reports for the entry points to log (shared/http/telemetry.ts). */
const silencedErrors = () => jest.spyOn(dataEvents, 'corruptItem').mockImplementation(() => undefined);

const KEYS = { PK: 'CLIENT#c1#MEMBER#7', SK: 'MEMBER', GSI1PK: 'RANK#c1#0', GSI1SK: '000100#7', GSI2PK: 'X', GSI2SK: 'Y', type: 'thing' };

describe('item decoder', () => {
  let errors: ReturnType<typeof silencedErrors>;
  beforeEach(() => {
    errors = silencedErrors();
  });
  afterEach(() => errors.mockRestore());

  it('decodes a well-formed item to its record, without the key attributes', () => {
    const record = decodeThing({ ...KEYS, client_id: 'c1', id: 7, total_points: 100, first_name: 'Ada' });

    expect(record).toEqual({ client_id: 'c1', id: 7, total_points: 100, first_name: 'Ada' });
    expect(errors).not.toHaveBeenCalled();
  });

  it('decodes an item of a schema that keeps only what it declares without its key attributes, or anything undeclared', () => {
    const decodePlain = itemDecoder('plain', Plain);

    expect(decodePlain({ ...KEYS, a: 1, b: 'x', extra: true })).toEqual({ a: 1, b: 'x' });
  });

  it('decodes an item of a union of objects without the key attributes', () => {
    const decodeEither = itemDecoder('either', z.union([z.object({ a: z.number() }).catchall(z.unknown()), z.object({ b: z.string() })]));

    expect(decodeEither({ ...KEYS, a: 1, note: 'kept' })).toEqual({ a: 1, note: 'kept' });
  });

  it('refuses a string where a number is stored, reporting the item type, PK, SK and the path', () => {
    const read = () => decodeThing({ ...KEYS, client_id: 'c1', id: 7, total_points: '100' });

    expect(read).toThrow(CorruptItemError);
    expect(read).toThrow('corrupt thing item at total_points');
    expect(errors).toHaveBeenCalledWith(
      expect.objectContaining({ item_type: 'thing', PK: 'CLIENT#c1#MEMBER#7', SK: 'MEMBER', path: 'total_points' }),
    );
  });

  it('refuses an item missing a required attribute', () => {
    const read = () => decodeThing({ ...KEYS, client_id: 'c1', total_points: 100 });

    expect(read).toThrow(CorruptItemError);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors.mock.calls[0]?.[0]).toMatchObject({ item_type: 'thing', PK: KEYS.PK, SK: KEYS.SK, path: 'id' });
  });

  it('refuses a wrong type in an optional attribute, and names no key in the error itself', () => {
    let thrown: unknown;
    try {
      decodeThing({ ...KEYS, client_id: 'c1', id: 7, total_points: 100, nickname: 42 });
    } catch (error) {
      thrown = error;
    }

    expect(thrown).toBeInstanceOf(CorruptItemError);
    expect((thrown as CorruptItemError).message).not.toContain(KEYS.PK);
    expect(thrown).toMatchObject({ itemType: 'thing', path: 'nickname' });
  });
});
