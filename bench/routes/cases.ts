import { DEFAULT_SETTINGS } from '../../shared/clients/settings.js';
import { randomInt, randomUUID } from 'node:crypto';
import { createReward, RewardInputSchema } from '../../shared/rewards/reward-catalogue.js';
import { createCouponCategory } from '../../shared/rewards/reward-categories.js';
import { nowSeconds } from '../../shared/support/clock.js';
import { createClient } from '../../shared/clients/clients.js';
import { outboxEvent } from '../../shared/events/outbox.js';
import { putNewDelivery } from '../../shared/webhooks/webhook-repository.js';
import { getMember } from '../../shared/member-records/index.js';
import { optimisticTransaction } from '../../shared/data/transactions.js';
import { ordersAwaitingFulfilment } from '../../shared/rewards/fulfilment.js';
import { MAX_AWAITING_LIST, RedemptionBody } from '../../shared/rewards/reward-requests.js';
import { pointsMovement } from '../../shared/points/ledger.js';
import { createUser } from '../../shared/members/member-profiles.js';
import { redeemReward } from '../../shared/rewards/redemption.js';
import { CreateUserBody } from '../../shared/members/member-bodies.js';
import { forgetRankNodes } from '../../shared/points/rank-repository.js';
import type { LocalRequest } from '../../local/dispatch.js';
import { issueOperatorToken } from '../../local/operator-tokens.js';
import { addOperator } from '../../shared/operators/index.js';
import { letters, type BenchMember, type Program, type Tenant } from './program.js';
import { serviceRequest } from '../../shared/requests/index.js';
import { seedReportCounters } from './report-counters.js';

/**
 * The benchmark cases: every route of lib/routes.ts at least once, some in several variants
 * (id_type=id and id_type=email for reads by member; a short and a long result for list
 * routes). Each case makes a fresh, valid request per call: writes never repeat an input.
 */

/** How a case's reads of the catalogue cache (catalogue-cache.ts, 5 s per container) are treated. */
export type CatalogueCacheMode = 'warm' | 'miss';

export interface BenchCase {
  /** Route name in lib/routes.ts. */
  route: string;
  variant: string;
  /** Reads by member (spec endpoints 1, 4, 6, 7-13): round-trip and latency targets apply. */
  memberRead?: 'id' | 'email';
  /** A write that moves points, stock or codes: it must be exactly one transaction. */
  movesValue?: boolean;
  /** Rows of a list answer: the route is a list route, whose cost may grow with what it returns. */
  rows?: (body: any) => number;
  /** The api_key whose 30 s cache entry is kept populated while measuring (operator routes have none). */
  apiKey?: string;
  catalogue?: { clientId: string; apiKey: string; mode: CatalogueCacheMode };
  /** Runs before every request, unmeasured (for example to empty a per-container cache). */
  beforeRequest?: () => void;
  /**
   * Why the route's CPU here is the local stack's, not the deployed function's (the CPU target is
   * then not judged on it; the report says why).
   */
  localCpu?: string;
  /** Runs once before the case's first request (setup through domain functions, not measured). */
  prepare?: () => Promise<void>;
  request: (index: number) => LocalRequest;
  onResponse?: (body: any, index: number) => void;
}

const ADMIN = { authorization: `Bearer ${process.env.ADMIN_TOKEN}` };

function req(method: string, path: string, options: { query?: Record<string, string>; body?: unknown; headers?: Record<string, string> } = {}): LocalRequest {
  return {
    method,
    path,
    query: options.query,
    headers: { ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}), ...options.headers },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  };
}

const idempotencyKey = () => ({ 'idempotency-key': `bench-${randomUUID()}` });
const pick = <T>(items: T[]): T => items[randomInt(items.length)]!;
const userSegment = (member: Pick<BenchMember, 'id' | 'email'>, idType: 'id' | 'email') => encodeURIComponent(idType === 'id' ? String(member.id) : member.email);
const arrayRows = (body: unknown) => (Array.isArray(body) ? body.length : 0);

/** Collects what create routes answered, for the routes that then replace or delete it. */
class Created<T> {
  readonly items: T[] = [];
  at(index: number): T {
    const item = this.items[index % this.items.length];
    if (item === undefined) throw new Error('nothing was created to work on');
    return item;
  }
}

export function buildCases(p: Program, perRoute: number): BenchCase[] {
  const bench = p.bench;
  const key = { api_key: bench.apiKey };
  const cases: BenchCase[] = [];

  // ---- Reads by member: endpoints 1, 4, 6, 7-13, with id_type=id and id_type=email ----
  const memberReads = (
    route: string,
    suffix: string,
    options: { pool?: BenchMember[]; rows?: (body: any) => number; catalogue?: boolean; query?: Record<string, string> } = {},
  ) => {
    for (const idType of ['id', 'email'] as const) {
      const pool = options.pool ?? p.members;
      cases.push({
        route,
        variant: `id_type=${idType}`,
        memberRead: idType,
        rows: options.rows,
        apiKey: bench.apiKey,
        catalogue: options.catalogue ? { clientId: bench.client.clientId, apiKey: bench.apiKey, mode: 'warm' } : undefined,
        request: () =>
          req('GET', `/v2/users/${userSegment(pick(pool), idType)}${suffix}`, { query: { ...key, ...options.query, ...(idType === 'email' ? { id_type: 'email' } : {}) } }),
      });
    }
  };
  const longList = (route: string, suffix: string, pool: BenchMember[], rows: (body: any) => number, variant: string, query: Record<string, string> = {}) =>
    cases.push({ route, variant, rows, apiKey: bench.apiKey, request: () => req('GET', `/v2/users/${pick(pool).id}${suffix}`, { query: { ...key, ...query } }) });

  const couponHolders = p.couponHolders.map((h) => h.member);
  memberReads('GetUser', '');
  cases.push({
    route: 'GetUser',
    variant: 'rank nodes not cached',
    apiKey: bench.apiKey,
    beforeRequest: forgetRankNodes,
    request: () => req('GET', `/v2/users/${pick(p.members).id}`, { query: key }),
  });
  memberReads('GetUserActivitiesForm', '/activities');
  memberReads('GetUserPoints', '/points', { rows: (b) => b.activities.length });
  memberReads('GetPointsExpiration', '/points_expiration');
  cases.push({
    route: 'GetPointsExpiration',
    variant: 'rolling policy: month by month, 3 ledger slices',
    apiKey: p.small.apiKey,
    request: () => req('GET', `/v2/users/${pick(p.small.members)}/points_expiration`, { query: { api_key: p.small.apiKey } }),
  });
  longList('GetUserPoints', '/points', p.heavy, (b) => b.activities.length, 'long: 150-entry ledgers (limit 100)');
  memberReads('GetUserRank', '/rank');
  memberReads('ListUserRewards', '/rewards', { rows: arrayRows, catalogue: true });
  cases.push({
    route: 'ListUserRewards',
    variant: 'catalogue cache miss',
    rows: arrayRows,
    apiKey: bench.apiKey,
    catalogue: { clientId: bench.client.clientId, apiKey: bench.apiKey, mode: 'miss' },
    request: () => req('GET', `/v2/users/${pick(p.members).id}/rewards`, { query: key }),
  });
  memberReads('GetRedemptionHistory', '/redemption_history', { pool: couponHolders, rows: arrayRows });
  longList('GetRedemptionHistory', '/redemption_history', p.heavyRedeemers, arrayRows, 'long: 20 redemptions each');
  memberReads('ListUsableCoupons', '/usable_coupons', { pool: couponHolders, rows: arrayRows });
  longList('ListUsableCoupons', '/usable_coupons', p.heavyRedeemers, arrayRows, 'long: 20 coupons each');
  memberReads('GetActivityHistory', '/activity_history', { rows: arrayRows });
  longList('GetActivityHistory', '/activity_history', p.heavy, arrayRows, 'long: 150-entry ledgers (limit 100)');
  memberReads('GetActivityHistoryExtended', '/activity_history/extended', { rows: arrayRows, catalogue: true });
  longList('GetActivityHistoryExtended', '/activity_history/extended', p.heavy, arrayRows, 'long: 150-entry ledgers (limit 100)');
  // page_number paging reads the entries before the page too: page 3 of 50 reads 150 entries.
  const deepPage = { page_size: '50', page_number: '3' };
  longList('GetActivityHistory', '/activity_history', p.heavy, arrayRows, 'paged: page 3 of 50, 150-entry ledgers', deepPage);
  longList('GetActivityHistoryExtended', '/activity_history/extended', p.heavy, arrayRows, 'paged: page 3 of 50, 150-entry ledgers', deepPage);
  memberReads('GetUserActivitiesExtended', '/activities/extended', { rows: arrayRows, catalogue: true });
  const activityListVariants: Array<[string, Tenant, number[]]> = [
    ['cache miss, long: 21 activities', bench, p.members.map((m) => m.id)],
    ['cache miss, short: 3 activities', p.small, p.small.members],
  ];
  for (const [variant, tenant, members] of activityListVariants) {
    cases.push({
      route: 'GetUserActivitiesExtended',
      variant,
      rows: arrayRows,
      apiKey: tenant.apiKey,
      catalogue: { clientId: tenant.client.clientId, apiKey: tenant.apiKey, mode: 'miss' },
      request: () => req('GET', `/v2/users/${pick(members)}/activities/extended`, { query: { api_key: tenant.apiKey } }),
    });
  }
  const capped = p.activities.capped[0]!;
  memberReads('GetUserActivityExtended', `/activities/${capped.id}/extended`, { catalogue: true });

  // Endpoint 5 reads by member too, but may write (it clears due pending points first).
  cases.push({
    route: 'GetUserPendingPoints',
    variant: 'id_type=id',
    rows: (b) => b.activities.length,
    apiKey: bench.apiKey,
    request: () => req('GET', `/v2/users/${pick(p.members).id}/points/pending`, { query: key }),
  });
  longList('GetUserPendingPoints', '/points/pending', p.heavy, (b) => b.activities.length, 'long: 150-entry ledgers (limit 50), pending purchase');

  // ---- Client-wide reads ----
  cases.push({
    route: 'GetCodeRedemptionCampaign',
    variant: 'by campaign id',
    apiKey: bench.apiKey,
    request: () => req('GET', '/v2/code_redemption_campaign', { query: { ...key, id: p.campaign.campaignId, id_type: '2' } }),
  });
  const catalogueCases = (route: string, path: string, long: string, short: string) => {
    const variants: Array<[string, Tenant, CatalogueCacheMode]> = [
      ['catalogue cache warm', bench, 'warm'],
      [`cache miss, long: ${long}`, bench, 'miss'],
      [`cache miss, short: ${short}`, p.small, 'miss'],
    ];
    for (const [variant, tenant, mode] of variants) {
      cases.push({
        route,
        variant,
        rows: arrayRows,
        apiKey: tenant.apiKey,
        catalogue: { clientId: tenant.client.clientId, apiKey: tenant.apiKey, mode },
        request: () => req('GET', path, { query: { api_key: tenant.apiKey } }),
      });
    }
  };
  catalogueCases('ListRewards', '/v2/rewards', '70 entries', '3 entries');
  cases.push({
    route: 'ListRewards',
    variant: 'sort_by=points order=desc, catalogue cache warm',
    rows: arrayRows,
    apiKey: bench.apiKey,
    catalogue: { clientId: bench.client.clientId, apiKey: bench.apiKey, mode: 'warm' },
    request: () => req('GET', '/v2/rewards', { query: { ...key, sort_by: 'points', order: 'desc' } }),
  });
  cases.push({
    route: 'GetRewardDetails',
    variant: 'catalogue cache warm',
    apiKey: bench.apiKey,
    catalogue: { clientId: bench.client.clientId, apiKey: bench.apiKey, mode: 'warm' },
    request: () => req('GET', `/v2.1/rewards/${p.rewards.plainId}`, { query: key }),
  });
  catalogueCases('ListRewardCategories', '/v2/reward_categories', '5 categories', '1 category');
  catalogueCases('GetActivitiesExtended', '/v2/activities/extended', '21 activities', '3 activities');
  catalogueCases('GetActivities', '/v2/activities', '21 activities', '3 activities');
  cases.push({
    route: 'GetActivityExtended',
    variant: 'catalogue cache warm',
    apiKey: bench.apiKey,
    catalogue: { clientId: bench.client.clientId, apiKey: bench.apiKey, mode: 'warm' },
    request: () => req('GET', `/v2/activities/${pick(p.activities.uncapped).id}/extended`, { query: key }),
  });
  // The paged forms (v2.1, v2.2): a page of the same lists.
  // The page's list is the one array beside paging (rewards, activities, redemptions).
  const pagedRows = (b: any) => Object.values(b as Record<string, unknown>).find(Array.isArray)?.length ?? 0;
  const paged = (route: string, path: () => string, catalogue: boolean) =>
    cases.push({
      route,
      variant: 'first page',
      rows: pagedRows,
      apiKey: bench.apiKey,
      catalogue: catalogue ? { clientId: bench.client.clientId, apiKey: bench.apiKey, mode: 'warm' } : undefined,
      request: () => req('GET', path(), { query: key }),
    });
  paged('ListRewardsPaged', () => '/v2.1/rewards', true);
  paged('GetActivitiesExtendedPaged', () => '/v2.1/activities/extended', true);
  paged('ListUserRewardsPaged', () => `/v2.1/users/${pick(p.members).id}/rewards`, true);
  paged('GetUserActivitiesExtendedPaged', () => `/v2.1/users/${pick(p.members).id}/activities/extended`, true);
  paged('GetRedemptionHistoryPaged', () => `/v2.2/users/${pick(p.heavyRedeemers).id}/redemption_history`, false);
  for (const n of [15, 1]) {
    cases.push({ route: 'GetStream', variant: `n=${n}`, rows: (b) => b.records.length, apiKey: bench.apiKey, request: () => req('GET', '/v2/stream', { query: { ...key, n: String(n) } }) });
  }

  // ---- Writes by members: each request on its own member, with fresh inputs ----
  const write = (route: string, variant: string, movesValue: boolean, request: (index: number) => LocalRequest) =>
    cases.push({ route, variant, movesValue, apiKey: bench.apiKey, request });
  const run = Date.now().toString(36);
  write('CreateUser', 'new e-mail and username', false, (i) =>
    req('POST', '/v2/users', {
      query: key,
      body: {
        first_name: 'New',
        last_name: `Fan ${letters(i)}`,
        date_of_birth: 631_152_000,
        email_address: `new${run}${i}@bench.example.com`,
        username: `new${run}${i}`,
        postal_code: '10001',
        custom_data: { employee_id: `E-${i}`, store_loc: 'Downtown' },
      },
    }),
  );
  const updated = p.take(perRoute);
  write('UpdateUser', 'names and opt-out', false, (i) =>
    req('PUT', `/v2/users/${updated[i]!.id}`, { query: key, body: { first_name: 'Renamed', last_name: `Fan ${letters(i)}`, receive_email_updates: 0 } }),
  );
  const credited = p.take(perRoute);
  write('CreditUserActivity', 'uncapped activity, Idempotency-Key', true, (i) =>
    req('POST', `/v2/users/${credited[i]!.id}/activities`, { query: key, headers: idempotencyKey(), body: { activity_id: p.activities.uncapped[i % p.activities.uncapped.length]!.id } }),
  );
  const redeemers = p.take(perRoute, 50);
  write('RedeemReward', 'plain reward, Idempotency-Key', true, (i) =>
    req('POST', `/v2/users/${redeemers[i]!.id}/redemption`, { query: key, headers: idempotencyKey(), body: { reward_id: p.rewards.plainId } }),
  );
  const codeRedeemers = p.take(perRoute, 30);
  write('RedeemReward', 'code reward (claims a code), Idempotency-Key', true, (i) =>
    req('POST', `/v2/users/${codeRedeemers[i]!.id}/redemption`, { query: key, headers: idempotencyKey(), body: { reward_id: p.rewards.codeRewardId } }),
  );
  const submitters = p.take(perRoute);
  write('SubmitCampaignCode', 'fresh single-use code, Idempotency-Key', true, (i) =>
    req('POST', '/v2/code_redemption_campaign/submit', {
      query: key,
      headers: idempotencyKey(),
      body: { user_id: submitters[i]!.id, campaign_id: p.campaign.campaignId, code_value: p.campaign.codes[i]! },
    }),
  );
  const claims = [
    ['ClaimOnlineReceipt', '/v2/claim_receipt/online', p.receipts.online.map((r) => ({ receipt_number: r.receipt, receipt_total: r.total }))],
    ['ClaimInStoreReceipt', '/v2/claim_receipt/in_store', p.receipts.inStore.map((r) => ({ receipt_number: r.receipt, receipt_total: r.total, store_number: r.store, date_purchased: r.date }))],
  ] as const;
  for (const [route, path, receipts] of claims) {
    const claimers = p.take(perRoute);
    write(route, 'unclaimed receipt, Idempotency-Key', true, (i) =>
      req('POST', path, { query: key, headers: idempotencyKey(), body: { user_id: claimers[i]!.id, ...receipts[i]! } }),
    );
  }
  const purchasers = p.take(perRoute);
  write('CreatePurchase', 'member purchase (pending points), Idempotency-Key', true, (i) =>
    req('POST', '/v2/purchases', {
      query: key,
      headers: idempotencyKey(),
      body: {
        receipt_id: `PUR-${run}-${i}`,
        date_purchase: nowSeconds() - 60,
        loc_id: 'store-3',
        total: 42.5,
        tax: 3.4,
        items: [{ id: 'sku-1', quantity: 2, cost: 12.5 }, { id: 'sku-2', quantity: 1, cost: 17.5 }],
        user_id: purchasers[i]!.id,
      },
    }),
  );
  // Each purchase recorded above, returned whole: its pending points are cancelled.
  const returns = new Created<string>();
  cases.push({
    route: 'ReturnPurchase',
    variant: 'whole purchase, pending points cancelled, Idempotency-Key',
    movesValue: true,
    apiKey: bench.apiKey,
    request: (i) => req('POST', '/v2/purchases/return', { query: key, headers: idempotencyKey(), body: { receipt_id: `PUR-${run}-${i}` } }),
    onResponse: (b) => returns.items.push(b.return_id),
  });
  // Each of those returns voided: the pending entry it took whole is put back.
  write('VoidReturn', 'whole return, pending points restored, Idempotency-Key', true, (i) =>
    req('DELETE', `/v2/purchases/return/${encodeURIComponent(returns.at(i))}`, { query: key, headers: idempotencyKey() }),
  );
  cases.push({
    route: 'GetPurchase',
    variant: 'purchase with 2 lines and a voided return',
    apiKey: bench.apiKey,
    rows: (b) => b.returns.length,
    request: (i) => req('GET', `/v2/purchases/PUR-${run}-${i % Math.max(1, returns.items.length)}`, { query: key }),
  });
  paged('GetUserPurchases', () => `/v2/users/${pick(p.heavy).id}/purchases`, false);
  cases.push({
    route: 'CalculatePotentialPoints',
    variant: 'member basket of 2 lines',
    apiKey: bench.apiKey,
    request: () =>
      req('POST', '/v2/purchases/potential_points', {
        query: key,
        body: { total: 42.5, items: [{ id: 'sku-1', quantity: 2, cost: 12.5 }, { id: 'sku-2', quantity: 1, cost: 17.5 }], user_id: pick(p.members).id },
      }),
  });
  // Members made for leaving, so no other case (nor the figures after the cases) meets a deleted member.
  const leaving: number[] = [];
  cases.push({
    route: 'DeleteUser',
    variant: 'member with e-mail and username',
    apiKey: bench.apiKey,
    prepare: async () => {
      for (let i = 0; i < perRoute; i++) {
        const member = await createUser(bench.client, CreateUserBody.parse({ first_name: 'Leaving', last_name: `Fan ${letters(i)}`, date_of_birth: 631_152_000, email_address: `leaving${run}${i}@bench.example.com`, username: `leaving${run}${i}`, postal_code: '10001' }));
        leaving.push(member.id as number);
      }
    },
    request: (i) => req('DELETE', `/v2/users/${leaving[i]!}`, { query: key }),
  });
  cases.push({ route: 'GetDeletionStatus', variant: 'queued deletion', apiKey: bench.apiKey, request: (i) => req('GET', `/v2/users/delete/${leaving[i]!}`, { query: key }) });
  const holder = (i: number) => p.couponHolders[i]!;
  write('UseCoupon', 'unused coupon, Idempotency-Key', true, (i) =>
    req('POST', '/v2/coupon/use', { query: key, headers: idempotencyKey(), body: { user_id: holder(i).member.id, code: holder(i).code } }),
  );
  write('UnuseCoupon', 'used coupon, Idempotency-Key', true, (i) =>
    req('POST', '/v2/coupon/unuse', { query: key, headers: idempotencyKey(), body: { user_id: holder(i).member.id, code: holder(i).code } }),
  );

  // ---- Operator API ----
  const opA = p.operator.client.clientId;
  const opB = p.operatorB.client.clientId;
  const admin = (route: string, variant: string, request: (index: number) => LocalRequest, extra: Partial<BenchCase> = {}) =>
    cases.push({ route, variant, request, ...extra });
  const adminReq = (method: string, path: string, body?: unknown) => req(method, `/admin/v1/clients${path}`, { headers: ADMIN, body });

  admin('AdminCreateClient', 'new client', (i) => adminReq('POST', '', { name: `Bench client ${run}-${i}` }));
  const keys = new Created<string>();
  admin('AdminIssueApiKey', 'operator client', () => adminReq('POST', `/${opA}/api_keys`), { onResponse: (b) => keys.items.push(b.key_id) });
  const signingKeys = new Created<string>();
  admin('AdminIssueSigningKey', 'operator client', () => adminReq('POST', `/${opA}/signing_keys`), { onResponse: (b) => signingKeys.items.push(b.public_key) });
  admin('AdminRevokeSigningKey', 'a key issued above', (i) => adminReq('DELETE', `/${opA}/signing_keys/${signingKeys.at(i)}`));
  const adjusted = (i: number) => `/${bench.client.clientId}/members/${p.members[i % p.members.length]!.id}/points_adjustments`;
  admin('AdminCreatePointsAdjustment', 'a bench member, +5 points', (i) => adminReq('POST', adjusted(i), { points: 5, reason: 'Bench goodwill', reference: `B-${i}` }), { movesValue: true });
  admin('AdminListPointsAdjustments', 'a member adjusted above', (i) => adminReq('GET', adjusted(i)));
  const benchMember = (i: number) => `/${bench.client.clientId}/members/${p.members[i % p.members.length]!.id}`;
  admin('AdminGetMember', 'a bench member with history, by id', (i) => adminReq('GET', benchMember(i)));
  admin('AdminListMemberLedger', 'a bench member with history, first page', (i) => adminReq('GET', `${benchMember(i)}/ledger`), { rows: (b) => b.entries.length });
  admin('AdminListMemberRedemptions', 'a bench member, first page', (i) => adminReq('GET', `${benchMember(i)}/redemptions`), { rows: (b) => b.rewards.length });
  admin('AdminListMemberPurchases', 'a bench member, first page', (i) => adminReq('GET', `${benchMember(i)}/purchases`), { rows: (b) => b.purchases.length });
  admin('AdminListMemberCoupons', 'a bench member', (i) => adminReq('GET', `${benchMember(i)}/coupons`), { rows: (b) => b.length });
  const leavingByOperator: number[] = [];
  admin('AdminDeleteMember', 'member with e-mail and username', (i) => adminReq('DELETE', `/${bench.client.clientId}/members/${leavingByOperator[i]!}`), {
    prepare: async () => {
      for (let i = 0; i < perRoute; i++) {
        const member = await createUser(bench.client, CreateUserBody.parse({ first_name: 'Leaving', last_name: `Op ${letters(i)}`, date_of_birth: 631_152_000, email_address: `opleaving${run}${i}@bench.example.com`, username: `opleaving${run}${i}`, postal_code: '10001' }));
        leavingByOperator.push(member.id as number);
      }
    },
  });
  admin('AdminExportMember', 'a bench member with history, first page', (i) => adminReq('GET', `/${bench.client.clientId}/members/${p.members[i % p.members.length]!.id}/export`), {
    rows: (b) => b.records.length,
  });
  // Webhook endpoints, each on a client of its own (a client holds at most 20); nothing is
  // delivered: the bench reads no stream. The replayed deliveries are recorded by the domain.
  const hooks: Array<{ clientId: string; webhookId: string; deliveryId?: string }> = [];
  // A public address as a literal: the bench runs where names may not resolve, and delivers nothing.
  const hookBody = (i: number) => ({ url: `https://93.184.216.34/bench/${i}`, events: ['points.credited', 'reward.redeemed'] });
  const hook = (i: number) => hooks[i % hooks.length]!;
  const hookPath = (i: number) => `/${hook(i).clientId}/webhooks/${hook(i).webhookId}`;
  const hookClients: string[] = [];
  admin('AdminCreateWebhook', 'a client of its own', (i) => adminReq('POST', `/${hookClients[i]}/webhooks`, hookBody(i)), {
    prepare: async () => {
      for (let i = 0; i < perRoute; i++) hookClients.push((await createClient(`Bench hooks ${run}-${i}`)).client_id);
    },
    onResponse: (b, i) => hooks.push({ clientId: hookClients[i]!, webhookId: b.webhook_id }),
  });
  admin('AdminListWebhooks', 'a client with one endpoint', (i) => adminReq('GET', `/${hook(i).clientId}/webhooks`));
  admin('AdminGetWebhook', 'an endpoint created above', (i) => adminReq('GET', hookPath(i)));
  admin('AdminUpdateWebhook', 'an endpoint created above', (i) => adminReq('PUT', hookPath(i), { ...hookBody(i), enabled: false }));
  admin('AdminRotateWebhookSecret', 'an endpoint created above', (i) => adminReq('POST', `${hookPath(i)}/rotate_secret`, { overlap_seconds: 3_600 }));
  admin('AdminReplayWebhookDelivery', 'a delivered delivery', (i) => adminReq('POST', `${hookPath(i)}/deliveries/${hook(i).deliveryId}/replay`), {
    prepare: async () => {
      for (const entry of hooks) {
        const event = outboxEvent(entry.clientId, 1, 'points.credited', { user_id: 1, points: 5 }, nowSeconds());
        await putNewDelivery({ client_id: entry.clientId, webhook_id: entry.webhookId, event, status: 'delivered', attempts: 1, last_response_code: 204, last_error: null, next_attempt_at: null, created_at: event.created_at, updated_at: event.created_at });
        entry.deliveryId = `dlv_${event.created_at}_${event.id}`;
      }
    },
  });
  admin('AdminListWebhookDeliveries', 'an endpoint with one delivery', (i) => adminReq('GET', `${hookPath(i)}/deliveries`), { rows: (b) => b.deliveries.length });
  admin('AdminDeleteWebhook', 'an endpoint created above', (i) => adminReq('DELETE', hookPath(i)));
  // Imports awaiting their file: what the routes cost, apart from the pipeline (npm run bench:import).
  const imports = new Created<string>();
  admin('AdminCreateImport', 'operator client, CSV of activity credits', () => adminReq('POST', `/${opA}/imports`, { kind: 'activity_credits', format: 'csv' }), {
    onResponse: (b) => imports.items.push(b.import_id),
  });
  admin('AdminGetImport', 'an import created above', (i) => adminReq('GET', `/${opA}/imports/${imports.at(i)}`));
  admin('AdminListImports', 'operator client, first page', () => adminReq('GET', `/${opA}/imports`), { rows: (b) => b.imports.length });
  admin('AdminListImportErrors', 'an import created above', (i) => adminReq('GET', `/${opA}/imports/${imports.at(i)}/errors`), { rows: (b) => b.errors.length });
  admin('AdminCancelImport', 'an import created above', (i) => adminReq('POST', `/${opA}/imports/${imports.at(i)}/cancel`));
  // Operator accounts: one partition of dozens of accounts, each change a conditional write.
  const operatorIds = new Created<string>();
  const operatorReq = (method: string, path: string, body?: unknown) => req(method, `/admin/v1/operators${path}`, { headers: ADMIN, body });
  admin('AdminInviteOperator', 'a new address', (i) => operatorReq('POST', '', { email: `bench-${run}-${i}@operators.example.com`, role: 'viewer' }), {
    localCpu: "the local directory hashes the first password (scrypt); in AWS the user pool keeps it",
    onResponse: (b) => operatorIds.items.push(b.operator_id),
  });
  admin('AdminListOperators', 'first page', () => operatorReq('GET', ''), { rows: (b) => b.operators.length });
  admin('AdminChangeOperatorRole', 'an operator invited above', (i) => operatorReq('PUT', `/${operatorIds.at(i)}/role`, { role: i % 2 ? 'support' : 'manager' }));
  admin('AdminDisableOperator', 'an operator invited above', (i) => operatorReq('POST', `/${operatorIds.at(i)}/disable`));
  admin('AdminEnableOperator', 'an operator disabled above', (i) => operatorReq('POST', `/${operatorIds.at(i)}/enable`));
  // A person's sign-out: their grant read, then their sign-out recorded in it.
  const sessions: string[] = [];
  admin('AdminSignOut', 'an operator signed in as a person', (i) => req('POST', '/admin/v1/sign_out', { headers: { authorization: `Bearer ${sessions[i]}` } }), {
    prepare: async () => {
      for (let i = 0; i < perRoute; i++) {
        const email = `bench-session-${run}-${i}@operators.example.com`;
        const account = await addOperator({ email, role: 'viewer', invitedBy: 'bench', active: true });
        if (account) sessions.push(await issueOperatorToken({ sub: account.operator_id, email, role: 'viewer' }));
      }
    },
  });
  // Exports as their routes answer them, queued: what the routes cost, apart from the pipeline.
  const exportIds = new Created<string>();
  admin('AdminCreateExport', 'operator client, ledger as CSV', () => adminReq('POST', `/${opA}/exports`, { kind: 'ledger', format: 'csv' }), {
    onResponse: (b) => exportIds.items.push(b.export_id),
  });
  admin('AdminGetExport', 'an export created above', (i) => adminReq('GET', `/${opA}/exports/${exportIds.at(i)}`));
  admin('AdminListExports', 'operator client, first page', () => adminReq('GET', `/${opA}/exports`), { rows: (b) => b.exports.length });
  admin('AdminListApiKeys', 'operator client', () => adminReq('GET', `/${opA}/api_keys`), { rows: (b) => b.api_keys.length });
  admin('AdminListSigningKeys', 'operator client', () => adminReq('GET', `/${opA}/signing_keys`), { rows: (b) => b.signing_keys.length });
  admin('AdminListClients', 'first page', () => adminReq('GET', ''), { rows: (b) => b.clients.length });
  // The audit log, a page of 25 entries (the operator writes above left them).
  admin('AdminListProgramAudit', 'operator client, first page', () => adminReq('GET', `/${opA}/audit`), { rows: (b) => b.entries.length });
  // Program reports over a busy program's 400 days of counters (every shard holds every day).
  const reportsPath = `/${opA}/reports`;
  const today = nowSeconds();
  const fourHundredDays = { from: new Date((today - 399 * 86_400) * 1000).toISOString().slice(0, 10), to: new Date(today * 1000).toISOString().slice(0, 10) };
  const reportReq = (path: string, query: Record<string, string> = {}) => req('GET', `/admin/v1/clients${reportsPath}${path}`, { headers: ADMIN, query });
  admin('AdminGetReportSummary', '400 days of counters', () => reportReq('/summary'), { prepare: () => seedReportCounters(opA, 400) });
  admin('AdminGetDailyReport', '400 days, every metric', () => reportReq('/daily', fourHundredDays), { rows: (b) => b.days.length });
  admin('AdminGetDailyReport', 'no parameters: the last 30 days', () => reportReq('/daily'), { rows: (b) => b.days.length });
  admin('AdminGetDailyReport', '400 days as CSV', () => req('GET', `/admin/v1/clients${reportsPath}/daily`, { headers: { ...ADMIN, accept: 'text/csv' }, query: fourHundredDays }), {
    rows: (csv: string) => csv.trim().split('\n').length - 1,
  });
  admin('AdminGetTopReport', 'top 10 rewards over 400 days', () => reportReq('/top', { kind: 'rewards', ...fourHundredDays }), { rows: (b) => b.items.length });
  const rebuildClients: string[] = [];
  admin('AdminRebuildReports', 'a client of its own', (i) => adminReq('POST', `/${rebuildClients[i]}/reports/rebuild`), {
    prepare: async () => {
      for (let i = 0; i < perRoute; i++) rebuildClients.push((await createClient(`Bench rebuild ${run}-${i}`)).client_id);
    },
  });
  admin('AdminListDeploymentAudit', 'first page', () => req('GET', '/admin/v1/audit', { headers: ADMIN }), { rows: (b) => b.entries.length });
  admin('AdminRevokeApiKey', 'a key issued above', (i) => adminReq('DELETE', `/${opA}/api_keys/${keys.at(i)}`));
  admin('AdminGetClientSettings', 'bench client', () => adminReq('GET', `/${bench.client.clientId}/settings`));
  admin('AdminPutClientSettings', 'operator client', (i) => adminReq('PUT', `/${opB}/settings`, { purchase_v1: true, points_per_currency_unit: 1 + (i % 5) }));
  admin('AdminPatchClientSettings', 'operator client', (i) => adminReq('PATCH', `/${opB}/settings`, { points_per_currency_unit: 1 + (i % 5) }));

  const now = nowSeconds();
  const campaignBody = (i: number) => ({
    title: `Operator campaign ${i}`,
    code_field_name: 'Code',
    date_start: now - 86_400,
    date_end: now + 30 * 86_400,
    image: 'https://cdn.example.com/campaigns/op.png',
    num_points: 10 + (i % 10),
    questions: [{ title: 'Where?', type: 1, is_required: 0 }],
  });
  const campaigns = new Created<string>();
  admin('AdminCreateCampaign', 'operator client', (i) => adminReq('POST', `/${opA}/code_redemption_campaigns`, campaignBody(i)), {
    onResponse: (b) => campaigns.items.push(b.campaign_id),
  });
  admin('AdminReplaceCampaign', 'a campaign created above', (i) => adminReq('PUT', `/${opA}/code_redemption_campaigns/${campaigns.at(i)}`, { ...campaignBody(i), title: `Replaced ${i}` }));
  admin('AdminAddCampaignCodes', '10 new codes', (i) =>
    adminReq('POST', `/${opA}/code_redemption_campaigns/${campaigns.at(0)}/codes`, { codes: Array.from({ length: 10 }, (_, j) => `OP-${run}-${i}-${j}`), single_use: true }),
  );
  const codeAt = (i: number) => `/${opA}/code_redemption_campaigns/${campaigns.at(0)}/codes/OP-${run}-${i}-0`;
  admin('AdminGetCampaignCode', 'a code added above', (i) => adminReq('GET', codeAt(i)));
  admin('AdminDeleteCampaignCode', 'an unused code added above', (i) => adminReq('DELETE', codeAt(i)));
  admin('AdminGetCampaign', 'bench campaign', () => adminReq('GET', `/${bench.client.clientId}/code_redemption_campaigns/${p.campaign.campaignId}`));

  const categoryClient = (i: number) => (i % 2 === 0 ? opA : opB);
  const rewardCategories = new Created<[string, string]>();
  admin('AdminCreateRewardCategory', 'operator clients', (i) => adminReq('POST', `/${categoryClient(i)}/reward_categories`, { name: `Category ${i}` }), {
    onResponse: (b, i) => rewardCategories.items.push([categoryClient(i), b.id]),
  });
  admin('AdminUpdateRewardCategory', 'a category created above', (i) => {
    const [client, id] = rewardCategories.at(i);
    return adminReq('PUT', `/${client}/reward_categories/${id}`, { name: `Renamed category ${i}` });
  });
  const couponCategories = new Created<[string, string]>();
  admin('AdminCreateCouponCategory', 'operator clients', (i) => adminReq('POST', `/${categoryClient(i)}/coupon_categories`, { name: `Coupons ${i}`, expiration_days: 30 }), {
    onResponse: (b, i) => couponCategories.items.push([categoryClient(i), String(b.id)]),
  });
  admin('AdminUpdateCouponCategory', 'a category created above', (i) => {
    const [client, id] = couponCategories.at(i);
    return adminReq('PUT', `/${client}/coupon_categories/${id}`, { name: `Renamed coupons ${i}`, expiration_days: 60 });
  });

  const rewards = new Created<string>();
  const rewardBody = (i: number) => ({ title: `Operator reward ${i}`, num_points: 100 + i, total_quantity: 1_000, image: 'https://cdn.example.com/rewards/op.png' });
  admin('AdminCreateReward', 'plain reward with its stock', (i) => adminReq('POST', `/${opA}/rewards`, rewardBody(i)), {
    movesValue: true,
    onResponse: (b) => rewards.items.push(b.id),
  });
  admin('AdminUpdateReward', 'a reward created above, new total', (i) => adminReq('PUT', `/${opA}/rewards/${rewards.at(i)}`, { ...rewardBody(i), total_quantity: 2_000 }), {
    movesValue: true,
  });
  admin('AdminGetReward', 'bench reward', () => adminReq('GET', `/${bench.client.clientId}/rewards/${p.rewards.plainId}`));
  // The code reward lives on the second operator client, so the first one's reward list stays plain rewards.
  let codeRewardId = '';
  admin('AdminAddRewardCodes', '10 new codes', (i) => adminReq('POST', `/${opB}/rewards/${codeRewardId}/codes`, { codes: Array.from({ length: 10 }, (_, j) => `OPC-${run}-${i}-${j}`) }), {
    movesValue: true,
    prepare: async () => {
      const category = await createCouponCategory(opB, { name: 'Operator coupons', expiration_days: null });
      codeRewardId = String((await createReward(opB, RewardInputSchema.parse({ title: 'Operator code reward', num_points: 10, coupon_category_id: category.id }))).id);
    },
  });

  // Orders that ship, awaiting fulfilment on the second operator client: one member redeems a shipping reward perRoute times.
  const awaitingOrders = new Created<number>();
  const seedShippingOrders = async () => {
    const client = p.operatorB.client;
    const reward = await createReward(opB, RewardInputSchema.parse({ title: 'Operator jersey', num_points: 1, total_quantity: 100_000, is_shipping_required: 1 }));
    const member = await createUser(client, CreateUserBody.parse({ first_name: 'Ship', last_name: 'To', date_of_birth: 631_152_000, email_address: `ship-${run}@bench.example.com`, postal_code: '10001' }));
    await optimisticTransaction(async () => {
      const current = (await getMember(opB, member.id as number, true))!;
      return { items: pointsMovement(current, { kind: 'adjustment', points: 10 * perRoute, name: 'Bench credit', at: nowSeconds() }, DEFAULT_SETTINGS).items, result: undefined };
    }, undefined);
    const stored = (await getMember(opB, member.id as number, true))!;
    const address = { shipping_first_name: 'Ship', shipping_last_name: 'To', shipping_street_address_1: '1 Main St', shipping_country: 'US', shipping_state: 'NY', shipping_city: 'New York', shipping_zip: '10001' };
    for (let i = 0; i < perRoute; i++) await redeemReward(serviceRequest(client, stored), RedemptionBody.parse({ reward_id: reward.id, ...address }));
    awaitingOrders.items.push(...(await ordersAwaitingFulfilment(opB, MAX_AWAITING_LIST)).map((order) => order.redeem_order_id as number));
  };
  const awaitingPath = (client: string) => `/${client}/orders/awaiting_fulfilment`;
  admin('AdminListOrdersAwaitingFulfilment', 'short: none awaiting', () => adminReq('GET', awaitingPath(p.small.client.clientId)), { rows: arrayRows });
  admin('AdminListOrdersAwaitingFulfilment', `long: ${MAX_AWAITING_LIST} of ${perRoute} awaiting`, () => ({ ...adminReq('GET', awaitingPath(opB)), query: { limit: String(MAX_AWAITING_LIST) } }), {
    rows: arrayRows,
    prepare: seedShippingOrders,
  });
  admin('AdminFulfilOrder', 'an order awaiting fulfilment, with tracking number', (i) => adminReq('PUT', `/${opB}/orders/${awaitingOrders.at(i)}/fulfilment`, { tracking_number: `TRK-${run}-${i}` }));

  const activities = new Created<string>();
  const activityBody = (i: number) => ({ name: `Operator activity ${i}`, title: `Operator activity ${i}`, num_points: 5 + (i % 20), category_id: 3 });
  admin('AdminCreateActivity', 'uncapped activity', (i) => adminReq('POST', `/${opA}/activities`, activityBody(i)), { onResponse: (b) => activities.items.push(String(b.id)) });
  admin('AdminReplaceActivity', 'an activity created above', (i) => adminReq('PUT', `/${opA}/activities/${activities.at(i)}`, { ...activityBody(i), freq_cap: 2, freq_period_id: 2 }));
  admin('AdminGetActivity', 'bench activity', () => adminReq('GET', `/${bench.client.clientId}/activities/${p.activities.uncapped[0]!.id}`));

  // Operator lists: the small client for a short result, the operator client (filled above) for a long one.
  const lists: Array<[string, string, (b: any) => number]> = [
    ['AdminListCampaigns', 'code_redemption_campaigns', arrayRows],
    ['AdminListRewardCategories', 'reward_categories', arrayRows],
    ['AdminListCouponCategories', 'coupon_categories', arrayRows],
    ['AdminListRewards', 'rewards', arrayRows],
    ['AdminListActivities', 'activities', arrayRows],
  ];
  for (const [route, resource, rows] of lists) {
    admin(route, 'short: small client', () => adminReq('GET', `/${p.small.client.clientId}/${resource}`), { rows });
    admin(route, 'long: operator client', () => adminReq('GET', `/${opA}/${resource}`), { rows });
  }
  return cases;
}
