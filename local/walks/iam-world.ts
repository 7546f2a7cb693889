/** Builds the IAM replay's world (walk-kit/iam.ts): the program made through the routes, the stream read from then on. */
import { startStreamConsumer } from '../stream-consumer.js';
import { runSegmentBuild } from '../segment-builds.js';
import { runSimulation } from '../simulations.js';
import { runExport } from '../export-pipeline.js';
import { upload } from './imports.js';
import { newActivity } from './points.js';
import { addCampaignCodes, createCampaign } from './campaigns.js';
import { BRONZE_SILVER_GOLD, createCategory, createCodeReward, createCouponCategory, createReward, SHIPPING } from './rewards.js';
import { ADMIN_HEADERS, call, unique } from './api.js';
import { signedInOperator } from './operators.js';
import { nowSeconds } from '../../shared/support/clock.js';
import { forgetCatalogue } from '../../shared/support/catalogue-cache.js';
import { forgetRankNodes } from '../../shared/points/rank-repository.js';
import { type IamAnswer, iamPerson, type IamWorld, type Operator, type Send } from '../../walk-kit/iam.js';
import { ruleBody } from '../../walk-kit/rules.js';

/** Builds the world: the program made, the stream read from then on. */
export async function buildIamWorld(expect: jest.Expect): Promise<IamWorld> {
  const answers: IamAnswer[] = [];
  const send: Send = async (method, path, options = {}, expected = 200) => {
    const answer = await call(method, path, options);
    answers.push({ ...answer, request: `${method} ${path}` });
    if (answer.status !== expected) throw new Error(`${method} ${path} answered ${answer.status} ${JSON.stringify(answer.body)}, expected ${expected}`);
    return answer.body;
  };
  const made = new Map<string, Promise<unknown>>();
  const once = <T>(name: string, make: () => Promise<T>): Promise<T> => {
    if (!made.has(name)) made.set(name, make());
    return made.get(name) as Promise<T>;
  };
  const owner: Operator = (method, path, body, expected = 200) => send(method, path, { headers: ADMIN_HEADERS, body }, expected);

  const w: IamWorld = {
    answers,
    send,
    owner,
    admin: (method, path, body, expected = 200) => send(method, `/admin/v1/clients/${w.clientId}${path}`, { headers: ADMIN_HEADERS, body }, expected),
    app: (method, path, options = {}, expected = 200) => send(method, path, { ...options, query: { api_key: w.apiKey, ...options.query } }, expected),
    unique,
    now: nowSeconds,
    expect,
    clientId: '',
    apiKey: '',
    webhookId: '',
    coldCaches: () => {
      forgetCatalogue(w.clientId);
      forgetRankNodes();
    },
    program: () =>
      once('program', async () => {
        const client = await owner('POST', '/admin/v1/clients', { name: unique('iam client ') }, 201);
        w.clientId = client.client_id;
        w.apiKey = client.api_key;
        const settings = {
          purchase_v1: true,
          points_per_currency_unit: 1,
          pending_points: { enabled: true, period_days: 30 },
          rate_limit_per_second: 10_000,
          daily_exports: { kinds: ['members'], format: 'csv' },
          // Levels members reach by points: a tier_reached rule's credit is the stream consumer's write.
          tiers: BRONZE_SILVER_GOLD,
        };
        await w.admin('PUT', '/settings', settings);
        // The stream is read from here on, so every event of the walk becomes a delivery.
        consumer = await startStreamConsumer(process.env.DYNAMODB_ENDPOINT!, process.env.TABLE_NAME!);
        const webhook = await w.admin('POST', '/webhooks', { url: 'http://127.0.0.1:9/unanswered', events: ['*'] }, 201);
        w.webhookId = webhook.webhook_id;
      }),
    member: () => once('member', () => w.app('POST', '/v2/users', { body: iamPerson('Iam', 'Replay', 'iam') })),
    user: async () => `/v2/users/${(await w.member()).id}`,
    activity: () => once('activity', () => newActivity(w.clientId, { num_points: 500 })),
    category: () => once('category', () => createCategory(w.clientId, unique('Prizes '))),
    couponCategory: () => once('couponCategory', () => createCouponCategory(w.clientId, unique('Coupons '))),
    reward: () =>
      once('reward', async () =>
        createReward(w.clientId, { title: 'Jersey', num_points: 10, total_quantity: 100, is_shipping_required: 1, category_id: (await w.category()).id }),
      ),
    codeReward: () => once('codeReward', () => createCodeReward(w.clientId, 2, { num_points: 10 })),
    campaign: () =>
      once('campaign', async () => {
        const campaign = await createCampaign(w.clientId, { redemption_limit: 5 });
        const [usedCode, withdrawnCode] = [unique('CAP').toUpperCase(), unique('CAP').toUpperCase()];
        await addCampaignCodes(w.clientId, campaign.campaign_id, [usedCode, withdrawnCode], true);
        return { campaign_id: campaign.campaign_id as string, usedCode, withdrawnCode };
      }),
    credited: () =>
      once('credited', async () => {
        await w.app('POST', `${await w.user()}/activities`, { body: { activity_id: (await w.activity()).id } });
      }),
    shippedOrder: () =>
      once('shippedOrder', async () => {
        await w.credited();
        return w.app('POST', `${await w.user()}/redemption`, { body: { reward_id: (await w.reward()).id, ...SHIPPING } });
      }),
    codeOrder: () =>
      once('codeOrder', async () => {
        await w.credited();
        return w.app('POST', `${await w.user()}/redemption`, { body: { reward_id: (await w.codeReward()).reward.id } });
      }),
    usedCoupon: () =>
      once('usedCoupon', async () => {
        const code: string = (await w.codeOrder()).codes[0];
        await w.app('POST', '/v2/coupon/use', { body: { user_id: (await w.member()).id, code } });
        return code;
      }),
    returnedPurchase: () =>
      once('returnedPurchase', async () => {
        const returned = unique('rcpt');
        await w.app('POST', '/v2/purchases', { body: { receipt_id: returned, total: 5, user_id: (await w.member()).id } });
        return returned;
      }),
    partReturn: () => once('partReturn', async () => w.app('POST', '/v2/purchases/return', { body: { receipt_id: await w.returnedPurchase(), total: 2 } })),
    leaver: () =>
      once('leaver', async () => {
        const leaving = await w.app('POST', '/v2/users', { body: iamPerson('Iam', 'Leaving', 'iam') });
        await w.app('POST', `/v2/users/${leaving.id}/activities`, { body: { activity_id: (await w.activity()).id, extra_data: { channel: 'walk' } } });
        await w.admin('POST', `/members/${leaving.id}/points_adjustments`, { points: 10_000, reason: 'IAM walk' }, 201);
        await w.app('POST', `/v2/users/${leaving.id}/redemption`, { body: { reward_id: (await w.reward()).id, ...SHIPPING } });
        await w.app('DELETE', `/v2/users/${leaving.id}`);
        return leaving;
      }),
    droppedWebhook: () => once('droppedWebhook', () => w.admin('POST', '/webhooks', { url: 'http://127.0.0.1:9/dropped', events: ['user.created'] }, 201)),
    secondKey: () => once('secondKey', () => w.admin('POST', '/api_keys', undefined, 201)),
    signingKey: () => once('signingKey', () => w.admin('POST', '/signing_keys', undefined, 201)),
    creditsImport: () =>
      once('creditsImport', async () => {
        const [member, activity] = [await w.member(), await w.activity()];
        const imported = await w.admin('POST', '/imports', { kind: 'activity_credits', format: 'csv' }, 201);
        w.coldCaches();
        const sent = await upload(
          imported.upload.url,
          `user_id,activity_id,num_points,external_id\n${member.id},${activity.id},3,${unique('iam')}\n999,${activity.id},3,${unique('iam')}\n`,
        );
        await sent.pipeline;
        return imported;
      }),
    membersImport: () =>
      once('membersImport', async () => {
        const member = await w.member();
        const migrated = await w.admin('POST', '/imports', { kind: 'members', format: 'ndjson' }, 201);
        const moving = {
          third_party_id: unique('iam-legacy'),
          first_name: 'Moved',
          last_name: 'In',
          date_of_birth: 631152000,
          email_address: `${unique('iam-moved')}@example.com`,
          postal_code: '10001',
          redeemable_points: 40,
          total_points: 90,
        };
        const rows = [JSON.stringify(moving), JSON.stringify({ email_address: member.email_address, last_name: 'Renamed' })].join('\n');
        await (await upload(migrated.upload.url, rows)).pipeline;
        return migrated;
      }),
    invited: () => once('invited', () => owner('POST', '/admin/v1/operators', { email: `${unique('iam-op')}@operators.example.com`, role: 'viewer' }, 201)),
    disabled: () =>
      once('disabled', async () => {
        const invited = await w.invited();
        await owner('POST', `/admin/v1/operators/${invited.operator_id}/disable`);
        return invited;
      }),
    ledgerExport: () =>
      once('ledgerExport', async () => {
        const exported = await w.admin('POST', '/exports', { kind: 'ledger', format: 'csv' }, 202);
        await runExport(w.clientId, exported.export_id);
        return exported;
      }),
    builtSegment: async (change) => {
      const filter = { all: [{ field: 'member.lifetime_points', op: 'gte', value: change ? 10 : 1 }] };
      const made =
        change === 'replace'
          ? await w.admin('PUT', `/segments/${(await w.builtSegment()).segment_id}`, { name: 'IAM earners', kind: 'dynamic', filter })
          : await w.admin('POST', '/segments', { name: 'IAM earners', kind: 'dynamic', filter }, 201);
      await runSegmentBuild(w.clientId, made);
      return w.admin('GET', `/segments/${made.segment_id}`);
    },
    simulated: () =>
      once('simulated', async () => {
        await w.credited();
        const iso = (at: number) => new Date(at * 1000).toISOString();
        const asked = await w.admin(
          'POST',
          '/simulations',
          { since: iso(nowSeconds() - 86_400), until: iso(nowSeconds()), rules: [ruleBody('IAM draft')] },
          202,
        );
        await runSimulation(w.clientId, asked.simulation_id);
        return w.admin('GET', `/simulations/${asked.simulation_id}`);
      }),
    signedInPerson: (role) => signedInOperator(role),
    drained: () =>
      once('drained', async () => {
        try {
          for (let read = 0; read < 10; read++) await consumer!.readOnce();
        } finally {
          await consumer!.stop();
        }
      }),
  };
  let consumer: Awaited<ReturnType<typeof startStreamConsumer>> | undefined;
  await w.program();
  return w;
}

/** Stops the stream consumer if no step drained it (a step failed first). */
export const settleIamWorld = (w: IamWorld): Promise<void> => w.drained().catch(() => undefined);
