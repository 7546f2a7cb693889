import { FREE_JSON_MAX_BYTES, FreeJson, freeJsonProblem } from '../../shared/support/free-json.js';
import { fitsInKey, MAX_KEY_PART_BYTES } from '../../shared/data/keys.js';

const nested = (depth: number): unknown => {
  let value: unknown = 1;
  for (let level = 0; level < depth; level++) value = { a: value };
  return value;
};

describe('free JSON', () => {
  it('takes scalars, arrays and objects up to 10 levels deep', () => {
    expect([null, 1, 'x', true, [], {}, nested(10), [[[[[[[[[[1]]]]]]]]]]].map(freeJsonProblem)).toEqual(Array(8).fill(undefined));
  });

  it('refuses 11 levels, of objects or arrays', () => {
    expect(freeJsonProblem(nested(11))).toBe('nests deeper than 10 levels');
    expect(freeJsonProblem([[[[[[[[[[[1]]]]]]]]]]])).toBe('nests deeper than 10 levels');
  });

  it('inspects a value nested 100,000 deep without recursion', () => {
    expect(freeJsonProblem(nested(100_000))).toBe('nests deeper than 10 levels');
  });

  it.each(['__proto__', 'constructor', 'prototype'])('refuses the key %s at any depth', (key) => {
    const value = JSON.parse(`{"a":[{"b":{"${key}":{"x":1}}}]}`);

    expect(freeJsonProblem(value)).toBe(`key ${key} is not allowed`);
    expect(FreeJson.safeParse(value).success).toBe(false);
  });

  it('refuses more than 8 KiB of JSON, counted in UTF-8 bytes', () => {
    const fits = { t: 'x'.repeat(FREE_JSON_MAX_BYTES - 10) };
    const multiByte = { t: '€'.repeat(FREE_JSON_MAX_BYTES / 3 + 1) };

    expect(freeJsonProblem(fits)).toBeUndefined();
    expect(freeJsonProblem(multiByte)).toBe('is larger than 8 KiB');
  });
});

describe('identifiers in keys', () => {
  it('counts bytes, not characters', () => {
    expect(fitsInKey('a'.repeat(MAX_KEY_PART_BYTES))).toBe(true);
    expect(fitsInKey('é'.repeat(MAX_KEY_PART_BYTES / 2 + 1))).toBe(false);
    expect(fitsInKey('a'.repeat(MAX_KEY_PART_BYTES + 1))).toBe(false);
  });
});
