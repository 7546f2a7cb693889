import { handler as clearPendingPoints } from '../../functions/jobs/clear-pending-points.js';
import { handler as expirePoints } from '../../functions/jobs/expire-points.js';
import { handler as eraseMembers } from '../../functions/jobs/erase-members.js';
import { handler as retryWebhooks } from '../../functions/jobs/retry-webhooks.js';
import { handler as startDailyExports } from '../../functions/jobs/start-daily-exports.js';
import { handler as rebuildReports } from '../../functions/jobs/rebuild-reports.js';
import { handler as authorizeSource } from '../../functions/authorizers/authorize-source.js';
import type { APIGatewayRequestAuthorizerEventV2 } from 'aws-lambda';
import { FAILED_AUTH_LIMIT_PER_MINUTE } from '../../shared/programs/failed-auth.js';
import { runAsFunction } from '../../local/invocation.js';
import { runExport } from '../../local/export-pipeline.js';
import { startStreamConsumer } from '../../local/stream-consumer.js';
import { functionRows, routeFunctionDescription, sourceAuthorizerDescription } from '../../lib/functions.js';
import { firstDeployRebuild } from '../../lib/jobs.js';
import { routes } from '../../lib/routes.js';
import { isAudited } from '../../shared/http/route-contract.js';
import { RATE_WINDOW_PARTITIONS, SOURCE_PARTITIONS } from '../../shared/programs/keys.js';
import { REPORT_PARTITIONS } from '../../shared/reports/keys.js';
import { DIRECTORY_ACTIONS } from '../../shared/operators/operator-directory.js';
import { signedInOperator } from '../../local/walks/operators.js';
import { ClientRateLimiter, replaceRateLimiter } from '../../shared/programs/rate-limit.js';
import { advanceClock, freezeClock, nowSeconds, resetClock } from '../../shared/support/clock.js';
import { ADMIN_HEADERS, call, unique, type ApiResult, type CallOptions } from '../../local/walks/api.js';
import { rewardsAppTemplatesJson } from '../helpers/cdk-app.js';
import { addCampaignCodes, campaignBody, createCampaign } from '../../local/walks/campaigns.js';
import { takeTrace, traceDynamoAccess, type TracedAccess } from '../helpers/dynamo-trace.js';
import { grantedStatements, isAllowed, type DynamoAccess, type PolicyStatement } from '../helpers/iam-policy.js';
import { upload } from '../../local/walks/imports.js';
import { asScheduledJob } from '../helpers/jobs.js';
import { newActivity } from '../../local/walks/points.js';
import { addCodes, createCategory, createCodeReward, createCouponCategory, createReward, SHIPPING } from '../../local/walks/rewards.js';
import { reportDay } from '../../shared/reports/index.js';

/**
 * IAM replay. DynamoDB Local ignores IAM, so a route whose function writes with a read-only role
 * passes every other local test and answers 500 in AWS. Here every route of the route table runs
 * once or more for a client with a per-second rate limit, counted in the table on every request
 * rather than every tenth (so every api_key route also makes the rate-window write that its
 * function makes in AWS), a read route refuses a flood of bad keys from one source until the
 * source is banned and the API's authorizer refuses it, and every scheduled job runs once; each
 * DynamoDB call a handler makes
 * is recorded, and each recorded request is checked against the policy the synthesized stacks
 * give that handler's function.
 */

/** Every template of the app: the stacks and their nested stacks. */
const templates = rewardsAppTemplatesJson();
/**
 * The first deploy's report rebuild is left out: it starts a rebuild of every program of the
 * worker's table, other suites' included, which their own rebuild runs would then walk. Its calls
 * are the programs list's and the rebuild route's, both replayed here, under the same write access.
 */
const replayed = functionRows.filter(({ name }) => name !== firstDeployRebuild.name);
const policyOf = new Map<string, PolicyStatement[]>(replayed.map(({ description }) => [description, grantedStatements(templates, description)]));
/** Whether a request line ("METHOD /path?query") is a call of the route whose path template is `template`. */
const matches = (template: string, request: string) =>
  new RegExp(`^[A-Z]+ ${template.replace(/\{\w+\}/g, '[^/?]+')}(\\?.*)?$`).test(request);
const readApiKeyRoutes = routes.filter((route) => route.access === 'read' && route.auth === 'api_key').map(routeFunctionDescription);

const RECEIPT_TOTAL = 20;
const STORE = 'store-1';
const DAY = 86_400;

interface Answer extends ApiResult {
  request: string;
}

describe('IAM replay: every DynamoDB request of every function is allowed by its policy in the synthesized stacks', () => {
  const answers: Answer[] = [];
  let trace: TracedAccess[] = [];
  const walkStartedAt = new Date(Date.now() - 1_000).toISOString();

  beforeAll(async () => {
    traceDynamoAccess();
    takeTrace();
    const limiter = replaceRateLimiter(new ClientRateLimiter(() => 1));
    try {
      answers.push(...(await walkEveryRoute()));
      await banASource();
      await runEveryJob();
    } finally {
      replaceRateLimiter(limiter);
      resetClock();
    }
    trace = takeTrace();
  });

  it('ran every route of the route table and every scheduled job, and no request answered 5xx', () => {
    const ran = new Set(trace.map((access) => access.fn));
    const missing = [...policyOf.keys()].filter((fn) => !ran.has(fn));

    expect(missing).toEqual([]);
    expect(answers.filter((answer) => answer.status >= 500).map((a) => `${a.request}: ${a.status} ${JSON.stringify(a.body)}`)).toEqual([]);
  });

  it('left an audit entry for every operator write it made, under the request id of its answer, and every audited route is among them', async () => {
    const audited = routes.filter((route) => isAudited(route.contract));
    const written = answers.filter((answer) => answer.status < 300 && audited.some((route) => answer.request.startsWith(`${route.method} `) && matches(route.path, answer.request)));
    const logged = new Map<string, string>();
    for (const clientId of new Set(written.map((answer) => /\/admin\/v1\/clients\/([^/?]+)/.exec(answer.request)?.[1]))) {
      let cursor: string | undefined;
      do {
        const path = clientId === undefined ? '/admin/v1/audit' : `/admin/v1/clients/${clientId}/audit`;
        const query = { limit: '100', since: walkStartedAt, until: '2999-12-31', ...(cursor ? { cursor } : {}) };
        const page = await call('GET', path, { headers: ADMIN_HEADERS, query });
        for (const entry of page.body.entries) logged.set(entry.request_id, entry.operation);
        cursor = page.body.next_cursor ?? undefined;
      } while (cursor);
    }

    expect(written.filter((answer) => !logged.has(answer.headers['apigw-requestid'] ?? '')).map((answer) => answer.request)).toEqual([]);
    expect(audited.filter((route) => ![...logged.values()].includes(route.name)).map((route) => route.name)).toEqual([]);
  });

  it('finds each function policy by its description, with a DynamoDB statement', () => {
    for (const [fn, statements] of policyOf) {
      expect([fn, statements.some((s) => s.actions.some((action) => action.startsWith('dynamodb:')))]).toEqual([fn, true]);
    }
  });

  it.each([...policyOf.keys()])('%s: the function role allows every request its handler made', (fn) => {
    const accesses = trace.filter((access) => access.fn === fn);
    const refused = accesses.filter((access) => !isAllowed(policyOf.get(fn)!, access)).map(explain);

    expect(accesses.length).toBeGreaterThan(0);
    expect([...new Set(refused)]).toEqual([]);
  });

  it.each(readApiKeyRoutes)('%s (read): counts a rate-limited request in a rate window, failed authentications per source, and writes nothing else', (fn) => {
    const writes = trace.filter((access) => access.fn === fn && !/^dynamodb:(GetItem|BatchGetItem|Query|ConditionCheckItem)$/.test(access.action));
    const counters = [RATE_WINDOW_PARTITIONS, SOURCE_PARTITIONS].map((pattern) => pattern.replace('*', ''));

    expect(writes.length).toBeGreaterThan(0);
    for (const write of writes) {
      expect(write.action).toBe('dynamodb:UpdateItem');
      expect(write.leadingKeys.every((key) => counters.some((prefix) => key.startsWith(prefix)))).toBe(true);
    }
  });

  it('lets the report counter write report partitions only, and refuses it a member write (the model can fail)', () => {
    const counter = functionRows.find((row) => row.name === 'CountReportEvents')!.description;
    const writes = trace.filter((access) => access.fn === counter && !/^dynamodb:(GetItem|BatchGetItem|Query|ConditionCheckItem)$/.test(access.action));
    const memberWrite: DynamoAccess = { action: 'dynamodb:UpdateItem', resource: 'table', leadingKeys: ['CLIENT#c#MEMBER#1'] };

    expect(writes.length).toBeGreaterThan(0);
    for (const write of writes) expect(write.leadingKeys.every((key) => key.startsWith(REPORT_PARTITIONS.replace('*', '')))).toBe(true);
    expect(isAllowed(policyOf.get(counter)!, memberWrite)).toBe(false);
  });

  // The user pool is not called locally: instead, each operator-management function may call exactly the pool actions the
  // directory sends for its change (test/unit/operator-directory.test.ts pins what it sends), and no other function any.
  const poolActions = (fn: string) => policyOf.get(fn)!.flatMap((s) => s.actions.filter((action) => action.startsWith('cognito-idp:')));
  const directoryRoutes = routes.filter((route) => route.contract.directory).map((route) => [routeFunctionDescription(route), route.contract.directory!] as const);

  it.each(directoryRoutes)('%s: the function role allows exactly the operator pool actions of the %s change', (fn, change) => {
    expect(poolActions(fn).sort()).toEqual([...DIRECTORY_ACTIONS[change]].sort());
  });

  it('grants no other function an operator pool action', () => {
    const others = [...policyOf.keys()].filter((fn) => !directoryRoutes.some(([directoryFn]) => directoryFn === fn));

    expect(directoryRoutes).toHaveLength(4);
    expect(others.filter((fn) => poolActions(fn).length > 0)).toEqual([]);
  });

  it('refuses, under a read route policy, a write outside the rate windows (the model can fail)', () => {
    const statements = policyOf.get(readApiKeyRoutes[0]!)!;
    const memberWrite: DynamoAccess = { action: 'dynamodb:UpdateItem', resource: 'table', leadingKeys: ['CLIENT#c#MEMBER#1'] };
    const rateWrite: DynamoAccess = { action: 'dynamodb:UpdateItem', resource: 'table', leadingKeys: ['RATE#c#1700000000#0'] };
    const put: DynamoAccess = { action: 'dynamodb:PutItem', resource: 'table', leadingKeys: ['RATE#c#1700000000#0'] };

    expect([isAllowed(statements, memberWrite), isAllowed(statements, rateWrite), isAllowed(statements, put)]).toEqual([false, true, false]);
  });
});

/**
 * A source that sends a read route bad keys until it is banned (the route's function counts the
 * failures and writes the ban), then the API's authorizer, which reads the ban and refuses it.
 */
async function banASource(): Promise<void> {
  const sourceIp = '2001:db8::1a:7';
  freezeClock();
  for (let i = 0; i < FAILED_AUTH_LIMIT_PER_MINUTE; i++) {
    const answer = await call('GET', '/v2/rewards', { query: { api_key: `rk_iam_replay_${i}` }, sourceIp });
    expect(answer.body.error).toBe('invalid_auth');
  }
  const event = { requestContext: { http: { sourceIp } } } as APIGatewayRequestAuthorizerEventV2;
  const { isAuthorized } = await runAsFunction(sourceAuthorizerDescription, () => authorizeSource(event));
  expect(isAuthorized).toBe(false);
}

/**
 * Every scheduled job, with work to do: the pending points job runs a day after the walk's
 * member-attributed purchase became due; the expiry job a month after that, when the walk's
 * members have been inactive past the client's policy.
 */
async function runEveryJob(): Promise<void> {
  // First the webhook retries, while the walk's failed deliveries are due.
  advanceClock(60);
  const retries = await asScheduledJob('RetryWebhooks', retryWebhooks)({}, { getRemainingTimeInMillis: () => 60_000 });
  expect(retries.attempted).toBeGreaterThan(0);
  advanceClock(31 * DAY);
  await asScheduledJob('ClearPendingPoints', clearPendingPoints)({}, { getRemainingTimeInMillis: () => 60_000 });
  advanceClock(32 * DAY);
  const expiry = await asScheduledJob('ExpirePoints', expirePoints)({}, { getRemainingTimeInMillis: () => 60_000 });
  expect(expiry.pointsExpired).toBeGreaterThan(0);
  const erasure = await asScheduledJob('EraseMembers', eraseMembers)({}, { getRemainingTimeInMillis: () => 60_000 });
  expect(erasure.itemsErased).toBeGreaterThan(0);
  const daily = await asScheduledJob('StartDailyExports', startDailyExports)({}, { getRemainingTimeInMillis: () => 60_000 });
  expect(daily.exportsStarted).toBeGreaterThan(0);
  const rebuilt = await asScheduledJob('RebuildReports', rebuildReports)({}, { getRemainingTimeInMillis: () => 300_000 });
  expect(rebuilt.rebuildsFinished).toBeGreaterThan(0);
}

const explain = (access: DynamoAccess) => `${access.action} on ${access.resource} (${access.leadingKeys.map((key) => key.replace(/#[^#]+/, '#<c>')).join(', ')})`;

/**
 * One program of everything the routes reach, built and then read, changed and torn down through
 * the routes themselves, as a client app and an operator would. Every request answers 2xx unless
 * it says otherwise; the answers are returned for the 5xx check.
 */
async function walkEveryRoute(): Promise<Answer[]> {
  const answers: Answer[] = [];
  const send = async (method: string, path: string, options: CallOptions = {}, expected = 200): Promise<any> => {
    const answer = await call(method, path, options);
    answers.push({ ...answer, request: `${method} ${path}` });
    if (answer.status !== expected) throw new Error(`${method} ${path} answered ${answer.status} ${JSON.stringify(answer.body)}, expected ${expected}`);
    return answer.body;
  };

  // Operator: the client, its settings, catalogue, campaigns and keys.
  const client = await send('POST', '/admin/v1/clients', { headers: ADMIN_HEADERS, body: { name: unique('iam client ') } }, 201);
  const clientId: string = client.client_id;
  const admin = (method: string, path: string, body?: unknown, expected = 200) =>
    send(method, `/admin/v1/clients/${clientId}${path}`, { headers: ADMIN_HEADERS, body }, expected);
  const owner = (method: string, path: string, body?: unknown, expected = 200) => send(method, path, { headers: ADMIN_HEADERS, body }, expected);
  const settings = { purchase_v1: true, points_per_currency_unit: 1, pending_points: { enabled: true, period_days: 30 }, rate_limit_per_second: 10_000, daily_exports: { kinds: ['members'], format: 'csv' } };
  await admin('PUT', '/settings', settings);
  await admin('PATCH', '/settings', { custom_attributes: ['store_loc'] });
  await admin('GET', '/settings');
  // Webhook endpoints: one that nobody answers (every delivery fails and waits for a retry), one deleted.
  // The stream is read from here on, so every event of the walk becomes a delivery.
  const consumer = await startStreamConsumer(process.env.DYNAMODB_ENDPOINT!, process.env.TABLE_NAME!);
  const webhook = await admin('POST', '/webhooks', { url: 'http://127.0.0.1:9/unanswered', events: ['*'] }, 201);
  const dropped = await admin('POST', '/webhooks', { url: 'http://127.0.0.1:9/dropped', events: ['user.created'] }, 201);
  await admin('GET', '/webhooks');
  await admin('GET', `/webhooks/${webhook.webhook_id}`);
  await admin('PUT', `/webhooks/${webhook.webhook_id}`, { url: 'http://127.0.0.1:9/unanswered', events: ['*'], enabled: true });
  await admin('POST', `/webhooks/${webhook.webhook_id}/rotate_secret`, { overlap_seconds: 60 });
  await admin('DELETE', `/webhooks/${dropped.webhook_id}`, undefined, 204);
  const secondKey = await admin('POST', '/api_keys', undefined, 201);
  await admin('GET', '/api_keys');
  await admin('DELETE', `/api_keys/${secondKey.key_id}`, undefined, 204);
  const signingKey = await admin('POST', '/signing_keys', undefined, 201);
  await admin('GET', '/signing_keys');
  await admin('DELETE', `/signing_keys/${signingKey.public_key}`, undefined, 204);

  const activity = await newActivity(clientId, { num_points: 500 });
  await admin('GET', '/activities');
  await admin('GET', `/activities/${activity.id}`);
  await admin('PUT', `/activities/${activity.id}`, { name: 'Check in', title: 'Check in again', num_points: 500 });

  const category = await createCategory(clientId, unique('Prizes '));
  await admin('GET', '/reward_categories');
  await admin('PUT', `/reward_categories/${category.id}`, { name: unique('Prizes renamed ') });
  const couponCategory = await createCouponCategory(clientId, unique('Coupons '));
  await admin('GET', '/coupon_categories');
  await admin('PUT', `/coupon_categories/${couponCategory.id}`, { name: unique('Coupons renamed '), expiration_days: 30 });

  const reward = await createReward(clientId, { title: 'Jersey', num_points: 10, total_quantity: 100, is_shipping_required: 1, category_id: category.id });
  await admin('GET', '/rewards');
  await admin('GET', `/rewards/${reward.id}`);
  await admin('PUT', `/rewards/${reward.id}`, { title: 'Jersey', num_points: 10, total_quantity: 120, is_shipping_required: 1, category_id: category.id });
  const codeReward = await createCodeReward(clientId, 2, { num_points: 10 });
  await addCodes(clientId, codeReward.reward.id, [unique('CODE-')]);

  const campaign = await createCampaign(clientId, { redemption_limit: 5 });
  const campaignPath = `/code_redemption_campaigns/${campaign.campaign_id}`;
  const [usedCode, withdrawnCode] = [unique('CAP').toUpperCase(), unique('CAP').toUpperCase()];
  await addCampaignCodes(clientId, campaign.campaign_id, [usedCode, withdrawnCode], true);
  await admin('GET', '/code_redemption_campaigns');
  await admin('GET', campaignPath);
  await admin('PUT', campaignPath, campaignBody({ redemption_limit: 5 }));
  await admin('GET', `${campaignPath}/codes/${withdrawnCode}`);
  await admin('DELETE', `${campaignPath}/codes/${withdrawnCode}`, undefined, 204);

  // Client app, rate-limited: a member earns, spends, buys, claims and reads everything back.
  const key = { api_key: client.api_key };
  const app = (method: string, path: string, options: CallOptions = {}, expected = 200) => send(method, path, { ...options, query: { ...key, ...options.query } }, expected);
  const member = await app('POST', '/v2/users', {
    body: { first_name: 'Iam', last_name: 'Replay', date_of_birth: 631152000, postal_code: '10001', email_address: `${unique('iam')}@example.com` },
  });
  const user = `/v2/users/${member.id}`;
  await admin('POST', `/members/${member.id}/points_adjustments`, { points: 5, reason: 'IAM walk' }, 201);
  await admin('GET', `/members/${member.id}/points_adjustments`);
  await admin('GET', `/members/${member.id}/export`);
  // Support finds the member by e-mail and reads what the console shows of them.
  await send('GET', `/admin/v1/clients/${clientId}/members/${encodeURIComponent(member.email_address)}`, { headers: ADMIN_HEADERS, query: { id_type: 'email' } });
  for (const part of ['ledger', 'redemptions', 'purchases', 'coupons']) await admin('GET', `/members/${member.id}/${part}`);
  await app('PUT', user, { body: { first_name: 'Replayed' } });
  await app('POST', `${user}/activities`, { body: { activity_id: activity.id } });
  await app('POST', '/v2/code_redemption_campaign/submit', { body: { user_id: member.id, campaign_id: campaign.campaign_id, code_value: usedCode } });

  const [online, inStore] = [unique('rcpt'), unique('rcpt')];
  const purchasedAt = nowSeconds() - 3_600;
  for (const receipt of [online, inStore]) await app('POST', '/v2/purchases', { body: { receipt_id: receipt, total: RECEIPT_TOTAL, loc_id: STORE, date_purchase: purchasedAt } });
  const returned = unique('rcpt');
  await app('POST', '/v2/purchases', { body: { receipt_id: returned, total: 5, user_id: member.id } });
  const partReturn = await app('POST', '/v2/purchases/return', { body: { receipt_id: returned, total: 2 } });
  // Voids: of a return that lowered the pending entry, of one that took it whole, of one that took redeemable points.
  await app('DELETE', `/v2/purchases/return/${partReturn.return_id}`);
  const wholeReturn = await app('POST', '/v2/purchases/return', { body: { receipt_id: returned } });
  await app('DELETE', `/v2/purchases/return/${wholeReturn.return_id}`);
  const settled = unique('rcpt');
  await app('POST', '/v2/purchases', { body: { receipt_id: settled, total: 4, user_id: member.id, date_purchase: nowSeconds() - 31 * DAY } });
  const settledReturn = await app('POST', '/v2/purchases/return', { body: { receipt_id: settled, return_id: unique('RT'), total: 4 } });
  await app('DELETE', `/v2/purchases/return/${settledReturn.return_id}`);
  await app('GET', `/v2/purchases/${returned}`);
  await app('POST', '/v2/purchases/potential_points', { body: { total: 9, user_id: member.id } });
  await app('POST', '/v2/claim_receipt/online', { body: { user_id: member.id, receipt_number: online, receipt_total: RECEIPT_TOTAL } });
  await app('POST', '/v2/claim_receipt/in_store', {
    body: { user_id: member.id, receipt_number: inStore, receipt_total: RECEIPT_TOTAL, store_number: STORE, date_purchased: purchasedAt },
  });

  await app('POST', `${user}/redemption`, { body: { reward_id: reward.id, ...SHIPPING } });
  const codeOrder = await app('POST', `${user}/redemption`, { body: { reward_id: codeReward.reward.id } });
  await app('POST', '/v2/coupon/use', { body: { user_id: member.id, code: codeOrder.codes[0] } });
  await app('POST', '/v2/coupon/unuse', { body: { user_id: member.id, code: codeOrder.codes[0] } });
  const awaiting = await admin('GET', '/orders/awaiting_fulfilment');
  await admin('PUT', `/orders/${awaiting[0].redeem_order_id ?? awaiting[0].order_id}/fulfilment`, { tracking_number: 'TRACK-1', date_fulfilled: nowSeconds() });

  for (const path of [
    user,
    `${user}/activities`,
    `${user}/points`,
    `${user}/points_expiration`,
    `${user}/points/pending`,
    `${user}/rank`,
    `${user}/activity_history`,
    `${user}/activity_history/extended`,
    `${user}/activities/extended`,
    `${user}/activities/${activity.id}/extended`,
    `${user}/rewards`,
    `${user}/redemption_history`,
    `${user}/usable_coupons`,
    `${user}/purchases`,
    '/v2/rewards',
    '/v2/reward_categories',
    '/v2/activities/extended',
    '/v2/activities',
    `/v2/activities/${activity.id}/extended`,
    '/v2.1/rewards',
    `/v2.1/rewards/${reward.id}`,
    '/v2.1/activities/extended',
    `${user.replace('/v2/', '/v2.1/')}/rewards`,
    `${user.replace('/v2/', '/v2.1/')}/activities/extended`,
    `${user.replace('/v2/', '/v2.2/')}/redemption_history`,
  ]) {
    await app('GET', path);
  }
  await app('GET', `${user}/activity_history`, { query: { page_size: 2, page_number: 2 } });
  await app('GET', `${user}/activity_history/extended`, { query: { page_size: 2, page_number: 1 } });
  await app('GET', '/v2/rewards', { query: { sort_by: 'points', order: 'desc' } });
  await app('GET', '/v2/stream', { query: { n: 15 } });
  await app('GET', '/v2/code_redemption_campaign', { query: { id: campaign.campaign_id, id_type: 2 } });

  // A member who leaves: earns, orders something shipped, is deleted (and erased by the jobs).
  const leaving = await app('POST', '/v2/users', {
    body: { first_name: 'Iam', last_name: 'Leaving', date_of_birth: 631152000, postal_code: '10001', email_address: `${unique('iam')}@example.com` },
  });
  await app('POST', `/v2/users/${leaving.id}/activities`, { body: { activity_id: activity.id, extra_data: { channel: 'walk' } } });
  await admin('POST', `/members/${leaving.id}/points_adjustments`, { points: 10_000, reason: 'IAM walk' }, 201);
  await app('POST', `/v2/users/${leaving.id}/redemption`, { body: { reward_id: reward.id, ...SHIPPING } });
  await app('DELETE', `/v2/users/${leaving.id}`);
  await app('GET', `/v2/users/delete/${leaving.id}`);

  // The stream consumer turns the walk's events into deliveries; the log shows them and one is replayed.
  try {
    for (let read = 0; read < 10; read++) await consumer.readOnce();
  } finally {
    await consumer.stop();
  }
  // The program's reports, counted from the walk's events by the stream's report counter, and a rebuild from the ledgers (its job walks it later).
  await admin('GET', '/reports/summary');
  await send('GET', `/admin/v1/clients/${clientId}/reports/daily`, { headers: { ...ADMIN_HEADERS, accept: 'text/csv' }, query: { metrics: 'points_issued,outstanding_points' } });
  // Over 400 days: the settled months in it get their month totals.
  await send('GET', `/admin/v1/clients/${clientId}/reports/top`, { headers: ADMIN_HEADERS, query: { kind: 'rewards', from: reportDay(nowSeconds() - 399 * DAY), to: reportDay(nowSeconds()) } });
  await admin('POST', '/reports/rebuild', undefined, 202);
  const log = await admin('GET', `/webhooks/${webhook.webhook_id}/deliveries`);
  await admin('POST', `/webhooks/${webhook.webhook_id}/deliveries/${log.deliveries[0].delivery_id}/replay`, undefined, 202);

  // An operator imports activity credits (one good row, one refused) through the whole pipeline, reads it back, and cancels another.
  const imported = await admin('POST', '/imports', { kind: 'activity_credits', format: 'csv' }, 201);
  const sent = await upload(imported.upload.url, `user_id,activity_id,num_points,external_id\n${member.id},${activity.id},3,${unique('iam')}\n999,${activity.id},3,${unique('iam')}\n`);
  await sent.pipeline;
  expect(await admin('GET', `/imports/${imported.import_id}`)).toMatchObject({ status: 'completed_with_errors', rows_done: 1, rows_failed: 1 });
  // A members import: a new member with an opening balance, and the walk's member updated by e-mail (rank counts per chunk).
  const migrated = await admin('POST', '/imports', { kind: 'members', format: 'ndjson' }, 201);
  const moving = { third_party_id: unique('iam-legacy'), first_name: 'Moved', last_name: 'In', date_of_birth: 631152000, email_address: `${unique('iam-moved')}@example.com`, postal_code: '10001', redeemable_points: 40, total_points: 90 };
  const rows = [JSON.stringify(moving), JSON.stringify({ email_address: member.email_address, last_name: 'Renamed' })].join('\n');
  await (await upload(migrated.upload.url, rows)).pipeline;
  expect(await admin('GET', `/imports/${migrated.import_id}`)).toMatchObject({ status: 'completed', rows_done: 2 });
  await admin('GET', '/imports');
  await admin('GET', `/imports/${imported.import_id}/errors`);
  const abandoned = await admin('POST', '/imports', { kind: 'reward_codes', format: 'ndjson' }, 201);
  // An owner invites an operator, lists the accounts, changes the role, disables and enables the account.
  const invited = await owner('POST', '/admin/v1/operators', { email: `${unique('iam-op')}@operators.example.com`, role: 'viewer' }, 201);
  await owner('GET', '/admin/v1/operators');
  await owner('PUT', `/admin/v1/operators/${invited.operator_id}/role`, { role: 'support' });
  await owner('POST', `/admin/v1/operators/${invited.operator_id}/disable`);
  await owner('POST', `/admin/v1/operators/${invited.operator_id}/enable`);
  // A person's own token: their grant is read on each request, and their sign-out records itself in it.
  const person = await signedInOperator('viewer');
  await send('GET', `/admin/v1/clients/${clientId}/settings`, { headers: { authorization: `Bearer ${person.token}` } });
  await send('POST', '/admin/v1/sign_out', { headers: { authorization: `Bearer ${person.token}` } }, 204);
  await admin('POST', `/imports/${abandoned.import_id}/cancel`);

  // An operator exports the ledger through the whole pipeline (every shard walked a page at a time, the parts joined), reads it back and lists it.
  const exported = await admin('POST', '/exports', { kind: 'ledger', format: 'csv' }, 202);
  await runExport(clientId, exported.export_id);
  expect(await admin('GET', `/exports/${exported.export_id}`)).toMatchObject({ status: 'completed', download: expect.anything() });
  await admin('GET', '/exports');
  // The audit log of the program, of one member and one actor, and the deployment's own.
  await admin('GET', '/audit');
  await send('GET', `/admin/v1/clients/${clientId}/audit`, { headers: ADMIN_HEADERS, query: { member_id: member.id } });
  await send('GET', `/admin/v1/clients/${clientId}/audit`, { headers: ADMIN_HEADERS, query: { actor: 'local-admin' } });
  await owner('GET', '/admin/v1/audit');
  await owner('GET', '/admin/v1/clients');
  // A member deleted on request, by an operator (the erasure job runs later with the other jobs).
  const leavingByRequest = await app('POST', '/v2/users', {
    body: { first_name: 'Leaving', last_name: 'Replay', date_of_birth: 631152000, postal_code: '10001', email_address: `${unique('iam-leaving')}@example.com` },
  });
  await admin('DELETE', `/members/${leavingByRequest.id}`);
  // The expiry policy last, so the members fall due only now: another suite's expiry job on the shared table, its clock
  // months ahead, finds nothing of this walk's members due while the walk spends their points. The jobs' run applies it.
  await admin('PATCH', '/settings', { expiry_policy: { type: 'inactivity', months: 1 } });
  return answers;
}
