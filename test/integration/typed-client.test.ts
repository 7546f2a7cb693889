import { createRewardsClient, type RewardsClient } from '../../clients/typescript/src/index.js';
import { checkAnswer } from '../helpers/contract.js';
import { unique } from '../helpers/api.js';
import { startLocalHttpServer } from '../helpers/local-server.js';

/**
 * The README's walk through, step by step, made with the typed client (clients/typescript) over
 * HTTP against the local server: what an integrating developer writes, compiled against the
 * generated types, and every answer held to the route's declaration.
 */

let base: string;
let closeServer: () => Promise<void>;
let operator: RewardsClient;

/** Sends every answer the client receives through the contract check the other tests use. */
const contractChecked = async (request: Request): Promise<Response> => {
  const requestBody = request.method === 'GET' ? undefined : await request.clone().text();
  const response = await fetch(request);
  const url = new URL(request.url);
  const text = await response.clone().text();
  await checkAnswer({
    method: request.method,
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    requestBody: requestBody ? JSON.parse(requestBody) : undefined,
    status: response.status,
    body: text ? JSON.parse(text) : undefined,
    headers: Object.fromEntries(response.headers),
  });
  return response;
};

beforeAll(async () => {
  ({ base, close: closeServer } = await startLocalHttpServer());
  operator = createRewardsClient({ baseUrl: base, operatorToken: process.env.ADMIN_TOKEN, fetch: contractChecked });
});
afterAll(() => closeServer());

describe('the README walk through, with the typed client', () => {
  it('runs from a new program to a member who leaves', async () => {
    // 1. A client program with two tiers.
    const program = await operator.POST('/admin/v1/clients', {
      body: {
        name: unique('Coffee Club '),
        settings: {
          tiers: {
            version: 2,
            timeframe: 'lifetime',
            levels: [
              { id: 'bronze', title: 'Bronze', min_value: 0 },
              { id: 'gold', title: 'Gold', min_value: 100 },
            ],
          },
        },
      },
    });
    expect(program.response.status).toBe(201);
    const clientId = program.data?.client_id ?? '';
    const api = createRewardsClient({ baseUrl: base, apiKey: program.data?.api_key, fetch: contractChecked });
    const byQuery = createRewardsClient({ baseUrl: base, apiKey: program.data?.api_key, apiKeyIn: 'query', fetch: contractChecked });

    // 2-3. A member, read by id and by e-mail.
    const email = `${unique('ada')}@example.com`;
    const created = await api.POST('/v2/users', {
      body: { first_name: 'Ada', last_name: 'Byron', date_of_birth: 631152000, email_address: email, postal_code: '10001' },
    });
    expect(created.response.status).toBe(200);
    const memberId = String(created.data?.id);
    const read = await api.GET('/v2/users/{user_id}', { params: { path: { user_id: memberId } } });
    const readByEmail = await byQuery.GET('/v2/users/{user_id}', { params: { path: { user_id: email }, query: { id_type: 'email' } } });
    expect(read.data?.email_address).toBe(email);
    expect(readByEmail.data?.id).toBe(created.data?.id);

    // 4. An activity worth 150 points once a day, credited twice with one Idempotency-Key, then again.
    const activity = await operator.POST('/admin/v1/clients/{client_id}/activities', {
      params: { path: { client_id: clientId } },
      body: { name: 'check_in', title: 'Check in at the store', num_points: 150, freq_cap: 1, freq_period_id: 2 },
    });
    const activityId = String(activity.data?.id);
    const checkIn = () =>
      api.POST('/v2/users/{user_id}/activities', {
        params: { path: { user_id: memberId }, header: { 'Idempotency-Key': 'visit-1' } },
        body: { activity_id: activityId },
      });
    const first = await checkIn();
    const repeat = await checkIn();
    const secondVisit = await api.POST('/v2/users/{user_id}/activities', { params: { path: { user_id: memberId } }, body: { activity_id: activityId } });
    expect(first.data).toEqual({ awarded: true, num_points: 150, reason: null });
    expect(repeat.data).toEqual(first.data);
    expect(secondVisit.data).toEqual({ awarded: false, num_points: 0, reason: 'freq_cap_reached' });

    // 5. Points and rank.
    const points = await api.GET('/v2/users/{user_id}/points', { params: { path: { user_id: memberId } } });
    const rank = await api.GET('/v2/users/{user_id}/rank', { params: { path: { user_id: memberId } } });
    expect(points.data).toMatchObject({ total_points: 150, redeemable_points: 150, fan_level: 'Gold' });
    expect(rank.data?.rank).toBe(1);

    // 6. A reward, the catalogue, a redemption retried with its key, and one too many.
    const reward = await operator.POST('/admin/v1/clients/{client_id}/rewards', {
      params: { path: { client_id: clientId } },
      body: { title: 'Free coffee', description: 'Any size', num_points: 100, total_quantity: 50, is_enabled: 1, date_start: 0 },
    });
    const rewardId = String(reward.data?.id);
    const catalogue = await api.GET('/v2/rewards', { params: { query: { for_points: '120' } } });
    expect(catalogue.data?.map((item) => String(item.id))).toContain(rewardId);
    const redeem = (key?: string) =>
      api.POST('/v2/users/{user_id}/redemption', {
        params: { path: { user_id: memberId }, ...(key ? { header: { 'Idempotency-Key': key } } : {}) },
        body: { reward_id: rewardId, quantity: 1 },
      });
    const order = await redeem('order-1');
    const retried = await redeem('order-1');
    const tooMany = await redeem();
    expect(order.data).toMatchObject({ total_points_redeemed: 100, ending_balance: 50, quantity: 1, reward_title: 'Free coffee' });
    expect(retried.data).toEqual(order.data);
    expect(tooMany.response.status).toBe(403);
    expect(tooMany.error).toEqual({ error: 'insufficient_points', message: 'not enough redeemable points for this redemption' });
    const history = await api.GET('/v2/users/{user_id}/redemption_history', { params: { path: { user_id: memberId } } });
    const stream = await api.GET('/v2/stream', { params: { query: { n: 5 } } });
    expect(history.data).toHaveLength(1);
    expect(stream.response.status).toBe(200);

    // 7. A reward that ships: awaiting fulfilment, then fulfilled with a tracking number.
    const scarf = await operator.POST('/admin/v1/clients/{client_id}/rewards', {
      params: { path: { client_id: clientId } },
      body: { title: 'Club scarf', num_points: 40, total_quantity: 20, is_enabled: 1, date_start: 0, is_shipping_required: 1 },
    });
    await api.POST('/v2/users/{user_id}/redemption', {
      params: { path: { user_id: memberId } },
      body: {
        reward_id: String(scarf.data?.id),
        shipping_first_name: 'Ada',
        shipping_last_name: 'Byron',
        shipping_street_address_1: '1 Main St',
        shipping_country: 'US',
        shipping_state: 'NY',
        shipping_city: 'New York',
        shipping_zip: '10001',
      },
    });
    const awaiting = await operator.GET('/admin/v1/clients/{client_id}/orders/awaiting_fulfilment', { params: { path: { client_id: clientId } } });
    const orderId = String(awaiting.data?.[0]?.redeem_order_id);
    const fulfilled = await operator.PUT('/admin/v1/clients/{client_id}/orders/{order_id}/fulfilment', {
      params: { path: { client_id: clientId, order_id: orderId } },
      body: { tracking_number: '1Z999AA10123456784' },
    });
    expect(fulfilled.data?.tracking_number).toBe('1Z999AA10123456784');

    // 8. An expiry policy and the member's coming expirations.
    await operator.PUT('/admin/v1/clients/{client_id}/settings', {
      params: { path: { client_id: clientId } },
      body: { purchase_v1: true, expiry_policy: { type: 'rolling', months: 12 } },
    });
    const expiration = await api.GET('/v2/users/{user_id}/points_expiration', { params: { path: { user_id: memberId } } });
    expect(expiration.data).toMatchObject({ redeemable_points: 10, expiry_policy: 'rolling' });

    // 9. A purchase and its return.
    await api.POST('/v2/purchases', { body: { receipt_id: 'R-1', total: 30, user_id: Number(memberId), items: [{ id: 'mug', quantity: 2, price: 15 }] } });
    const returned = await api.POST('/v2/purchases/return', { body: { receipt_id: 'R-1', items: [{ id: 'mug', quantity: 1 }] } });
    expect(returned.data).toMatchObject({ receipt_id: 'R-1', amount_returned: 15, points_returned: 15 });

    // 10. An operator's adjustment.
    const adjustment = await operator.POST('/admin/v1/clients/{client_id}/members/{member_id}/points_adjustments', {
      params: { path: { client_id: clientId, member_id: Number(memberId) } },
      body: { points: 25, reason: 'Goodwill', reference: 'TICKET-7' },
    });
    expect(adjustment.data).toMatchObject({ points: 25, reason: 'Goodwill', adjusted_by: 'local-admin' });

    // 11. The member leaves.
    const deleted = await api.DELETE('/v2/users/{user_id}', { params: { path: { user_id: memberId } } });
    const status = await api.GET('/v2/users/delete/{user_id}', { params: { path: { user_id: Number(memberId) } } });
    expect(deleted.data?.status).toBe('Queued');
    expect(status.data?.initiated_by).toBe('API');
  });

  it('answers errors as typed {error, message} bodies', async () => {
    const api = createRewardsClient({ baseUrl: base, apiKey: 'wrong', fetch: contractChecked });

    const refused = await api.GET('/v2/rewards');

    expect(refused.response.status).toBe(400);
    expect(refused.error).toEqual({ error: 'invalid_auth', message: 'invalid access credentials' });
  });
});
