/**
 * The IAM replay's world: one program of everything the routes reach, built through the routes as
 * a client app and an operator would, and the senders every route's step calls them with. Each
 * sender records the answer (the walk holds every answer to no 5xx) and throws on an unexpected
 * status. What several steps need (the member, the catalogue, an order, a return) comes from a
 * memoised maker, so a step finds it made whichever step runs first.
 */
import { startStreamConsumer } from '../stream-consumer.js';
import { runExport } from '../export-pipeline.js';
import { upload } from './imports.js';
import { newActivity } from './points.js';
import { addCampaignCodes, createCampaign } from './campaigns.js';
import { createCategory, createCodeReward, createCouponCategory, createReward, SHIPPING } from './rewards.js';
import { ADMIN_HEADERS, call, unique, type ApiResult, type CallOptions } from './api.js';
import { nowSeconds } from '../../shared/support/clock.js';
import { forgetCatalogue } from '../../shared/support/catalogue-cache.js';
import { forgetRankNodes } from '../../shared/points/rank-repository.js';
import type { AnyRouteContract } from '../../shared/http/route-contract.js';

/** An answer of the walk, with the request line ("METHOD /path") it answered. */
export interface IamAnswer extends ApiResult {
  request: string;
}

/**
 * When a step runs: `walk` in the route list's order; `reads` once every write of the walk is made
 * (the client app reads the member back, as a member with nothing answers some reads 404);
 * `drained` once the stream consumer has turned the walk's events into deliveries and report counts
 * (the operator's imports run then too, after the member's reads);
 * `last` after every other step (the expiry policy, so the walk's members fall due only for the jobs).
 */
export const IAM_PHASES = ['walk', 'reads', 'drained', 'last'] as const;
export type IamPhase = (typeof IAM_PHASES)[number];

export type IamStep = (w: IamWorld) => Promise<void>;

/** What a route's fixture gives the iam walk: its step (run in the `walk` phase), or a step per phase. */
export type IamFixture = IamStep | Partial<Record<IamPhase, IamStep>>;

/** The steps of every fixture, phase by phase, each phase in the route list's order. */
export function iamSteps(fixtures: Iterable<[AnyRouteContract, { iam?: IamFixture }]>): Array<{ contract: AnyRouteContract; phase: IamPhase; step: IamStep }> {
  const all = [...fixtures].flatMap(([contract, { iam }]) => {
    if (!iam) return [];
    const phases: Partial<Record<IamPhase, IamStep>> = typeof iam === 'function' ? { walk: iam } : iam;
    return IAM_PHASES.filter((phase) => phases[phase]).map((phase) => ({ contract, phase, step: phases[phase]! }));
  });
  return IAM_PHASES.flatMap((phase) => all.filter((entry) => entry.phase === phase));
}

type Send = (method: string, path: string, options?: CallOptions, expected?: number) => Promise<any>;
type Operator = (method: string, path: string, body?: unknown, expected?: number) => Promise<any>;

export interface IamWorld {
  /** Every answer of the walk, in order. */
  answers: IamAnswer[];
  /** Any request, as is. */
  send: Send;
  /** An operator's request under the program's path (/admin/v1/clients/{client_id}...). */
  admin: Operator;
  /** An operator's request at a path of the deployment (/admin/v1/...). */
  owner: Operator;
  /** The client app's request, with the program's api key. */
  app: Send;
  /** A unique suffix (local/walks/api.ts), for names, receipts and e-mails. */
  unique: typeof unique;
  /** The walk's clock, in seconds. */
  now: () => number;
  /** jest's expect, for the steps that check what they read. */
  expect: jest.Expect;
  clientId: string;
  apiKey: string;
  /** The endpoint nobody answers: every delivery fails and waits for a retry. */
  webhookId: string;
  /**
   * Forgets what this process holds of the program's catalogue and of rank nodes: in AWS a function's container holds
   * nothing another function read, here every function shares one memory, so the read would be skipped.
   */
  coldCaches(): void;
  /** The program: the client, its settings and webhook endpoint, the stream read from then on. */
  program(): Promise<void>;
  /** The member the client app earns, spends and buys with. */
  member(): Promise<any>;
  /** `/v2/users/{id}` of the member. */
  user(): Promise<string>;
  activity(): Promise<any>;
  category(): Promise<any>;
  couponCategory(): Promise<any>;
  /** A shipped reward of 10 points in the category. */
  reward(): Promise<any>;
  /** A code reward of 10 points with codes in its pool. */
  codeReward(): Promise<{ reward: any; codes: string[]; category: any }>;
  /** A campaign of five redemptions a member, its used code and its code to withdraw. */
  campaign(): Promise<{ campaign_id: string; usedCode: string; withdrawnCode: string }>;
  /** The member credited the activity (500 points), enough to redeem. */
  credited(): Promise<void>;
  /** The member's order of the shipped reward, awaiting fulfilment. */
  shippedOrder(): Promise<any>;
  /** The member's order of the code reward: a coupon to use. */
  codeOrder(): Promise<any>;
  /** The coupon of the code order, used. */
  usedCoupon(): Promise<string>;
  /** The receipt of a member-attributed purchase of 5 that the returns take back. */
  returnedPurchase(): Promise<string>;
  /** A return of 2 of the returned purchase, lowering its pending entry. */
  partReturn(): Promise<any>;
  /** A member who earned, ordered something shipped and was deleted (the jobs erase them). */
  leaver(): Promise<any>;
  /** A second endpoint, to delete. */
  droppedWebhook(): Promise<any>;
  /** A second api key, to revoke. */
  secondKey(): Promise<any>;
  /** A signing key, to revoke. */
  signingKey(): Promise<any>;
  /** An activity credits import (one good row, one refused) run through the pipeline. */
  creditsImport(): Promise<any>;
  /** A members import (a new member, the member updated by e-mail) run through the pipeline. */
  membersImport(): Promise<any>;
  /** An operator invited as a viewer. */
  invited(): Promise<any>;
  /** The invited operator, disabled. */
  disabled(): Promise<any>;
  /** A ledger export run through the pipeline. */
  ledgerExport(): Promise<any>;
  /** The stream consumer read until the walk's events are deliveries and report counts, then stopped. */
  drained(): Promise<void>;
}

export const IAM_RECEIPT_TOTAL = 20;
export const IAM_STORE = 'store-1';
export const IAM_DAY = 86_400;

/** A new person's body for POST /v2/users. */
export const iamPerson = (first_name: string, last_name: string, prefix: string) => ({
  first_name,
  last_name,
  date_of_birth: 631152000,
  postal_code: '10001',
  email_address: `${unique(prefix)}@example.com`,
});

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
