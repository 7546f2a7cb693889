import { indexWrites, itemBytes, valueBytes } from '../../local/write-bill.js';

describe('write units as DynamoDB bills them', () => {
  it('sizes an item as names plus values: strings by UTF-8 bytes, numbers by significant digits, maps and lists with their overhead', () => {
    expect(itemBytes({ name: 'abc' })).toBe(7);
    expect(itemBytes({ café: 'é' })).toBe(5 + 2);
    expect(valueBytes(123)).toBe(3);
    expect(valueBytes(1_000_000)).toBe(2);
    expect(valueBytes(-12.5)).toBe(3);
    expect(valueBytes(true)).toBe(1);
    expect(valueBytes(null)).toBe(1);
    expect(valueBytes({})).toBe(3);
    expect(valueBytes({ a: 'xy' })).toBe(3 + 1 + 2 + 1);
    expect(valueBytes(['xy', 1])).toBe(3 + 2 + 1 + 2 + 1);
    expect(valueBytes(new Set(['ab', 'cde']))).toBe(5);
  });

  const keys = { PK: 'CLIENT#c#MEMBER#1', SK: 'PROFILE' };
  it('writes an index when an item enters, leaves or moves in it, and a keys-only index only when its keys change', () => {
    const ranked = { ...keys, GSI1PK: 'RANK#0', GSI1SK: '0010', points: 10 };
    expect(indexWrites(undefined, ranked)).toEqual({ units: 1, writes: ['GSI1 put'] });
    expect(indexWrites(ranked, undefined)).toEqual({ units: 1, writes: ['GSI1 delete'] });
    expect(indexWrites(ranked, { ...ranked, GSI1SK: '0020', points: 20 })).toEqual({ units: 2, writes: ['GSI1 move'] });
    // GSI1 projects every attribute: a changed attribute rewrites the entry.
    expect(indexWrites(ranked, { ...ranked, note: 'x' })).toEqual({ units: 1, writes: ['GSI1 rewrite'] });
    const directory = { ...keys, GSI3PK: 'DIR#0', GSI3SK: 'a', name: 'Ann' };
    // GSI3 keeps keys only: another attribute changing writes nothing to it.
    expect(indexWrites(directory, { ...directory, name: 'Anne' })).toEqual({ units: 0, writes: [] });
    expect(indexWrites(directory, { ...directory, GSI3SK: 'b' })).toEqual({ units: 2, writes: ['GSI3 move'] });
  });

  it('bills an index entry by the KB, its keys and 100 bytes included', () => {
    const large = { ...keys, GSI1PK: 'P', GSI1SK: 'S', text: 'x'.repeat(1_000) };
    expect(indexWrites(undefined, large).units).toBe(2);
  });
});
