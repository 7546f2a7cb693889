import { handler as clearPendingPoints } from '../../functions/jobs/clear-pending-points.js';
import { handler as expirePoints } from '../../functions/jobs/expire-points.js';
import { handler as eraseMembers } from '../../functions/jobs/erase-members.js';
import { handler as retryWebhooks } from '../../functions/jobs/retry-webhooks.js';
import { handler as startDailyExports } from '../../functions/jobs/start-daily-exports.js';
import { handler as rebuildReports } from '../../functions/jobs/rebuild-reports.js';
import { handler as celebrateBirthdays } from '../../functions/jobs/celebrate-birthdays.js';
import { handler as startSegmentRefreshes } from '../../functions/jobs/start-segment-refreshes.js';
import { runSegmentBuild, runSegmentRefresh } from '../../local/segment-builds.js';
import { handler as authorizeSource } from '../../functions/authorizers/authorize-source.js';
import type { APIGatewayRequestAuthorizerEventV2 } from 'aws-lambda';
import { FAILED_AUTH_LIMIT_PER_MINUTE } from '../../shared/programs/failed-auth.js';
import { runAsFunction } from '../../local/invocation.js';
import { functionRows, routeFunctionDescription, sourceAuthorizerDescription } from '../../lib/functions.js';
import { firstDeployRebuild } from '../../lib/jobs.js';
import { contracts, routes } from '../../lib/routes.js';
import { isAudited } from '../../shared/http/route-contract.js';
import { RATE_WINDOW_PARTITIONS, SOURCE_PARTITIONS } from '../../shared/programs/keys.js';
import { REPORT_PARTITIONS } from '../../shared/reports/keys.js';
import { MEMBER_PARTITIONS } from '../../shared/member-store/keys.js';
import { RANK_NODE_PARTITIONS } from '../../shared/points/stream-event-schemas.js';
import { DIRECTORY_ACTIONS } from '../../shared/operators/operator-directory.js';
import { ClientRateLimiter, replaceRateLimiter } from '../../shared/programs/rate-limit.js';
import { advanceClock, freezeClock, nowSeconds, resetClock } from '../../shared/support/clock.js';
import { ADMIN_HEADERS, call, newClient, newMember } from '../../local/walks/api.js';
import { buildIamWorld, settleIamWorld } from '../../local/walks/iam-world.js';
import { IAM_DAY, iamSteps, type IamAnswer } from '../../walk-kit/iam.js';
import { loadRouteFixtures } from '../../local/walks/route-fixtures.js';
import { rewardsAppTemplatesJson } from '../helpers/cdk-app.js';
import { takeTrace, traceDynamoAccess, type TracedAccess } from '../helpers/dynamo-trace.js';
import { grantedStatements, isAllowed, type DynamoAccess, type PolicyStatement } from '../helpers/iam-policy.js';
import { asScheduledJob } from '../helpers/jobs.js';

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

const DAY = IAM_DAY;
const fixtures = await loadRouteFixtures();

describe('IAM replay: every DynamoDB request of every function is allowed by its policy in the synthesized stacks', () => {
  const answers: IamAnswer[] = [];
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

  it('gives every route of the route table an iam step in its fixture', () => {
    expect(contracts.filter((contract) => !iamSteps([[contract, fixtures.get(contract) ?? {}]]).length).map((contract) => contract.name)).toEqual([]);
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

  it('lets the report counter write report partitions, and rank entries and nodes by update only; refuses it any other write (the model can fail)', () => {
    const counter = functionRows.find((row) => row.name === 'CountReportEvents')!.description;
    const writes = trace.filter((access) => access.fn === counter && !/^dynamodb:(GetItem|BatchGetItem|Query|ConditionCheckItem)$/.test(access.action));
    const prefixes = [REPORT_PARTITIONS, MEMBER_PARTITIONS, RANK_NODE_PARTITIONS].map((pattern) => pattern.slice(0, pattern.indexOf('*')));
    const member = 'CLIENT#c#MEMBER#1';

    expect(writes.length).toBeGreaterThan(0);
    for (const write of writes) expect(write.leadingKeys.every((key) => prefixes.some((prefix) => key.startsWith(prefix)))).toBe(true);
    // The rank mover moved rank entries in the replay, and only by UpdateItem.
    const memberWrites = writes.filter((write) => write.leadingKeys.some((key) => /#MEMBER#/.test(key)));
    expect(memberWrites.length).toBeGreaterThan(0);
    expect(new Set(memberWrites.map((write) => write.action))).toEqual(new Set(['dynamodb:UpdateItem']));
    for (const refused of [
      { action: 'dynamodb:PutItem', resource: 'table', leadingKeys: [member] },
      { action: 'dynamodb:DeleteItem', resource: 'table', leadingKeys: [member] },
      { action: 'dynamodb:UpdateItem', resource: 'table', leadingKeys: ['CLIENT#c#REWARD#1'] },
    ] satisfies DynamoAccess[]) {
      expect([refused, isAllowed(policyOf.get(counter)!, refused)]).toEqual([refused, false]);
    }
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
  // Any client read that names nothing in its path: its function counts failed authentications like every read's.
  const flooded = routes.find((route) => route.auth === 'api_key' && route.access === 'read' && !route.path.includes('{'))!;
  freezeClock();
  for (let i = 0; i < FAILED_AUTH_LIMIT_PER_MINUTE; i++) {
    const answer = await call(flooded.method, flooded.path, { query: { api_key: `rk_iam_replay_${i}` }, sourceIp });
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
  // A member whose birthday it is (by the moved clock), in a program with a birthday rule.
  const { clientId, apiKey } = await newClient({ time_zone: 'UTC' });
  const rule = { name: 'IAM birthday', status: 'active', trigger: { kind: 'birthday' }, effect: { kind: 'fixed', points: 5 } };
  expect((await call('POST', `/admin/v1/clients/${clientId}/rules`, { headers: ADMIN_HEADERS, body: rule })).status).toBe(201);
  const today = new Date(nowSeconds() * 1000);
  await newMember(apiKey, { date_of_birth: Date.UTC(1990, today.getUTCMonth(), today.getUTCDate()) / 1000 });
  const birthdays = await asScheduledJob('CelebrateBirthdays', celebrateBirthdays)({}, { getRemainingTimeInMillis: () => 60_000 });
  expect(birthdays.pointsCredited).toBeGreaterThan(0);
  // A segment over the clock (the member's purchases of 90 days), refreshed: the request put, then its walk through the build steps.
  const segment = (
    await call('POST', `/admin/v1/clients/${clientId}/segments`, {
      headers: ADMIN_HEADERS,
      body: { name: 'IAM buyers', kind: 'dynamic', filter: { all: [{ field: 'purchases.count_90d', op: 'gte', value: 1 }, { field: 'events.visit.count_30d', op: 'gte', value: 0 }] } },
    })
  ).body;
  await runSegmentBuild(clientId, segment);
  const refreshes = await asScheduledJob('StartSegmentRefreshes', startSegmentRefreshes)({}, { getRemainingTimeInMillis: () => 60_000 });
  const ours = refreshes.started.filter((started) => started.client_id === clientId);
  expect(ours).toHaveLength(1);
  for (const { key } of ours) await runSegmentRefresh(key);
}

const explain = (access: DynamoAccess) => `${access.action} on ${access.resource} (${access.leadingKeys.map((key) => key.replace(/#[^#]+/, '#<c>')).join(', ')})`;

/**
 * One program of everything the routes reach, built and then read, changed and torn down through
 * the routes themselves, as a client app and an operator would: the world's program, then every
 * route's step (walk-kit/iam.ts), phase by phase in the route list's order. Every request
 * answers 2xx unless its step says otherwise; the answers are returned for the 5xx check.
 */
async function walkEveryRoute(): Promise<IamAnswer[]> {
  const w = await buildIamWorld(expect);
  try {
    for (const { step } of iamSteps(fixtures)) await step(w);
  } finally {
    await settleIamWorld(w);
  }
  return w.answers;
}
