import { nowSeconds } from '../../shared/support/clock.js';
import { createUser } from '../../shared/members/member-profiles.js';
import { CreateUserBody } from '../../shared/members/member-bodies.js';
import { forgetRankNodes } from '../../shared/points/rank-repository.js';
import type { LocalRequest } from '../../local/dispatch.js';
import { letters, type BenchMember, type Program, type Tenant } from './program.js';
import { type BenchCase, req, idempotencyKey, pick, userSegment, arrayRows, Created, type CatalogueCacheMode } from './case-kit.js';

/** The api_key routes' cases: reads by member (id_type=id and email), client-wide reads, and writes by members with fresh inputs. */
export function clientCases(p: Program, perRoute: number, run: string): BenchCase[] {
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

  return cases;
}
