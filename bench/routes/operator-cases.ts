import { DEFAULT_SETTINGS } from '../../shared/programs/settings.js';
import { createReward, RewardInputSchema } from '../../shared/rewards/reward-catalogue.js';
import { createCouponCategory } from '../../shared/rewards/reward-categories.js';
import { nowSeconds } from '../../shared/support/clock.js';
import { createClient } from '../../shared/programs/clients.js';
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
import { issueOperatorToken } from '../../local/operator-tokens.js';
import { addOperator } from '../../shared/operators/index.js';
import { serviceRequest } from '../../shared/requests/index.js';
import { seedReportCounters } from './report-counters.js';
import type { LocalRequest } from '../../local/dispatch.js';
import { letters, type Program } from './program.js';
import { type BenchCase, ADMIN, req, arrayRows, Created } from './case-kit.js';

/** The operator API's cases, on the operator clients the program holds. */
export function operatorCases(p: Program, perRoute: number, run: string): BenchCase[] {
  const bench = p.bench;
  const cases: BenchCase[] = [];
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
