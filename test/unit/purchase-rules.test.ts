import { Amount, ddMonYy, Latitude, Longitude, MAX_AMOUNT, purchasePoints, sameAmount, utcDay } from '../../shared/purchases/purchase-rules.js';
import { ClientSettingsSchema, MAX_POINTS_PER_CURRENCY_UNIT } from '../../shared/programs/settings.js';
import { ClientSettingsInput } from '../../shared/programs/settings-input.js';

describe('purchase rules', () => {
  it.each([
    [19.99, 100, 1999],
    [19.99, 1, 19],
    [0.29, 100, 29],
    [120.75, 1, 120],
    [10, 2.5, 25],
    [0.5, 1, 0],
  ])('a total of %p at %p points per unit earns %p points (rounded down, no binary-fraction loss)', (total, rate, points) => {
    expect(purchasePoints(total, rate)).toBe(points);
  });

  it('compares money to the cent', () => {
    expect(sameAmount(12.5, 12.5)).toBe(true);
    expect(sameAmount(0.1 + 0.2, 0.3)).toBe(true);
    expect(sameAmount(42.5, 42.51)).toBe(false);
  });

  it('reads amounts given as numbers or decimal strings and refuses anything else', () => {
    expect(Amount.parse('12.50')).toBe(12.5);
    expect(Amount.parse(3)).toBe(3);
    expect(Amount.safeParse('12,50').success).toBe(false);
    expect(Amount.safeParse(-1).success).toBe(false);
  });

  it.each([0, -0, 0.01, 19.99, 12.5, '12.50', '12.500', ' 7 ', 1_000_000_000, '1000000000'])('takes the amount %p: at most 2 decimals, up to 1e9', (amount) => {
    expect(Amount.safeParse(amount).success).toBe(true);
  });

  it.each([
    [0.1 + 0.2, 0.3],
    [1.1 + 2.2, 3.3],
    [19.99 * 3, 59.97],
    [Array(500).fill(0.07).reduce((sum, price) => sum + price, 0), 35],
  ])('takes the binary sum %p as the cents it means, %p', (sum, amount) => {
    expect(Amount.parse(sum)).toBe(amount);
  });

  it.each([1e-320, '1e-320', 0.001, '0.001', 12.345, 0.005, 999_999_999.999, -0.01, 1_000_000_000.01, 1e10, '99999999999999999999', 1e308, 2 ** 53 + 2])(
    'refuses the amount %p',
    (amount) => {
      expect(Amount.safeParse(amount).success).toBe(false);
    },
  );

  it('names the rule an amount broke', () => {
    expect(Amount.safeParse(1e-320).error?.issues[0]?.message).toBe('must have at most 2 decimal places');
    expect(Amount.safeParse(1e10).error?.issues[0]?.message).toMatch(/1000000000/);
  });

  it.each([
    [Latitude, [90, -90, 0, -0, 40.712776, '40.712776', ' -90 ', '+45.5', '90.0']],
    [Longitude, [180, -180, 0, -74.005974, '-74.005974', '180']],
  ])('takes coordinates within range, as numbers or decimal strings, as sent (%#)', (schema, values) => {
    for (const value of values) expect(schema.parse(value)).toBe(typeof value === 'string' ? value.trim() : value);
  });

  it.each([
    [Latitude, [90.000001, -90.5, 91, '91', '-90.01', 1e308, -1e308, 1e-320, 2 ** 53 + 2, 'north', '', '1e1', 'NaN']],
    [Longitude, [180.000001, -181, '181', '-180.5', 1e308, 1e-320, 'east']],
  ])('refuses coordinates out of range, unstorable or not numbers (%#)', (schema, values) => {
    for (const value of values) expect([value, schema.safeParse(value).success]).toEqual([value, false]);
  });

  it('keeps the points of the largest purchase at the largest rate a safe integer', () => {
    const points = purchasePoints(MAX_AMOUNT, MAX_POINTS_PER_CURRENCY_UNIT);

    expect(points).toBe(1e15);
    expect(Number.isSafeInteger(points)).toBe(true);
  });

  it.each([0, 0.0001, 0.01, 1.25, 2.5, 1_000_000])('takes %p points per currency unit', (rate) => {
    expect(ClientSettingsInput.safeParse({ points_per_currency_unit: rate }).success).toBe(true);
  });

  it.each([1e-320, 1e-7, 0.00005, 0.33333, -1, 1_000_001, 1e308])('refuses %p points per currency unit', (rate) => {
    expect(ClientSettingsInput.safeParse({ points_per_currency_unit: rate }).success).toBe(false);
  });

  it('still reads a rate stored before rates were limited to 4 decimals', () => {
    expect(ClientSettingsSchema.parse({ points_per_currency_unit: 1 / 3 }).points_per_currency_unit).toBe(1 / 3);
  });

  it('compares purchase days for any time, also past what a Date holds', () => {
    const at = Date.UTC(2026, 2, 10, 15) / 1000;

    expect(utcDay(at)).toBe(utcDay(at - 14 * 3600));
    expect(utcDay(at)).not.toBe(utcDay(at + 9 * 3600));
    expect(utcDay(Number.MAX_SAFE_INTEGER)).not.toBe(utcDay(at));
  });

  it.each([
    [Date.UTC(2026, 0, 5, 23, 59) / 1000, '05-JAN-26'],
    [Date.UTC(2025, 11, 31) / 1000, '31-DEC-25'],
    [Date.UTC(2030, 8, 1, 0, 0, 1) / 1000, '01-SEP-30'],
  ])('formats %p as %p (UTC, upper-case month)', (at, text) => {
    expect(ddMonYy(at)).toBe(text);
  });
});
