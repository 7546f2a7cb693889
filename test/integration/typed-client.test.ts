import { type ClientPaths, createRewardsClient, type RewardsClient, type UserId } from '../../sdk/typescript/src/index.js';
import { SHIPPING } from '../../local/launch/shipping-address.js';
import { md5Hex } from '../../sdk/typescript/src/signing.js';
import { createHash } from 'node:crypto';
import { checkAnswer } from '../../local/walks/contract.js';
import { unique } from '../../local/walks/api.js';
import { startLocalHttpServer } from '../helpers/local-server.js';

/**
 * The API guide's walk through (docs/guide/api.md), step by step, made with the typed client (sdk/typescript) over
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

describe('the API guide walk through, with the typed client', () => {
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
    expect(first.data).toEqual({ awarded: true, num_points: 150, reason: null, base_points: 150, credits: [], skipped: [] });
    expect(repeat.data).toEqual(first.data);
    expect(secondVisit.data).toEqual({ awarded: false, num_points: 0, reason: 'freq_cap_reached', base_points: 0, credits: [], skipped: [] });

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
        ...SHIPPING,
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

/** The operation's {user_id} type, or the route when that type refuses a string or a number. */
type UserIdOf<Operation> = Operation extends { parameters: { path: { user_id: infer Id } } } ? Id : never;
type NarrowUserId<Operation, Path> = Operation extends { parameters: { path: { user_id: infer Id } } } ? (UserId extends Id ? never : Path) : never;
type TemplatedUserIdRoute = Extract<keyof ClientPaths, `${string}{user_id}${string}`>;
type UserIdRoute = { [Path in keyof ClientPaths]: [UserIdOf<ClientPaths[Path][keyof ClientPaths[Path]]>] extends [never] ? never : Path }[keyof ClientPaths];
type NarrowUserIdRoute = { [Path in keyof ClientPaths]: { [Method in keyof ClientPaths[Path]]-?: NarrowUserId<ClientPaths[Path][Method], Path> }[keyof ClientPaths[Path]] }[keyof ClientPaths];
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

describe('a member\'s user_id, as a string or a number', () => {
  it('is typed string | number on every route whose path has a {user_id}', () => {
    const everyTemplatedRouteTypesIt: Same<UserIdRoute, TemplatedUserIdRoute> = true;
    const noneRefusesEither: [NarrowUserIdRoute] extends [never] ? true : NarrowUserIdRoute = true;
    const theOnceNumericRoute: UserIdRoute = '/v2/users/delete/{user_id}';

    expect([everyTemplatedRouteTypesIt, noneRefusesEither, theOnceNumericRoute]).toEqual([true, true, '/v2/users/delete/{user_id}']);
  });

  it('reaches the same member whichever form is given', async () => {
    const program = await operator.POST('/admin/v1/clients', { body: { name: unique('Either Id ') } });
    const api = createRewardsClient({ baseUrl: base, apiKey: program.data?.api_key, fetch: contractChecked });
    const created = await api.POST('/v2/users', {
      body: { first_name: 'Ada', last_name: 'Byron', date_of_birth: 631152000, email_address: `${unique('either')}@example.com`, postal_code: '10001' },
    });
    const id = Number(created.data?.id);

    const byNumber = await api.GET('/v2/users/{user_id}', { params: { path: { user_id: id } } });
    const byString = await api.GET('/v2/users/{user_id}/points', { params: { path: { user_id: String(id) } } });
    await api.DELETE('/v2/users/{user_id}', { params: { path: { user_id: id } } });
    const deletion = await api.GET('/v2/users/delete/{user_id}', { params: { path: { user_id: String(id) } } });

    expect(byNumber.data?.id).toBe(created.data?.id);
    expect(byString.data?.total_points).toBe(0);
    expect(deletion.data?.status).toBeDefined();
  });
});

describe('signed requests', () => {
  /** A client that accepts signed requests only, a signing key of its own, and its api_key. */
  async function signedProgram() {
    const program = await operator.POST('/admin/v1/clients', { body: { name: unique('Signed '), settings: { require_signed_requests: true } } });
    const clientId = program.data?.client_id ?? '';
    const key = await operator.POST('/admin/v1/clients/{client_id}/signing_keys', { params: { path: { client_id: clientId } } });
    return { apiKey: program.data?.api_key ?? '', publicKey: key.data?.public_key ?? '', secret: key.data?.secret ?? '' };
  }
  const member = (email: string) => ({ first_name: 'Sig', last_name: 'Ned', date_of_birth: 631152000, email_address: email, postal_code: '10001' });

  it('signs every member request with the key, as a client that requires signing demands', async () => {
    const { publicKey, secret } = await signedProgram();
    const api = createRewardsClient({ baseUrl: base, signingKey: { publicKey, secret }, fetch: contractChecked });
    const email = `${unique('signed')}@example.com`;

    const created = await api.POST('/v2/users', { body: member(email) });
    const byEmail = await api.GET('/v2/users/{user_id}', { params: { path: { user_id: email }, query: { id_type: 'email' } } });
    const renamed = await api.PUT('/v2/users/{user_id}', { params: { path: { user_id: Number(created.data?.id) } }, body: { first_name: 'Sigrid' } });
    const renamedAgain = await api.PUT('/v2/users/{user_id}', { params: { path: { user_id: Number(created.data?.id) } }, body: { first_name: 'Sigrid' } });
    const catalogue = await api.GET('/v2/rewards', { params: { query: { for_points: '10' } } });

    expect(created.response.status).toBe(200);
    expect(byEmail.data?.id).toBe(created.data?.id);
    expect([renamed.response.status, renamedAgain.response.status]).toEqual([200, 200]);
    expect(catalogue.response.status).toBe(200);
  });

  it('is refused with a wrong secret, as the api_key is by a client that requires signing', async () => {
    const { apiKey, publicKey } = await signedProgram();
    const wrongSecret = createRewardsClient({ baseUrl: base, signingKey: { publicKey, secret: 'sk_wrong' }, fetch: contractChecked });
    const byApiKey = createRewardsClient({ baseUrl: base, apiKey, fetch: contractChecked });

    const forged = await wrongSecret.POST('/v2/users', { body: member(`${unique('forged')}@example.com`) });
    const unsigned = await byApiKey.GET('/v2/rewards');

    expect(forged.response.status).toBe(400);
    expect(forged.error).toEqual({ error: 'invalid_auth', message: 'invalid request signature' });
    expect(unsigned.error?.error).toBe('invalid_auth');
  });

  it('digests bodies with the MD5 the service computes', () => {
    const bodies = ['', '{"first_name":"Zoë"}', 'ü✓𝄞', ...Array.from({ length: 130 }, (_, n) => 'x'.repeat(n))];

    const mismatched = bodies.filter((body) => md5Hex(body) !== createHash('md5').update(body, 'utf8').digest('hex'));

    expect(mismatched).toEqual([]);
  });
});

describe("a member's own app, with a member token (the hosted page \"Making API Requests with User Token\")", () => {
  it("exchanges a token server to server, then reads as the member alone, signed with the token's key where the program requires it", async () => {
    const program = await operator.POST('/admin/v1/clients', { body: { name: unique('Members app '), settings: { require_signed_requests: true } } });
    const clientId = program.data?.client_id ?? '';
    const key = await operator.POST('/admin/v1/clients/{client_id}/signing_keys', { params: { path: { client_id: clientId } } });
    const server = createRewardsClient({ baseUrl: base, signingKey: { publicKey: key.data?.public_key ?? '', secret: key.data?.secret ?? '' }, fetch: contractChecked });
    const email = `${unique('app')}@example.com`;
    const created = await server.POST('/v2/users', { body: { first_name: 'App', last_name: 'User', date_of_birth: 631152000, email_address: email, postal_code: '10001' } });
    const minted = await server.POST('/v2/users/{user_id}/tokens', { params: { path: { user_id: email }, query: { id_type: 'email' } } });
    expect(minted.response.status).toBe(201);

    const app = createRewardsClient({ baseUrl: base, memberToken: { token: minted.data?.token ?? '', key: minted.data?.key }, fetch: contractChecked });
    const me = await app.GET('/v2/users/{user_id}', { params: { path: { user_id: minted.data?.user_id ?? '' } } });
    const someoneElse = await app.GET('/v2/users/{user_id}', { params: { path: { user_id: Number(created.data?.id) + 1 } } });
    const unsigned = createRewardsClient({ baseUrl: base, memberToken: { token: minted.data?.token ?? '' }, fetch: contractChecked });
    const refused = await unsigned.GET('/v2/users/{user_id}', { params: { path: { user_id: minted.data?.user_id ?? '' } } });

    expect(me.data?.email_address).toBe(email);
    expect(someoneElse.response.status).toBe(403);
    expect(refused.response.status).toBe(401);
  });
});
