import { createHmac } from 'node:crypto';
import { routes, type Route } from '../../lib/routes.js';
import { getCode, getRedemptionCount } from '../../shared/campaigns/campaign-repository.js';
import { findCouponsByCode } from '../../shared/rewards/coupon-repository.js';
import { LOOKUP_KINDS } from '../../shared/member-records/lookup-schemas.js';
import { queryLedger } from '../../shared/points/ledger-repository.js';
import { getMember, getMemberIdByLookup } from '../../shared/member-records/index.js';
import { getPurchase } from '../../shared/purchases/purchase-repository.js';
import { getPurchaseReturn } from '../../shared/purchases/purchase-return-repository.js';
import { listOrders } from '../../shared/rewards/redemption-repository.js';
import { batchGetStocks } from '../../shared/rewards/stock-repository.js';
import { ID_TYPES, type IdType } from '../../shared/members/member-lookup.js';
import { importFile } from '../../local/walks/imports.js';
import { exportAndWait } from '../../local/walks/exports.js';
import { ADMIN_HEADERS, call, unique, type ApiResult } from '../../local/walks/api.js';
import { addCampaignCodes, createCampaign } from '../../local/walks/campaigns.js';
import { newActivity } from '../../local/walks/points.js';
import { adminCall, createCategory, createCodeReward, createReward } from '../../local/walks/rewards.js';

/**
 * Tenant isolation. Client A's api_key, pointed at everything client B owns (members by every
 * id_type, rewards, activities, campaigns, codes, receipts, coupons), on every api_key route of
 * the route table: nothing of B is read (each answer is a refusal or A's own data, and no
 * identifier, title or code of B appears in it) and nothing of B changes. Operator routes
 * answer operator credentials only, never a client's api_key.
 */

const RECEIPT_TOTAL = 42.5;
/** 2026-03-10 15:00 UTC */
const PURCHASED_AT = Date.UTC(2026, 2, 10, 15) / 1000;
const STORE = 'store-7';

/**
 * Idempotency-Keys B sends while building its program, one per route that honours them. A
 * sends the same keys with requests of its own: keys are the client's, so A's requests run
 * and answer A's results, neither B's recorded answers nor a refusal.
 */
const B_KEYS = {
  credit: 'retry-0001',
  redemption: 'retry-0002',
  submit: 'retry-0003',
  purchase: 'retry-0004',
  claimOnline: 'retry-0005',
  claimInStore: 'retry-0006',
  couponUse: 'retry-0007',
  couponUnuse: 'retry-0008',
};
type KeyedWrite = keyof typeof B_KEYS;

/** A client with a small program of everything an api_key route can reach. */
interface Program {
  clientId: string;
  apiKey: string;
  keyId: string;
  /** An endpoint for the operator's webhook routes (nothing is delivered to it in this suite). */
  webhookId: string;
  importId: string;
  exportId: string;
  memberId: number;
  /** The member's identifier for each id_type. */
  ids: Record<IdType, string>;
  activity: { id: string; name: string; title: string };
  rewardCategory: { id: number; name: string };
  reward: { id: string; title: string };
  codeReward: { id: string; title: string; couponCategory: { id: number; name: string } };
  /** Codes of the code reward: the member holds the first two as coupons (the first used), the third is in the pool. */
  rewardCodes: string[];
  campaign: { campaign_id: string; activity_id: string; title: string };
  /** A used single-use code, an unused single-use code and a multi-use code submitted once. */
  campaignCodes: { used: string; unused: string; multi: string };
  /** Receipts recorded without a member (two left unclaimed, two claimed) and one with the member. */
  receipts: { unclaimed: string; unclaimedToo: string; claimedOnline: string; claimedInStore: string; withMember: string };
  /** A purchase of the member's, partly returned under a return id of the client's (apart from `receipts`, which A records too). */
  returned: { receipt: string; returnId: string };
  orderIds: number[];
  couponIds: number[];
}

async function expectOk(res: Promise<ApiResult>): Promise<any> {
  const answer = await res;
  if (answer.status >= 300) throw new Error(`setup call failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** Builds a client's program through the API; `keys` are the Idempotency-Keys its writes send, if any. */
async function buildProgram(label: string, keys?: Record<KeyedWrite, string>): Promise<Program> {
  const client = await expectOk(call('POST', '/admin/v1/clients', { headers: ADMIN_HEADERS, body: { name: unique(`client ${label} `), settings: { purchase_v1: true, points_per_currency_unit: 1 } } }));
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
    catalogue: Promise.all(['rewards', 'activities', 'reward_categories', 'coupon_categories', 'code_redemption_campaigns'].map((list) => adminJson(`${p.clientId}/${list}`))),
    // Read through the program's own api_key: it still works, and what it shows is as it was.
    // (These reads also fill the per-container catalogue caches with the program's entries.)
    rank: own(`/v2/users/${p.memberId}/rank`),
    stream: own('/v2/stream', { n: 15 }),
    rewards: own('/v2/rewards'),
    rewardCategories: own('/v2/reward_categories'),
    memberRewards: own(`/v2/users/${p.memberId}/rewards`),
  };
  const values = await Promise.all(Object.values(reads));
  return Object.fromEntries(Object.keys(reads).map((name, index) => [name, values[index]]));
}

interface Refusal {
  status: number;
  error: string;
  message: string;
}
/** One request of client A against B's things. */
interface Probe {
  label: string;
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: unknown;
  headers?: Record<string, string>;
  expect: Refusal | 'ok';
  /** A's own values an 'ok' answer must show: it answers with A's data. */
  shows?: string[];
  /** Values the request itself sends, which its answer may echo (a member A creates with B's identifiers). */
  echoes?: string[];
}

const refusal = (error: string, message: string, status = 400): Refusal => ({ status, error, message });
const NO_USER = {
  page_not_found: refusal('page_not_found', 'user does not exist'),
  param_error: refusal('param_error', 'user does not exist'),
};

/** B's member by each id_type, in the {user_id} path segment. */
function eachIdOfB(b: Program, expect: Refusal, extra: Omit<Probe, 'label' | 'expect'> = {}): Probe[] {
  return ID_TYPES.map((idType) => ({
    label: `B's member by ${idType}`,
    ...extra,
    params: { ...extra.params, user_id: b.ids[idType] },
    query: { ...extra.query, id_type: idType },
    expect,
  }));
}

/** B's member by each id_type, as the user_id of a body. */
function eachIdOfBInBody(b: Program, expect: Refusal, body: Record<string, unknown>): Probe[] {
  return ID_TYPES.map((idType) => ({ label: `B's member by ${idType}`, query: { id_type: idType }, body: { ...body, user_id: b.ids[idType] }, expect }));
}

/** B's things of one kind, named one by one in requests of A's own member: each is refused as unknown. */
function eachOfB(what: string, things: Array<string | number>, expect: Refusal, request: (thing: string) => Omit<Probe, 'label' | 'expect'>): Probe[] {
  return things.map((thing) => ({ label: `B's ${what} ${thing}`, ...request(String(thing)), expect }));
}

/** A request of A's own, sent with the Idempotency-Key B used on this route: it runs for A. */
const withBsKey = (write: KeyedWrite, probe: Omit<Probe, 'label' | 'expect' | 'headers'>): Probe => ({
  label: `A's own request with the Idempotency-Key B sent (${B_KEYS[write]})`,
  ...probe,
  headers: { 'idempotency-key': B_KEYS[write] },
  expect: 'ok',
});

const claimOf = (path: 'online' | 'in_store') => (a: Program, b: Program): Probe[] => {
  const inStore = path === 'in_store' ? { store_number: STORE, date_purchased: PURCHASED_AT } : {};
  const ownReceipt = path === 'in_store' ? a.receipts.unclaimedToo : a.receipts.unclaimed;
  return [
    ...eachIdOfBInBody(b, refusal('input_error', 'unable to claim receipt for this user'), { receipt_number: a.receipts.unclaimed, receipt_total: RECEIPT_TOTAL, ...inStore }),
    ...eachOfB('receipt', Object.values(b.receipts), refusal('input_error', 'receipt invalid'), (receipt) => ({
      body: { user_id: a.memberId, receipt_number: receipt, receipt_total: RECEIPT_TOTAL, ...inStore },
    })),
    withBsKey(path === 'in_store' ? 'claimInStore' : 'claimOnline', { body: { user_id: a.memberId, receipt_number: ownReceipt, receipt_total: RECEIPT_TOTAL, ...inStore } }),
  ];
};

const couponReport = (report: 'use' | 'unuse') => (a: Program, b: Program): Probe[] => [
  ...eachIdOfBInBody(b, NO_USER.page_not_found, { code: b.rewardCodes[1] }),
  ...eachOfB('coupon code', b.rewardCodes, refusal('invalid_code', 'the user has no coupon with this code'), (code) => ({ body: { user_id: a.memberId, code } })),
  withBsKey(report === 'use' ? 'couponUse' : 'couponUnuse', { body: { user_id: a.memberId, code: a.rewardCodes[report === 'use' ? 1 : 0] } }),
];

/** Every api_key route's probes, by `METHOD path`. */
const PROBES: Record<string, (a: Program, b: Program) => Probe[]> = {
  'GET /v2/users/{user_id}': (_a, b) => eachIdOfB(b, NO_USER.page_not_found),
  'GET /v2/users/{user_id}/activities': (_a, b) => eachIdOfB(b, NO_USER.page_not_found),
  'PUT /v2/users/{user_id}': (_a, b) => eachIdOfB(b, NO_USER.page_not_found, { body: { first_name: 'Mallory' } }),
  'DELETE /v2/users/{user_id}': (_a, b) => eachIdOfB(b, refusal('page_not_found', 'user does not exist', 404)),
  'GET /v2/users/delete/{user_id}': (_a, b) => [
    { label: "B's member id", params: { user_id: b.ids.id }, expect: refusal('page_not_found', 'user does not exist or is not queued for deletion', 404) },
  ],
  'GET /v2/users/{user_id}/points/pending': (_a, b) => eachIdOfB(b, NO_USER.page_not_found),
  'GET /v2/code_redemption_campaign': (_a, b) => [
    { label: "B's campaign id", query: { id: b.campaign.campaign_id, id_type: 2 }, expect: refusal('param_error', 'campaign does not exist') },
    { label: "B's campaign activity id", query: { id: b.campaign.activity_id, id_type: 1 }, expect: refusal('param_error', 'campaign does not exist') },
  ],
  'POST /v2/code_redemption_campaign/submit': (a, b) => [
    ...eachIdOfBInBody(b, NO_USER.page_not_found, { campaign_id: a.campaign.campaign_id, code_value: a.campaignCodes.multi }),
    ...eachOfB('campaign', [b.campaign.campaign_id, b.campaign.activity_id], refusal('param_error', 'campaign does not exist'), (campaignId) => ({
      body: { user_id: a.memberId, campaign_id: campaignId, code_value: b.campaignCodes.unused },
    })),
    ...eachOfB('campaign code', Object.values(b.campaignCodes), refusal('invalid_code', 'code does not exist'), (code) => ({
      body: { user_id: a.memberId, campaign_id: a.campaign.campaign_id, code_value: code },
    })),
    withBsKey('submit', { body: { user_id: a.memberId, campaign_id: a.campaign.campaign_id, code_value: a.campaignCodes.multi } }),
  ],
  'POST /v2/claim_receipt/online': claimOf('online'),
  'POST /v2/claim_receipt/in_store': claimOf('in_store'),
  'POST /v2/purchases': (a, b) => [
    ...eachIdOfBInBody(b, NO_USER.param_error, { receipt_id: unique('arcpt'), total: 5 }),
    // Receipt ids are the client's own: A may record one B also has, without touching B's.
    ...Object.values(b.receipts).map((receipt) => ({ label: `B's receipt id ${receipt}`, body: { user_id: a.memberId, receipt_id: receipt, total: 1 }, expect: 'ok' as const })),
    // Listed coupon codes are looked up among the purchaser's coupons, or client-wide without one.
    { label: "B's coupon codes for A's member", body: { user_id: a.memberId, receipt_id: unique('arcpt'), total: 1, coupon_codes: b.rewardCodes }, expect: 'ok' },
    { label: "B's coupon codes without a member", body: { receipt_id: unique('arcpt'), total: 1, coupon_codes: b.rewardCodes }, expect: 'ok' },
    withBsKey('purchase', { body: { user_id: a.memberId, receipt_id: unique('arcpt'), total: 3 } }),
  ],
  // Runs after the purchases probes, which recorded A's own purchases under B's receipt ids: A returns its own, B's stay.
  'POST /v2/purchases/return': (_a, b) => [
    ...Object.values(b.receipts).map((receipt) => ({ label: `B's receipt id ${receipt}`, body: { receipt_id: receipt, total: 1 }, expect: 'ok' as const, echoes: [receipt] })),
    { label: 'a receipt id nobody has', body: { receipt_id: unique('nobody') }, expect: refusal('input_error', 'receipt_id: no purchase has this receipt id') },
  ],
  'DELETE /v2/purchases/return/{return_id}': (a, b) => [
    { label: "B's return id", params: { return_id: b.returned.returnId }, expect: refusal('not_found', 'return_id: no return has this id', 404) },
    { label: "A's own return", params: { return_id: a.returned.returnId }, expect: 'ok', shows: [a.returned.receipt] },
  ],
  // Runs after the purchases probes: A has purchases of its own under B's `receipts` ids, and answers those.
  'GET /v2/purchases/{receipt_id}': (a, b) => [
    { label: "B's returned receipt id", params: { receipt_id: b.returned.receipt }, expect: refusal('not_found', 'receipt_id: no purchase has this receipt id', 404) },
    ...Object.values(b.receipts).map((receipt) => ({ label: `B's receipt id ${receipt}`, params: { receipt_id: receipt }, expect: 'ok' as const, echoes: [receipt], shows: [String(a.memberId)] })),
    { label: "A's own returned receipt", params: { receipt_id: a.returned.receipt }, expect: 'ok', shows: [a.returned.returnId] },
  ],
  'GET /v2/users/{user_id}/purchases': (a, b) => [
    ...eachIdOfB(b, NO_USER.page_not_found),
    // A's member holds A's own purchases recorded under B's `receipts` ids by the purchases probes: those ids are A's too.
    { label: "A's own member", params: { user_id: a.memberId }, expect: 'ok', shows: [a.returned.receipt], echoes: Object.values(b.receipts) },
  ],
  'POST /v2/purchases/potential_points': (a, b) => [
    ...eachIdOfBInBody(b, NO_USER.param_error, { total: 5 }),
    { label: "A's own member", body: { user_id: a.memberId, total: 5 }, expect: 'ok', shows: [String(a.memberId)] },
  ],
  'GET /v2/rewards': (a, b): Probe[] => [
    { label: 'the whole catalogue', expect: 'ok', shows: [a.reward.title, a.codeReward.title] },
    { label: 'the whole catalogue, sorted', query: { sort_by: 'points', order: 'desc' }, expect: 'ok', shows: [a.reward.title, a.codeReward.title] },
    ...ID_TYPES.map((idType) => ({
      label: `redeemable by B's member by ${idType}`,
      query: { redeemable_by: b.ids[idType], id_type: idType },
      expect: refusal('param_error', 'redeemable_by: user does not exist'),
    })),
    { label: "B's category by name", query: { category: b.rewardCategory.name }, expect: 'ok' },
    { label: "B's category by id", query: { category: String(b.rewardCategory.id) }, expect: 'ok' },
  ],
  'GET /v2/reward_categories': (a) => [{ label: 'the categories', expect: 'ok', shows: [a.rewardCategory.name] }],
  // The refusal names the id A sent, as the hosted page's message does.
  'GET /v2.1/rewards/{reward_id}': (a, b) => [
    ...[b.reward.id, b.codeReward.id].map((rewardId) => ({
      label: `B's reward ${rewardId}`,
      params: { reward_id: rewardId },
      echoes: [rewardId],
      expect: refusal('page_not_found', `Reward with id ${rewardId} not found`, 404),
    })),
    { label: "A's own reward", params: { reward_id: a.reward.id }, expect: 'ok', shows: [a.reward.title] },
  ],
  'GET /v2/users/{user_id}/rewards': (_a, b) => eachIdOfB(b, NO_USER.page_not_found),
  'GET /v2/users/{user_id}/redemption_history': (_a, b) => eachIdOfB(b, NO_USER.page_not_found),
  'GET /v2/users/{user_id}/usable_coupons': (_a, b) =>
    eachIdOfB(b, NO_USER.page_not_found).map((probe) =>
      probe.query!.id_type === 'mobile_phone_number' ? { ...probe, expect: refusal('param_error', 'unknown id_type') } : probe,
    ),
  'POST /v2/users/{user_id}/redemption': (a, b) => [
    ...eachIdOfB(b, refusal('page_not_found', 'user does not exist', 404), { body: { reward_id: a.reward.id } }),
    ...eachOfB('reward', [b.reward.id, b.codeReward.id], refusal('invalid_reward', 'reward does not exist', 404), (rewardId) => ({
      params: { user_id: a.memberId },
      body: { reward_id: rewardId },
    })),
    withBsKey('redemption', { params: { user_id: a.memberId }, body: { reward_id: a.reward.id } }),
  ],
  'POST /v2/coupon/use': couponReport('use'),
  'POST /v2/coupon/unuse': couponReport('unuse'),
  'GET /v2/users/{user_id}/points': (_a, b) => eachIdOfB(b, NO_USER.param_error),
  'GET /v2/users/{user_id}/points_expiration': (_a, b) => eachIdOfB(b, NO_USER.page_not_found),
  'GET /v2/users/{user_id}/rank': (_a, b) => eachIdOfB(b, NO_USER.param_error),
  'GET /v2/users/{user_id}/activity_history': (_a, b) => [
    ...eachIdOfB(b, NO_USER.param_error),
    ...eachIdOfB(b, NO_USER.param_error, { query: { page_size: 10, page_number: 1 } }).map((probe) => ({ ...probe, label: `${probe.label}, paged` })),
  ],
  'GET /v2/users/{user_id}/activity_history/extended': (_a, b) => [
    ...eachIdOfB(b, NO_USER.param_error),
    ...eachIdOfB(b, NO_USER.param_error, { query: { page_size: 10, page_number: 1 } }).map((probe) => ({ ...probe, label: `${probe.label}, paged` })),
  ],
  'GET /v2/users/{user_id}/activities/extended': (_a, b) => eachIdOfB(b, NO_USER.page_not_found),
  'GET /v2/users/{user_id}/activities/{activity_id}/extended': (a, b) => [
    ...eachIdOfB(b, NO_USER.page_not_found, { params: { activity_id: a.activity.id } }),
    ...eachOfB('activity', [b.activity.id, b.campaign.activity_id], refusal('param_error', 'activity does not exist'), (activityId) => ({
      params: { user_id: a.memberId, activity_id: activityId },
    })),
  ],
  'POST /v2/users/{user_id}/activities': (a, b) => [
    ...eachIdOfB(b, NO_USER.page_not_found, { body: { activity_id: a.activity.id } }),
    ...eachOfB('activity', [b.activity.id, b.campaign.activity_id], refusal('param_error', 'activity does not exist'), (activityId) => ({
      params: { user_id: a.memberId },
      body: { activity_id: activityId },
    })),
    withBsKey('credit', { params: { user_id: a.memberId }, body: { activity_id: a.activity.id } }),
  ],
  'GET /v2/activities/extended': (a) => [{ label: 'the activities', expect: 'ok', shows: [a.activity.name] }],
  'GET /v2/activities': (a) => [{ label: 'the activities', expect: 'ok', shows: [a.activity.title] }],
  'GET /v2/activities/{activity_id}/extended': (a, b) => [
    ...eachOfB('activity', [b.activity.id, b.campaign.activity_id], refusal('param_error', 'activity does not exist'), (activityId) => ({ params: { activity_id: activityId } })),
    { label: "A's own activity", params: { activity_id: a.activity.id }, expect: 'ok', shows: [a.activity.name] },
  ],
  'GET /v2/stream': (a) => [{ label: 'the stream', query: { n: 15 }, expect: 'ok', shows: [a.activity.name] }],
  // Identifiers are unique per client: A can sign up a member with B's, and learns nothing from it.
  'POST /v2/users': (_a, b) => {
    const identifiers = {
      email_address: b.ids.email,
      username: b.ids.username,
      third_party_id: b.ids.third_party_id,
      mobile_phone_number: b.ids.mobile_phone_number,
      network1_user_id: b.ids.network1_user_id,
      network2_user_id: b.ids.network2_user_id,
    };
    return [
      {
        label: "B's identifiers",
        body: { first_name: 'Test', last_name: 'Member', date_of_birth: 631152000, postal_code: '10001', ...identifiers },
        expect: 'ok',
        echoes: Object.values(identifiers),
      },
    ];
  },
};

// The paged forms answer what their v2 routes answer, a page at a time.
for (const [paged, v2] of [
  ['GET /v2.1/rewards', 'GET /v2/rewards'],
  ['GET /v2.1/users/{user_id}/rewards', 'GET /v2/users/{user_id}/rewards'],
  ['GET /v2.1/activities/extended', 'GET /v2/activities/extended'],
  ['GET /v2.1/users/{user_id}/activities/extended', 'GET /v2/users/{user_id}/activities/extended'],
  ['GET /v2.2/users/{user_id}/redemption_history', 'GET /v2/users/{user_id}/redemption_history'],
] as const) {
  PROBES[paged] = PROBES[v2]!;
}

const routeKey = (route: Route) => `${route.method} ${route.path}`;

function fill(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    if (params[name] === undefined) throw new Error(`no value for {${name}} in ${path}`);
    return encodeURIComponent(String(params[name]));
  });
}

/** Path parameters of the operator routes, naming B's client and B's resources. */
function operatorParams(p: Program, path: string): Record<string, string | number> {
  return {
    client_id: p.clientId,
    key_id: p.keyId,
    public_key: 'pk_notissuedhere',
    webhook_id: p.webhookId,
    import_id: p.importId,
    export_id: p.exportId,
    delivery_id: 'dlv_1_evt_00',
    // Operator accounts belong to the deployment, not a client: any well-formed id.
    operator_id: 'op_aaaaaaaaaaaaaaaa',
    member_id: p.memberId,
    campaign_id: p.campaign.campaign_id,
    reward_id: p.reward.id,
    activity_id: p.activity.id,
    order_id: p.orderIds[0]!,
    code: Object.values(p.campaignCodes)[0]!,
    category_id: path.includes('coupon_categories') ? p.codeReward.couponCategory.id : p.rewardCategory.id,
  };
}

const apiKeyRoutes = routes.filter((route) => route.auth === 'api_key');
const adminRoutes = routes.filter((route) => route.auth === 'operator');
// Creating a member with B's identifiers goes last: from then on A has a member holding them.
const walk = [...apiKeyRoutes.filter((route) => routeKey(route) !== 'POST /v2/users'), ...apiKeyRoutes.filter((route) => routeKey(route) === 'POST /v2/users')];

let a: Program;
let b: Program;
/** B as it was before A did anything: whatever A does, B must stay exactly so. */
let bAsBuilt: Awaited<ReturnType<typeof stateOf>>;

beforeAll(async () => {
  [a, b] = await Promise.all([buildProgram('A'), buildProgram('B', B_KEYS)]);
  bAsBuilt = await stateOf(b);
});

describe('tenant isolation', () => {
  it('has probes for every api_key route of the route table, and none for routes it does not have', () => {
    expect(apiKeyRoutes.map(routeKey).filter((key) => !PROBES[key])).toEqual([]);
    expect(Object.keys(PROBES).filter((key) => !apiKeyRoutes.some((route) => routeKey(route) === key))).toEqual([]);
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
    const probes = PROBES[routeKey(route)]!(a, b);

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
        await call(route.method, fill(route.path, { client_id: b.clientId, member_id: a.ids.email }), { headers: ADMIN_HEADERS, query: { id_type: 'email' } }),
      ];

      for (const res of answers) expect(res).toMatchObject({ status: 404, body: { error: 'not_found' } });
      expect(await stateOf(b)).toEqual(bAsBuilt);
    },
  );

  it.each(adminReads.filter((route) => /\{(reward|activity|campaign|import)_id\}/.test(route.path)).map((route) => [routeKey(route), route] as const))(
    "%s does not find A's resource under B's client id",
    async (_name, route) => {
      const res = await call('GET', fill(route.path, { ...operatorParams(a, route.path), client_id: b.clientId }), { headers: ADMIN_HEADERS });

      expect(res).toMatchObject({ status: 404, body: { error: 'not_found' } });
    },
  );
});
