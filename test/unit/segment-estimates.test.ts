import { estimateCount } from '../../shared/segments/segment-estimates.js';

describe('a count estimated from a random sample', () => {
  it('is exact when the sample is the whole program', () => {
    expect(estimateCount(37, 120, 120)).toEqual({ member_count: 37, low: 37, high: 37 });
  });

  it('scales the share to the program with a 95% range of about ±3.1% of it at a share of one half from 1,000 members', () => {
    const { member_count, low, high } = estimateCount(500, 1_000, 100_000);
    expect(member_count).toBe(50_000);
    expect(50_000 - low).toBeGreaterThan(3_000);
    expect(50_000 - low).toBeLessThan(3_200);
    expect(high - 50_000).toBeGreaterThan(3_000);
    expect(high - 50_000).toBeLessThan(3_200);
  });

  it('keeps a range above zero when the sample found no one, and never below what it saw or above what it left unread', () => {
    const none = estimateCount(0, 1_000, 100_000);
    const all = estimateCount(1_000, 1_000, 100_000);
    expect(none.member_count).toBe(0);
    expect(none.low).toBe(0);
    expect(none.high).toBeGreaterThan(300);
    expect(none.high).toBeLessThan(500);
    expect(all.high).toBe(100_000);
    expect(estimateCount(3, 10, 12)).toMatchObject({ low: expect.any(Number) });
    expect(estimateCount(3, 10, 12).low).toBeGreaterThanOrEqual(3);
    expect(estimateCount(3, 10, 12).high).toBeLessThanOrEqual(5);
  });

  it('narrows as the sample nears the whole program', () => {
    const half = estimateCount(500, 1_000, 2_000);
    const most = estimateCount(950, 1_900, 2_000);
    expect(most.high - most.low).toBeLessThan(half.high - half.low);
  });
});
