import fc from 'fast-check';
import { FREE_JSON_MAX_BYTES, FreeJson, freeJson, freeJsonProblem } from '../../shared/support/free-json.js';
import { tableNumberProblem } from '../../shared/support/table-numbers.js';
import { fitsInKey, MAX_KEY_PART_BYTES } from '../../shared/data/keys.js';

const nested = (depth: number): unknown => {
  let value: unknown = 1;
  for (let level = 0; level < depth; level++) value = { a: value };
  return value;
};

const message = (value: unknown) => freeJsonProblem(value)?.message;

describe('free JSON', () => {
  it('takes scalars, arrays and objects up to 10 levels deep', () => {
    expect([null, 1, 'x', true, [], {}, nested(10), [[[[[[[[[[1]]]]]]]]]]].map((value) => freeJsonProblem(value))).toEqual(Array(8).fill(undefined));
  });

  it('refuses 11 levels, of objects or arrays', () => {
    expect(message(nested(11))).toBe('nests deeper than 10 levels');
    expect(message([[[[[[[[[[[1]]]]]]]]]]])).toBe('nests deeper than 10 levels');
  });

  it('inspects a value nested 100,000 deep without recursion', () => {
    expect(message(nested(100_000))).toBe('nests deeper than 10 levels');
  });

  it.each(['__proto__', 'constructor', 'prototype'])('refuses the key %s at any depth, naming where it is', (key) => {
    const value = JSON.parse(`{"a":[{"b":{"${key}":{"x":1}}}]}`);

    expect(freeJsonProblem(value)).toEqual({ path: ['a', 0, 'b'], message: `key ${key} is not allowed` });
    expect(FreeJson.safeParse(value).success).toBe(false);
  });

  it('refuses more than 8 KiB of JSON, counted in UTF-8 bytes', () => {
    const fits = { t: 'x'.repeat(FREE_JSON_MAX_BYTES - 10) };
    const multiByte = { t: '€'.repeat(FREE_JSON_MAX_BYTES / 3 + 1) };

    expect(freeJsonProblem(fits)).toBeUndefined();
    expect(message(multiByte)).toBe('is larger than 8 KiB');
  });

  it.each([1e308, -1e308, 1e-320, -1e-131, 2 ** 53 + 2, -(2 ** 53), Number.MAX_VALUE, Number.MIN_VALUE])(
    'refuses the number %p anywhere in it, naming where it is',
    (n) => {
      expect(freeJsonProblem({ list: [1, { n }] })).toEqual({ path: ['list', 1, 'n'], message: expect.stringContaining('is not a number that can be stored') });
      expect(freeJsonProblem(n)).toEqual({ path: [], message: expect.stringContaining(String(n)) });
    },
  );

  it.each([0, -0, 1e-130, -1e-130, 0.1 + 0.2, 1 / 3, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 9_007_199_254_740.5])('takes the number %p', (n) => {
    expect(freeJsonProblem({ n, list: [n] })).toBeUndefined();
  });

  it('refuses an empty key and a key over 255 UTF-8 bytes, and takes 1 to 255 bytes', () => {
    expect(freeJsonProblem({ a: { '': 1 } })).toEqual({ path: ['a'], message: 'keys must be 1 to 255 bytes; one is empty' });
    expect(freeJsonProblem({ ['k'.repeat(70 * 1024)]: 1 })).toEqual({ path: [], message: 'keys must be 1 to 255 bytes; one has 71680' });
    expect(message({ ['é'.repeat(128)]: 1 })).toBe('keys must be 1 to 255 bytes; one has 256');
    expect(freeJsonProblem({ k: 1, ['k'.repeat(255)]: 1, ['é'.repeat(127)]: 1 })).toBeUndefined();
  });

  it('reports a problem at its place under the field, so the answer names the field path', () => {
    const Body = FreeJson;

    const result = Body.safeParse({ a: [{ b: 1e-320 }] });

    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['a', 0, 'b'], message: expect.stringContaining('1e-320') });
  });

  it('applies the same rules under other bounds: 16 levels and no size bound for a reward', () => {
    const Reward = freeJson({ maxDepth: 16 });

    expect(Reward.safeParse(nested(16)).success).toBe(true);
    expect(Reward.safeParse({ t: 'x'.repeat(4 * FREE_JSON_MAX_BYTES) }).success).toBe(true);
    expect(Reward.safeParse(nested(17)).success).toBe(false);
    expect(Reward.safeParse({ n: 1e308 }).success).toBe(false);
    expect(Reward.safeParse({ '': 1 }).success).toBe(false);
  });
});

describe('numbers the table can store', () => {
  it('are 0, or between 1e-130 and 2^53 - 1 in magnitude', () => {
    expect([0, -0, 1e-130, 1.5, -2.25e-100, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER].map(tableNumberProblem)).toEqual(Array(7).fill(undefined));
    expect([Number.NaN, Number.POSITIVE_INFINITY, 1e-131, 2 ** 53, 1e126, -1e308].every((n) => tableNumberProblem(n) !== undefined)).toBe(true);
  });

  it('never need more than the 38 significant digits DynamoDB keeps: a double is written with at most 17', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (n) => {
        // Significant digits: leading and trailing zeros are not kept (DynamoDB trims them too).
        const digits = String(Math.abs(n)).split('e')[0]!.replace('.', '').replace(/^0+|0+$/g, '');
        expect(digits.length).toBeLessThanOrEqual(17);
      }),
      { numRuns: 2_000 },
    );
  });
});

describe('identifiers in keys', () => {
  it('counts bytes, not characters', () => {
    expect(fitsInKey('a'.repeat(MAX_KEY_PART_BYTES))).toBe(true);
    expect(fitsInKey('é'.repeat(MAX_KEY_PART_BYTES / 2 + 1))).toBe(false);
    expect(fitsInKey('a'.repeat(MAX_KEY_PART_BYTES + 1))).toBe(false);
  });
});
