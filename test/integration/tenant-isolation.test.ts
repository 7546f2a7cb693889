import { createHmac } from 'node:crypto';
import { contracts, routes, type Route } from '../../lib/routes.js';
import { getCode, getRedemptionCount } from '../../shared/campaigns/campaign-repository.js';
import { findCouponsByCode } from '../../shared/rewards/coupon-repository.js';
import { LOOKUP_KINDS } from '../../shared/member-store/lookup-schemas.js';
import { queryLedger } from '../../shared/points/ledger-repository.js';
import { getMember, getMemberIdByLookup } from '../../shared/member-store/index.js';
import { getPurchase } from '../../shared/purchases/purchase-repository.js';
import { getPurchaseReturn } from '../../shared/purchases/purchase-return-repository.js';
import { listOrders } from '../../shared/rewards/redemption-repository.js';
import { batchGetStocks } from '../../shared/rewards/stock-repository.js';
import { ID_TYPES } from '../../shared/members/member-lookup.js';
import { importFile } from '../../local/walks/imports.js';
import { exportAndWait } from '../../local/walks/exports.js';
import { ADMIN_HEADERS, call, unique, type ApiResult } from '../../local/walks/api.js';
import { addCampaignCodes, createCampaign } from '../../local/walks/campaigns.js';
import { newActivity } from '../../local/walks/points.js';
import { segmentWith } from '../../local/walks/segments.js';
import { nowSeconds } from '../../shared/support/clock.js';
import { B_KEYS, type KeyedWrite, operatorParams, type Probe, type Program, PURCHASED_AT, probesOf, RECEIPT_TOTAL, STORE, walkOrder } from '../../walk-kit/isolation.js';
import { loadRouteFixtures } from '../../local/walks/route-fixtures.js';
import { adminCall, createCategory, createCodeReward, createReward } from '../../local/walks/rewards.js';

/**
 * Tenant isolation. Client A's api_key, pointed at everything client B owns (members by every
 * id_type, rewards, activities, campaigns, codes, receipts, coupons), on every api_key route of
 * the route table: nothing of B is read (each answer is a refusal or A's own data, and no
 * identifier, title or code of B appears in it) and nothing of B changes. Operator routes
 * answer operator credentials only, never a client's api_key.
 * Each route's probes come from its fixture (walk-kit/isolation.ts).
 */

async function expectOk(res: Promise<ApiResult>): Promise<any> {
  const answer = await res;
  if (answer.status >= 300) throw new Error(`setup call failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** Builds a client's program through the API; `keys` are the Idempotency-Keys its writes send, if any. */
async function buildProgram(label: string, keys?: Record<KeyedWrite, string>): Promise<Program> {
  // A's probes follow one another as fast as the machine answers: past the default 100 requests a second on a quiet one.
  const settings = { purchase_v1: true, points_per_currency_unit: 1, rate_limit_per_second: 10_000 };
  const client = await expectOk(call('POST', '/admin/v1/clients', { headers: ADMIN_HEADERS, body: { name: unique(`client ${label} `), settings } }));
  const { client_id: clientId, api_key: apiKey } = client;
  const as = (method: string, path: string, body?: unknown, write?: KeyedWrite) =>
    expectOk(call(method, path, { query: { api_key: apiKey }, body, headers: write && keys ? { 'idempotency-key': keys[write] } : {} }));
  const mark = (what: string) => unique(`${label}${what}`);

  const [activity, rewardCategory, campaign] = await Promise.all([
    newActivity(clientId, { name: mark('act'), title: mark('acttitle'), num_points: 40 }),
    createCategory(clientId, mark('cat')),
    createCampaign(clientId, { title: mark('campaign'), num_points: 25, redemption_limit: 5 }),
  ]);
  const [reward, code] = await Promise.all([
    createReward(clientId, { title: mark('reward'), num_points: 10, category_id: rewardCategory.id }),
    createCodeReward(clientId, 3, { title: mark('codereward'), num_points: 10 }),
  ]);
  const campaignCodes = { used: mark('USED').toUpperCase(), unused: mark('FRESH').toUpperCase(), multi: mark('MULTI').toUpperCase() };
  await addCampaignCodes(clientId, campaign.campaign_id, [campaignCodes.used, campaignCodes.unused], true);
  await addCampaignCodes(clientId, campaign.campaign_id, [campaignCodes.multi], false);

  const ids = {
    email: `${mark('mail')}@example.com`,
    username: mark('user'),
    third_party_id: mark('ext'),
    mobile_phone_number: `+1${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}7`,
    network1_user_id: mark('net1'),
    network2_user_id: mark('net2'),
  };
  const member = await as('POST', '/v2/users', {
    first_name: 'Test',
    last_name: 'Member',
    date_of_birth: 631152000,
    postal_code: '10001',
    email_address: ids.email,
    username: ids.username,
    third_party_id: ids.third_party_id,
    mobile_phone_number: ids.mobile_phone_number,
    network1_user_id: ids.network1_user_id,
    network2_user_id: ids.network2_user_id,
  });
  const memberId: number = member.id;

  // History: credits, a campaign code of each kind, purchases and claims, redemptions, coupon reports.
  await as('POST', `/v2/users/${memberId}/activities`, { activity_id: activity.id }, 'credit');
  await as('POST', `/v2/users/${memberId}/activities`, { activity_id: activity.id });
  await as('POST', '/v2/code_redemption_campaign/submit', { user_id: memberId, campaign_id: campaign.campaign_id, code_value: campaignCodes.used }, 'submit');
  await as('POST', '/v2/code_redemption_campaign/submit', { user_id: memberId, campaign_id: campaign.campaign_id, code_value: campaignCodes.multi });
  const receipts = { unclaimed: mark('rcpt'), unclaimedToo: mark('rcpt'), claimedOnline: mark('rcpt'), claimedInStore: mark('rcpt'), withMember: mark('rcpt') };
  for (const receipt of [receipts.unclaimed, receipts.unclaimedToo, receipts.claimedOnline, receipts.claimedInStore]) {
    await as('POST', '/v2/purchases', { receipt_id: receipt, total: RECEIPT_TOTAL, loc_id: STORE, date_purchase: PURCHASED_AT });
  }
  await as('POST', '/v2/claim_receipt/online', { user_id: memberId, receipt_number: receipts.claimedOnline, receipt_total: RECEIPT_TOTAL }, 'claimOnline');
  await as(
    'POST',
    '/v2/claim_receipt/in_store',
    { user_id: memberId, receipt_number: receipts.claimedInStore, receipt_total: RECEIPT_TOTAL, store_number: STORE, date_purchased: PURCHASED_AT },
    'claimInStore',
  );
  await as('POST', '/v2/purchases', { receipt_id: receipts.withMember, total: 12, user_id: memberId }, 'purchase');
  const returned = { receipt: mark('rcpt'), returnId: mark('ret') };
  await as('POST', '/v2/purchases', { receipt_id: returned.receipt, total: 6, user_id: memberId, items: [{ id: 'L1', quantity: 2, price: 3 }] });
  await as('POST', '/v2/purchases/return', { receipt_id: returned.receipt, return_id: returned.returnId, items: [{ id: 'L1', quantity: 1 }] });
  const order = await as('POST', `/v2/users/${memberId}/redemption`, { reward_id: code.reward.id, quantity: 2 }, 'redemption');
  await as('POST', `/v2/users/${memberId}/redemption`, { reward_id: reward.id });
  const coupons = await as('GET', `/v2/users/${memberId}/usable_coupons`);
  await as('POST', '/v2/coupon/use', { user_id: memberId, code: order.codes[0] }, 'couponUse');
  // The second coupon is not used: taking its use back changes nothing, and is recorded all the same.
  await as('POST', '/v2/coupon/unuse', { user_id: memberId, code: order.codes[1] }, 'couponUnuse');
  const webhook = (await call('POST', `/admin/v1/clients/${clientId}/webhooks`, { headers: ADMIN_HEADERS, body: { url: 'http://127.0.0.1:9/unused', events: ['user.deleted'], enabled: false } })).body;
  // An import of one good code row and one bad, so its error lines have something to show.
  const importedCode = mark('importedcode');
  const imported = await importFile(clientId, 'reward_codes', 'csv', `reward_id,code\n${code.reward.id},${importedCode}\n${code.reward.id},\n`);
  // An export of the program's ledger, finished, so its answer carries a download.
  const exported = await exportAndWait(clientId, { kind: 'ledger', format: 'csv' });
  const eventType = { name: unique('evt_'), title: mark('eventtype') };
  await expectOk(call('POST', `/admin/v1/clients/${clientId}/event_types`, { headers: ADMIN_HEADERS, body: { ...eventType, attributes: [] } }));
  const ruleName = mark('rule');
  const ruleBody = { name: ruleName, trigger: { kind: 'purchase' }, effect: { kind: 'fixed', points: 5 } };
  const rule = await expectOk(call('POST', `/admin/v1/clients/${clientId}/rules`, { headers: ADMIN_HEADERS, body: ruleBody }));
  // A custom event of the member's, and the member's newest entry for the explain route.
  const eventId = mark('event');
  await expectOk(call('POST', '/v2/events', { query: { api_key: apiKey }, body: { event_id: eventId, user_id: memberId, type: eventType.name } }));
  const segment = await segmentWith(clientId, mark('segment'), [memberId]);
  // A simulation of the program's last day (left running: its route answers as asked).
  const iso = (at: number) => new Date(at * 1000).toISOString();
  const simulation = await expectOk(
    call('POST', `/admin/v1/clients/${clientId}/simulations`, { headers: ADMIN_HEADERS, body: { since: iso(nowSeconds() - 86_400), until: iso(nowSeconds()) } }),
  );
  const [newestEntry] = await queryLedger(clientId, memberId, { limit: 1 });
  return {
    clientId,
    apiKey,
    keyId: client.key_id,
    webhookId: webhook.webhook_id,
    importId: imported.import_id,
    exportId: exported.export_id,
    memberId,
    ids: { id: String(memberId), ...ids },
    activity: { id: String(activity.id), name: activity.name, title: activity.title },
    rewardCategory,
    reward: { id: String(reward.id), title: reward.title },
    codeReward: { id: String(code.reward.id), title: code.reward.title, couponCategory: code.category },
    rewardCodes: [...order.codes, ...code.codes.filter((c: string) => !order.codes.includes(c)), importedCode],
    campaign: { campaign_id: campaign.campaign_id, activity_id: String(campaign.activity_id), title: campaign.title },
    campaignCodes,
    receipts,
    returned,
    orderIds: coupons.map((c: any) => c.redeem_order_id),
    couponIds: coupons.map((c: any) => c.redeem_order_coupon_id),
    eventType,
    rule: { rule_id: rule.rule_id, name: ruleName },
    segment: { segment_id: segment.segment_id, name: segment.name },
    simulationId: simulation.simulation_id,
    eventId,
    entryId: newestEntry?.entry_id ?? 'none',
  };
}

/** Everything of a program that an api_key route could read out or change. */
function secretsOf(p: Program): { texts: string[]; numbers: string[] } {
  return {
    texts: [
      p.clientId,
      p.apiKey,
      p.keyId,
      p.webhookId,
      p.importId,
      p.exportId,
      ...Object.entries(p.ids).filter(([idType]) => idType !== 'id' && idType !== 'mobile_phone_number').map(([, value]) => value),
      p.ids.mobile_phone_number.replace(/\D/g, ''),
      p.activity.name,
      p.activity.title,
      p.rewardCategory.name,
      p.reward.title,
      p.codeReward.title,
      p.codeReward.couponCategory.name,
      p.campaign.title,
      p.eventType.name,
      p.eventType.title,
      p.rule.name,
      p.segment.name,
      ...p.rewardCodes,
      ...Object.values(p.campaignCodes),
      ...Object.values(p.receipts),
      p.returned.receipt,
      p.returned.returnId,
    ],
    numbers: [
      p.memberId,
      p.activity.id,
      p.rewardCategory.id,
      p.reward.id,
      p.codeReward.id,
      p.codeReward.couponCategory.id,
      p.campaign.campaign_id,
      p.campaign.activity_id,
      ...p.orderIds,
      ...p.couponIds,
    ].map(String),
  };
}

/** The secrets of `p` that appear in an answer, leaving out values the request itself sent. */
function leaked(p: Program, answer: unknown, sent: string[] = []): string[] {
  const text = JSON.stringify(answer ?? null);
  const lower = text.toLowerCase();
  const { texts, numbers } = secretsOf(p);
  const echoed = (secret: string) => sent.some((value) => value.toLowerCase().includes(secret.toLowerCase()));
  return [
    ...texts.filter((secret) => lower.includes(secret.toLowerCase()) && !echoed(secret)),
    ...numbers.filter((secret) => new RegExp(`(?<!\\d)${secret}(?!\\d)`).test(text) && !echoed(secret)),
  ];
}

const adminJson = async (path: string) => (await call('GET', `/admin/v1/clients/${path}`, { headers: ADMIN_HEADERS })).body;
/** The program's state, read consistently: members, identifiers, ledgers, stock, codes, receipts, coupons, catalogue, settings. */
async function stateOf(p: Program) {
  const own = async (path: string, query: Record<string, string | number> = {}) => (await call('GET', path, { query: { api_key: p.apiKey, ...query } })).body;
  const reads = {
    member: getMember(p.clientId, p.memberId, true),
    lookups: Promise.all(LOOKUP_KINDS.map((kind) => getMemberIdByLookup(p.clientId, kind, p.ids[kind]))),
    ledger: queryLedger(p.clientId, p.memberId),
    orders: listOrders(p.clientId, p.memberId, 100),
    coupons: Promise.all(p.rewardCodes.map((code) => findCouponsByCode(p.clientId, p.memberId, code, true))),
    stocks: batchGetStocks(p.clientId, [Number(p.reward.id), Number(p.codeReward.id)], true).then((stocks) => [...stocks.entries()].sort(([x], [y]) => x - y)),
    campaignCodes: Promise.all(Object.values(p.campaignCodes).map((code) => getCode(p.clientId, p.campaign.campaign_id, code))),
    campaignRedemptions: getRedemptionCount(p.clientId, p.memberId, p.campaign.campaign_id),
    receipts: Promise.all([...Object.values(p.receipts), p.returned.receipt].map((receipt) => getPurchase(p.clientId, receipt))),
    returned: getPurchaseReturn(p.clientId, p.returned.returnId),
    settings: adminJson(`${p.clientId}/settings`),
    segments: adminJson(`${p.clientId}/segments`).then((body) => body.segments.map(({ as_of: _answeredAt, ...segment }: Record<string, unknown>) => segment)),
    catalogue: Promise.all(['rewards', 'activities', 'reward_categories', 'coupon_categories', 'code_redemption_campaigns', 'rules'].map((list) => adminJson(`${p.clientId}/${list}`))),
    // Read through the program's own api_key: it still works, and what it shows is as it was.
    // (These reads also fill the per-container catalogue caches with the program's entries.)
    rank: own(`/v2/users/${p.memberId}/rank`),
    stream: own('/v2/stream', { n: 15 }),
    rewards: own('/v2/rewards'),
    rewardCategories: own('/v2/reward_categories'),
    memberRewards: own(`/v2/users/${p.memberId}/rewards`),
    memberSegments: own(`/v2/users/${p.memberId}/segments`),
  };
  const values = await Promise.all(Object.values(reads));
  return Object.fromEntries(Object.keys(reads).map((name, index) => [name, values[index]]));
}

const routeKey = (route: Route) => `${route.method} ${route.path}`;

function fill(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    if (params[name] === undefined) throw new Error(`no value for {${name}} in ${path}`);
    return encodeURIComponent(String(params[name]));
  });
}

const apiKeyRoutes = routes.filter((route) => route.auth === 'api_key');
const adminRoutes = routes.filter((route) => route.auth === 'operator');
const fixtures = await loadRouteFixtures();
const sectionOf = (route: Route) => fixtures.get(route.contract)!.isolation!;
// In the route list's order, but for what the sections ask (one runs after another's probes, one runs last).
const walk = walkOrder(apiKeyRoutes.filter((route) => fixtures.get(route.contract)?.isolation), sectionOf);

let a: Program;
let b: Program;
/** B as it was before A did anything: whatever A does, B must stay exactly so. */
let bAsBuilt: Awaited<ReturnType<typeof stateOf>>;

beforeAll(async () => {
  [a, b] = await Promise.all([buildProgram('A'), buildProgram('B', B_KEYS)]);
  bAsBuilt = await stateOf(b);
});

describe('tenant isolation', () => {
  it("has an isolation section in the fixture of every api_key route of the route table, and in no other route's fixture", () => {
    const name = (contract: (typeof contracts)[number]) => `${contract.method} ${contract.path}`;
    const withSection = contracts.filter((contract) => fixtures.get(contract)?.isolation !== undefined);

    expect(contracts.filter((contract) => contract.auth === 'api_key' && !withSection.includes(contract)).map(name)).toEqual([]);
    expect(withSection.filter((contract) => contract.auth !== 'api_key').map(name)).toEqual([]);
  });

  it("aims at live things: with B's own api_key each id_type finds B's member and both campaign ids find B's campaign", async () => {
    const members = await Promise.all(ID_TYPES.map((idType) => call('GET', `/v2/users/${encodeURIComponent(b.ids[idType])}`, { query: { api_key: b.apiKey, id_type: idType } })));
    const campaigns = await Promise.all([
      call('GET', '/v2/code_redemption_campaign', { query: { api_key: b.apiKey, id: b.campaign.campaign_id, id_type: 2 } }),
      call('GET', '/v2/code_redemption_campaign', { query: { api_key: b.apiKey, id: b.campaign.activity_id, id_type: 1 } }),
    ]);

    for (const member of members) expect(member).toMatchObject({ status: 200, body: { id: b.memberId } });
    for (const campaign of campaigns) expect(campaign).toMatchObject({ status: 200, body: { campaign_id: b.campaign.campaign_id } });
  });

  it("with A's credentials in the header forms (CTApiKey, a signed request) finds none of B's members, and refuses B's api_key beside A's signature", async () => {
    const key = (await call('POST', `/admin/v1/clients/${a.clientId}/signing_keys`, { headers: ADMIN_HEADERS })).body;
    const signedHeaders = (path: string, rawQuery: string) => {
      const timestamp = String(Date.now());
      const mac = createHmac('sha256', key.secret).update(['GET', '', '', timestamp, `${path}?${rawQuery}`].join('\n')).digest('hex');
      return { 'x-ct-authorization': `CTApiV2Auth ${key.public_key}:${Buffer.from(mac).toString('base64')}`, 'x-ct-timestamp': timestamp };
    };

    const answers = [];
    for (const idType of ID_TYPES) {
      const path = `/v2/users/${encodeURIComponent(b.ids[idType])}`;
      answers.push(await call('GET', path, { query: { id_type: idType }, headers: { 'x-ct-authorization': `CTApiKey ${a.apiKey}` } }));
      const rawQuery = new URLSearchParams({ id_type: idType }).toString();
      answers.push(await call('GET', path, { query: { id_type: idType }, headers: signedHeaders(path, rawQuery) }));
    }
    const path = `/v2/users/${b.memberId}`;
    const mixed = await call('GET', path, { query: { api_key: b.apiKey }, headers: signedHeaders(path, new URLSearchParams({ api_key: b.apiKey }).toString()) });

    for (const answer of answers) expect(answer).toMatchObject({ status: 400, body: { error: 'page_not_found', message: 'user does not exist' } });
    expect(mixed).toMatchObject({ status: 400, body: { error: 'invalid_auth' } });
    expect(await stateOf(b)).toEqual(bAsBuilt);
  });

  it.each(walk.map((route) => [routeKey(route), route] as const))("%s with A's api_key reads nothing of B and changes nothing of B", async (_name, route) => {
    const probes = probesOf(sectionOf(route))(a, b, route.path);

    const answers: Array<{ probe: Probe; status: number; body: any }> = [];
    for (const probe of probes) {
      const res = await call(route.method, fill(route.path, probe.params), { query: { ...probe.query, api_key: a.apiKey }, body: probe.body, headers: probe.headers });
      answers.push({ probe, status: res.status, body: res.body });
    }

    for (const { probe, status, body } of answers) {
      const seen = { probe: probe.label, status, body };
      if (probe.expect === 'ok') {
        expect(seen).toMatchObject({ status: 200 });
        for (const shown of probe.shows ?? []) expect(JSON.stringify(body)).toContain(shown);
      } else {
        expect(seen).toMatchObject({ status: probe.expect.status, body: { error: probe.expect.error, message: probe.expect.message } });
      }
      expect({ probe: probe.label, leaked: leaked(b, body, probe.echoes) }).toEqual({ probe: probe.label, leaked: [] });
    }
    expect(await stateOf(b)).toEqual(bAsBuilt);
  });
});

describe('operator routes', () => {
  it.each(adminRoutes.map((route) => [routeKey(route), route] as const))("%s refuses a client's api_key (401), even one naming its own client", async (_name, route) => {
    const path = fill(route.path, operatorParams(b, route.path));
    const body = ['POST', 'PUT', 'PATCH'].includes(route.method) ? {} : undefined;

    const answers = [];
    for (const apiKey of [a.apiKey, b.apiKey]) {
      answers.push(await call(route.method, path, { query: { api_key: apiKey }, body }));
      answers.push(await call(route.method, path, { query: { api_key: apiKey }, body, headers: { authorization: `Bearer ${apiKey}` } }));
    }

    for (const answer of answers) expect(answer).toMatchObject({ status: 401, body: { error: 'unauthorized', message: expect.any(String) } });
    if (route.method !== 'GET') expect(await stateOf(b)).toEqual(bAsBuilt);
  });

  // Reads that name no program (the programs list, the operators, the deployment's own log) are about the deployment, A included by design.
  const adminReads = adminRoutes.filter((route) => route.method === 'GET' && route.path.includes('{client_id}'));

  it.each(adminReads.map((route) => [routeKey(route), route] as const))('%s answers the operator about B when it names B, and nothing of A', async (_name, route) => {
    const res = await call('GET', fill(route.path, operatorParams(b, route.path)), { headers: ADMIN_HEADERS });

    expect(res.status).toBe(200);
    expect(leaked(a, res.body)).toEqual([]);
  });

  it.each(adminRoutes.filter((route) => route.contract.member !== undefined).map((route) => [routeKey(route), route] as const))(
    "%s does not find A's member under B's client id, by id or by A's e-mail address, and changes nothing of B",
    async (_name, route) => {
      const answers = [
        await call(route.method, fill(route.path, { ...operatorParams(a, route.path), client_id: b.clientId }), { headers: ADMIN_HEADERS }),
        await call(route.method, fill(route.path, { ...operatorParams(a, route.path), client_id: b.clientId, member_id: a.ids.email }), { headers: ADMIN_HEADERS, query: { id_type: 'email' } }),
      ];

      for (const res of answers) expect(res).toMatchObject({ status: 404, body: { error: 'not_found' } });
      expect(await stateOf(b)).toEqual(bAsBuilt);
    },
  );

  it.each(adminReads.filter((route) => /\{((reward|activity|campaign|import|simulation)_id|name)\}/.test(route.path)).map((route) => [routeKey(route), route] as const))(
    "%s does not find A's resource under B's client id",
    async (_name, route) => {
      const res = await call('GET', fill(route.path, { ...operatorParams(a, route.path), client_id: b.clientId }), { headers: ADMIN_HEADERS });

      expect(res).toMatchObject({ status: 404, body: { error: 'not_found' } });
    },
  );
});
