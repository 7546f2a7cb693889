import { ADMIN_HEADERS, call, unique } from './api.js';

/** Operator calls that set up a rewards catalogue for a test client. */

/** Tiers V2 by lifetime points: bronze from 0, silver from 500, gold from 1000. */
export const BRONZE_SILVER_GOLD = {
  version: 2,
  levels: [
    { id: 'bronze', title: 'Bronze', min_value: 0 },
    { id: 'silver', title: 'Silver', min_value: 500 },
    { id: 'gold', title: 'Gold', min_value: 1000 },
  ],
};
export const YEAR = 365 * 86_400;

export { SHIPPING } from '../launch/shipping-address.js';

export async function adminCall(method: string, path: string, body?: unknown) {
  return call(method, `/admin/v1/clients/${path}`, { headers: ADMIN_HEADERS, body });
}

async function expectStatus(promise: ReturnType<typeof adminCall>, status: number) {
  const res = await promise;
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A reward with sensible defaults (100 points, 10 units, active); overrides replace fields. */
export const createReward = (clientId: string, overrides: Record<string, unknown> = {}) =>
  expectStatus(
    adminCall('POST', `${clientId}/rewards`, {
      title: unique('Reward '),
      num_points: 100,
      ...(overrides.coupon_category_id || overrides.variations ? {} : { total_quantity: 10 }),
      ...overrides,
    }),
    201,
  );

export const createCategory = (clientId: string, name: string) => expectStatus(adminCall('POST', `${clientId}/reward_categories`, { name }), 201);

export const createCouponCategory = (clientId: string, name: string, expirationDays: number | null = null) =>
  expectStatus(adminCall('POST', `${clientId}/coupon_categories`, { name, expiration_days: expirationDays }), 201);

export const addCodes = (clientId: string, rewardId: string, codes: string[]) =>
  expectStatus(adminCall('POST', `${clientId}/rewards/${rewardId}/codes`, { codes }), 201);

/** A code reward with `count` fresh codes in its pool. Returns the reward and its codes. */
export async function createCodeReward(clientId: string, count: number, overrides: Record<string, unknown> = {}, expirationDays: number | null = null) {
  const category = await createCouponCategory(clientId, unique('Coupons '), expirationDays);
  const reward = await createReward(clientId, { coupon_category_id: category.id, ...overrides });
  const codes = Array.from({ length: count }, () => unique('CODE-'));
  if (count > 0) await addCodes(clientId, reward.id, codes);
  return { reward, codes, category };
}

export const readReward = (clientId: string, rewardId: string) => expectStatus(adminCall('GET', `${clientId}/rewards/${rewardId}`), 200);

export function redeem(
  apiKey: string,
  memberId: number | string,
  body: Record<string, unknown>,
  options: { headers?: Record<string, string>; idType?: string } = {},
) {
  return call('POST', `/v2/users/${memberId}/redemption`, { query: { api_key: apiKey, id_type: options.idType }, body, headers: options.headers });
}
