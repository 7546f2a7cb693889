import type { ClientRecord } from '../../shared/programs/clients.js';
import type { RewardEntry, RewardRecord } from '../../shared/rewards/reward-catalogue.js';
import { ageAt, availableTo, closedReason, isActive, meetsAge, meetsTier, redeemableBy, type MemberStanding } from '../../shared/rewards/reward-eligibility.js';
import { DEFAULT_SETTINGS } from '../../shared/programs/settings.js';
import type { MemberRecord } from '../../shared/member-store/index.js';

const NOW = 1_750_000_000;
const at = (iso: string) => Math.floor(Date.parse(iso) / 1000);

const reward = (fields: Partial<RewardRecord> = {}): RewardRecord =>
  ({
    id: 1,
    client_id: 'c',
    segment_ids: null,
    title: 'R',
    num_points: 100,
    is_enabled: 1,
    is_active: true,
    no_end_date: 0,
    date_start: null,
    date_end: null,
    date_end_redeemable: null,
    is_locked: 0,
    is_hidden: 0,
    min_tier_id: null,
    is_min_age_required: 0,
    min_age: null,
    max_per_user: null,
    variation_ids: [],
    ...fields,
  }) as RewardRecord;

const client: ClientRecord = {
  clientId: 'c',
  name: 'c',
  dateCreated: 0,
  settings: {
    ...DEFAULT_SETTINGS,
    tiers: {
      version: 2,
      timeframe: 'lifetime',
      timeframe_months: 12,
      period_start: 0,
      levels: [
        { id: 'silver', title: 'Silver', min_value: 500, max_value: null },
        { id: 'gold', title: 'Gold', min_value: 1000, max_value: null },
      ],
    },
  },
};
const SILVER = client.settings.tiers!.levels[0]!;
const GOLD = client.settings.tiers!.levels[1]!;
const member = { id: 1, client_id: 'c', date_of_birth: at('2000-06-15T00:00:00Z') } as unknown as MemberRecord;

describe('active rewards (spec 3, predicate 1)', () => {
  it('is active when enabled, started, not ended and not deactivated', () => {
    expect(isActive(reward({ date_start: NOW - 1, date_end: NOW + 1 }), NOW)).toBe(true);
  });

  it.each([
    ['disabled', { is_enabled: 0 as const }],
    ['deactivated', { is_active: false }],
    ['not started', { date_start: NOW + 1 }],
    ['ended', { date_end: NOW }],
  ])('is not active when %s', (_name, fields) => {
    expect(isActive(reward(fields), NOW)).toBe(false);
  });

  it('ignores a past end date when no_end_date is 1', () => {
    expect(isActive(reward({ date_end: NOW - 10, no_end_date: 1 }), NOW)).toBe(true);
  });

  it('closes a locked reward or one past date_end_redeemable to redemption, with a reason', () => {
    expect(closedReason(reward({ is_locked: 1 }), NOW)).toBe('reward is locked');
    expect(closedReason(reward({ date_end_redeemable: NOW - 1 }), NOW)).toBe('reward can no longer be redeemed');
    expect(closedReason(reward({ is_enabled: 0 }), NOW)).toBe('reward is not active');
    expect(closedReason(reward(), NOW)).toBeNull();
  });
});

describe('age', () => {
  it('counts full years on the UTC calendar, turning over on the birthday', () => {
    const born = at('2000-06-15T00:00:00Z');
    expect(ageAt(born, at('2018-06-14T23:59:59Z'))).toBe(17);
    expect(ageAt(born, at('2018-06-15T00:00:00Z'))).toBe(18);
    expect(ageAt(at('1950-01-01T00:00:00Z'), at('2025-01-01T00:00:00Z'))).toBe(75);
  });

  it('needs a date of birth and the age reached when min_age applies', () => {
    const adultsOnly = reward({ is_min_age_required: 1, min_age: 18 });
    expect(meetsAge(adultsOnly, member, at('2018-06-15T00:00:00Z'))).toBe(true);
    expect(meetsAge(adultsOnly, member, at('2018-06-14T00:00:00Z'))).toBe(false);
    expect(meetsAge(adultsOnly, { ...member, date_of_birth: null }, NOW)).toBe(false);
    expect(meetsAge(reward({ min_age: 99 }), member, NOW)).toBe(true);
  });
});

describe('min_tier_id', () => {
  it('holds when the member level starts at or above the required one', () => {
    expect(meetsTier(client, reward({ min_tier_id: 'silver' }), GOLD)).toBe(true);
    expect(meetsTier(client, reward({ min_tier_id: 'silver' }), SILVER)).toBe(true);
    expect(meetsTier(client, reward({ min_tier_id: 'gold' }), SILVER)).toBe(false);
  });

  it('fails without a member level, for an unknown tier id, and for a client without tiers', () => {
    expect(meetsTier(client, reward({ min_tier_id: 'silver' }), null)).toBe(false);
    expect(meetsTier(client, reward({ min_tier_id: 'platinum' }), GOLD)).toBe(false);
    expect(meetsTier({ ...client, settings: DEFAULT_SETTINGS }, reward({ min_tier_id: 'silver' }), GOLD)).toBe(false);
    expect(meetsTier(client, reward(), null)).toBe(true);
  });
});

describe('availability to a member', () => {
  const entry = (fields: Partial<RewardRecord> = {}, current = 5): RewardEntry => ({
    reward: reward(fields),
    variation: null,
    stock: { total_quantity: 10, current_quantity: current, total_coupons: 0, remaining_coupons: 0 },
  });
  const standing: MemberStanding = { member, level: SILVER, points: 150, redeemed: new Map([[1, 2]]), segmentIds: new Set(['3']) };

  it('needs units left and the member under max_per_user', () => {
    expect(availableTo(client, entry(), standing, NOW)).toBe(true);
    expect(availableTo(client, entry({}, 0), standing, NOW)).toBe(false);
    expect(availableTo(client, entry({ max_per_user: 2 }), standing, NOW)).toBe(false);
    expect(availableTo(client, entry({ max_per_user: 3 }), standing, NOW)).toBe(true);
  });

  it('leaves hidden and locked rewards out unless listed for display', () => {
    expect(availableTo(client, entry({ is_hidden: 1 }), standing, NOW)).toBe(false);
    expect(availableTo(client, entry({ is_locked: 1 }), standing, NOW, true)).toBe(true);
  });

  it('keeps a reward for segments to members of one of them', () => {
    expect(availableTo(client, entry({ segment_ids: ['2', '3'] }), standing, NOW)).toBe(true);
    expect(availableTo(client, entry({ segment_ids: ['2'] }), standing, NOW)).toBe(false);
    expect(availableTo(client, entry({ segment_ids: null }), { ...standing, segmentIds: new Set() }, NOW)).toBe(true);
  });

  it('adds the price to what redeemable_by checks', () => {
    expect(redeemableBy(client, entry({ num_points: 150 }), standing, NOW)).toBe(true);
    expect(redeemableBy(client, entry({ num_points: 151 }), standing, NOW)).toBe(false);
  });
});
