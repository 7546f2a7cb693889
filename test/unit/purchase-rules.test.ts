import { Amount, ddMonYy, purchasePoints, sameAmount } from '../../shared/purchases/purchase-rules.js';

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

  it.each([
    [Date.UTC(2026, 0, 5, 23, 59) / 1000, '05-JAN-26'],
    [Date.UTC(2025, 11, 31) / 1000, '31-DEC-25'],
    [Date.UTC(2030, 8, 1, 0, 0, 1) / 1000, '01-SEP-30'],
  ])('formats %p as %p (UTC, upper-case month)', (at, text) => {
    expect(ddMonYy(at)).toBe(text);
  });
});
