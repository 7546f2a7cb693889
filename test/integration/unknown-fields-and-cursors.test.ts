import { contracts } from '../../lib/routes.js';
import type { AnyRouteContract } from '../../shared/http/route-contract.js';
import { ADMIN_HEADERS, call, newClient, newMember, unique } from '../../local/walks/api.js';
import { createCampaign } from '../../local/walks/campaigns.js';
import { newActivity } from '../../local/walks/points.js';
import { createCategory, createReward } from '../../local/walks/rewards.js';

/**
 * Two walks over every route of the route table. A body field the route does not know is
 * refused with a 400 naming it (a 2xx never drops what was sent), and a cursor that is not a
 * place in what the route reads (made up, from another route, outside the window) answers 400
 * param_error, never a 5xx.
 */

const UNKNOWN = 'zz_not_a_field';

/** The query and path fields a schema declares (its object shape), or none. */
const fieldsOf = (schema: unknown): string[] => {
  const def = (schema as { _zod?: { def?: { type?: string; shape?: Record<string, unknown>; innerType?: unknown; in?: unknown } } })?._zod?.def;
  if (!def) return [];
  if (def.type === 'object') return Object.keys(def.shape ?? {});
  return fieldsOf(def.innerType ?? def.in);
};

describe('every route refuses what it does not know', () => {
  let clientId: string;
  let apiKey: string;
  /** A valid value for each path parameter name: the program's own things, or ids of the right shape. */
  let segments: Record<string, string>;

  beforeAll(async () => {
    ({ clientId, apiKey } = await newClient());
    const member = await newMember(apiKey);
    const activity = await newActivity(clientId, { num_points: 5 });
    const reward = await createReward(clientId, { num_points: 1, total_quantity: 5 });
    const campaign = await createCampaign(clientId);
    const category = await createCategory(clientId, unique('Category '));
    const webhook = await call('POST', `/admin/v1/clients/${clientId}/webhooks`, { headers: ADMIN_HEADERS, body: { url: 'http://127.0.0.1:9/hooks', events: ['*'] } });
    segments = {
      client_id: clientId,
      user_id: String(member.id),
      member_id: String(member.id),
      activity_id: String(activity.id),
      reward_id: String(reward.id),
      campaign_id: String(campaign.campaign_id),
      category_id: String(category.id),
      webhook_id: String(webhook.body.webhook_id),
      delivery_id: 'dlv_1700000000000_evt_0a1b2c',
      operator_id: 'op_abcdefghijklmnop',
      order_id: '1',
      return_id: 'ret-1',
      receipt_id: 'rcpt-1',
      code: 'CODE1',
      key_id: 'key_1',
      public_key: 'pk_1',
      import_id: 'imp_1',
      export_id: 'exp_1',
      adjustment_id: '00000000-0000-4000-8000-000000000001',
      name: 'no_such_type',
      rule_id: '1',
      segment_id: '1',
    };
  }, 60_000);

  const pathOf = (contract: AnyRouteContract): string =>
    contract.path.replace(/\{(\w+)\}/g, (_match, name: string) => encodeURIComponent(segments[name] ?? `unknown-${name}`));

  const authOf = (contract: AnyRouteContract) =>
    contract.auth === 'operator' ? { headers: ADMIN_HEADERS, query: {} } : { headers: {}, query: { api_key: apiKey } };

  it('refuses an unknown body field by name with input_error on every route that takes a body', async () => {
    const withBody = contracts.filter((contract) => contract.body !== undefined);

    const answers = [];
    for (const contract of withBody) {
      const { headers, query } = authOf(contract);
      const res = await call(contract.method, pathOf(contract), { headers, query, body: { [UNKNOWN]: 1 } });
      answers.push({ route: `${contract.method} ${contract.path}`, status: res.status, error: res.body?.error, message: String(res.body?.message) });
    }

    expect(withBody.length).toBeGreaterThan(30);
    expect(answers.filter((answer) => answer.status !== 400 || answer.error !== 'input_error' || !answer.message.startsWith(`${UNKNOWN}: is not a field`))).toEqual([]);
  });

  it("refuses the hosted store body's fields this service does not take, storing nothing", async () => {
    const store = await newClient({ purchase_v1: true });
    const receipt = unique('rcpt');
    const member = await newMember(store.apiKey);

    const dated = await call('POST', '/v2/purchases', { query: { api_key: store.apiKey }, body: { receipt_id: receipt, total: 10, user_id: member.id, date_purchased: '2021-05-20T18:25:43.511-04:00' } });
    const byEmail = await call('POST', '/v2/purchases', { query: { api_key: store.apiKey }, body: { receipt_id: receipt, total: 10, user_attributes: { email_address: member.email_address } } });
    const line = await call('POST', '/v2/purchases', { query: { api_key: store.apiKey }, body: { receipt_id: receipt, total: 10, user_id: member.id, items: [{ id: 'A', quantity: 1, price: 10, sku: 'S-1' }] } });
    const stored = await call('GET', `/v2/purchases/${receipt}`, { query: { api_key: store.apiKey } });

    expect(dated).toMatchObject({ status: 400, body: { error: 'input_error', message: 'date_purchased: is not a field this request takes' } });
    expect(byEmail).toMatchObject({ status: 400, body: { error: 'input_error', message: 'user_attributes: is not a field this request takes' } });
    expect(line).toMatchObject({ status: 400, body: { error: 'input_error', message: 'items.0.sku: is not a field this request takes' } });
    expect(stored).toMatchObject({ status: 404, body: { error: 'not_found' } });
  });

  it('answers a made-up cursor with param_error on every route that takes one', async () => {
    const paged = contracts.filter((contract) => contract.method === 'GET' && fieldsOf(contract.query).includes('cursor'));
    const forged = ['abc', 'AAAA', '_-_-', '0', '999999999999', 'ZXZpbA', Buffer.from('AUDIT#zzz', 'utf8').toString('base64url'), 'x'.repeat(390)];

    const answers = [];
    for (const contract of paged) {
      const { headers, query } = authOf(contract);
      for (const cursor of forged) {
        const res = await call('GET', pathOf(contract), { headers, query: { ...query, cursor } });
        answers.push({ route: `${contract.method} ${contract.path}`, cursor: cursor.slice(0, 20), status: res.status, error: res.body?.error });
      }
    }

    expect(paged.length).toBeGreaterThanOrEqual(8);
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    // A cursor of the route's own shape may name a real place (a line number, an id): it pages from there. Every other answer is param_error.
    expect(answers.filter((answer) => answer.status !== 200 && !(answer.status === 400 && answer.error === 'param_error') && answer.status !== 404)).toEqual([]);
  });

  it("answers a genuine audit cursor sent with a window that leaves its page out, or to another route, with param_error, and pages on with the page's own window", async () => {
    for (let index = 0; index < 3; index += 1) await createCategory(clientId, unique('Audited '));
    const log = `/admin/v1/clients/${clientId}/audit`;
    const first = await call('GET', log, { headers: ADMIN_HEADERS, query: { limit: '1' } });
    const cursor = first.body.next_cursor as string;
    const afterAll = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

    const narrower = await call('GET', log, { headers: ADMIN_HEADERS, query: { cursor, since: afterAll } });
    const beforeAll = await call('GET', log, { headers: ADMIN_HEADERS, query: { cursor, since: '2000-01-01', until: '2001-01-01' } });
    const member = await newMember(apiKey);
    const ledger = await call('GET', `/admin/v1/clients/${clientId}/members/${member.id}/ledger`, { headers: ADMIN_HEADERS, query: { cursor } });
    const next = await call('GET', log, { headers: ADMIN_HEADERS, query: { limit: '1', cursor } });

    expect(cursor).toEqual(expect.any(String));
    expect(narrower).toMatchObject({ status: 200, body: { entries: [], next_cursor: null } });
    expect(beforeAll).toMatchObject({ status: 400, body: { error: 'param_error', message: expect.stringContaining('cursor') } });
    expect(ledger).toMatchObject({ status: 400, body: { error: 'param_error' } });
    expect(next.status).toBe(200);
    expect(next.body.entries).toHaveLength(1);
    expect(next.body.entries[0].entry_id).not.toBe(first.body.entries[0].entry_id);
  });
});
