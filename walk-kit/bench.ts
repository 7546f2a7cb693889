/**
 * The route bench's kit (bench/routes): what a route's fixture gives it (the cases the route is
 * measured with), the seeded program those cases draw on, and the helpers they build requests with.
 */
import { randomInt, randomUUID } from 'node:crypto';
import type { Activity } from '../shared/points/activity-catalogue.js';
import type { ClientRecord } from '../shared/programs/clients.js';
import { nowSeconds } from '../shared/support/clock.js';
import { CreateUserBody } from '../shared/members/member-bodies.js';
import { createUser } from '../shared/members/member-profiles.js';

/** A request a case sends through the route table (local/dispatch.ts takes it as it is). */
export interface BenchRequest {
  method: string;
  /** Path without the query string, as sent. */
  path: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  body?: string;
}

/** How a case's reads of the catalogue cache (catalogue-cache.ts, 5 s per container) are treated. */
export type CatalogueCacheMode = 'warm' | 'miss';

/** One way a route is measured: a fresh, valid request per call (writes never repeat an input). */
export interface BenchCase {
  variant: string;
  /** The further path (one of the contract's `also`) the case is sent to; the contract's own path otherwise. */
  path?: string;
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
  /**
   * The routes (named by their fixtures' bench sections) whose cases run before this one: it
   * works on what they made or left. The bench otherwise keeps the route list's order.
   */
  after?: readonly BenchFixture[];
  request: (index: number) => BenchRequest;
  onResponse?: (body: any, index: number) => void;
}

/** What a route's fixture gives the bench walk: the route's cases, on the seeded program. */
export type BenchFixture = (p: BenchProgram, ctx: BenchContext) => BenchCase[];

export interface BenchContext {
  /** Requests each case sends (warm-up and measured): what a write route needs inputs for. */
  perRoute: number;
  /** Names and receipt ids made in this run carry it, so a run never repeats another's inputs. */
  run: string;
}

/** A member of the bench program: its values in the three rank trees, its e-mail and ledger length. */
export interface BenchMember {
  id: number;
  all: number;
  week: number;
  month: number;
  email: string;
  entries: number;
}

export interface BenchTenant {
  client: ClientRecord;
  apiKey: string;
}

/** The program the route bench runs against (seeded by bench/routes/program.ts). */
export interface BenchProgram {
  bench: BenchTenant;
  /** A second client with a handful of everything: the short end of list routes. */
  small: BenchTenant & { members: number[]; emails: string[]; activityId: number };
  /** Clients the operator routes create, replace and list on. */
  operator: BenchTenant;
  operatorB: BenchTenant;
  members: BenchMember[];
  /** Members with 150 ledger entries: the long end of history lists. */
  heavy: BenchMember[];
  /** Members with 20 code-reward redemptions each: long redemption history and coupon lists. */
  heavyRedeemers: BenchMember[];
  /** Members who redeemed one code reward, with the code of their coupon. */
  couponHolders: Array<{ member: BenchMember; code: string }>;
  activities: { uncapped: Activity[]; capped: Activity[] };
  rewards: { plainId: number; codeRewardId: number; entries: number; categoryIds: string[] };
  campaign: { campaignId: string; activityId: number; codes: string[] };
  receipts: { online: Array<{ receipt: string; total: number }>; inStore: Array<{ receipt: string; total: number; store: string; date: number }> };
  /** Members not used by any write yet, with at least minPoints: write factories take disjoint slices. */
  take(count: number, minPoints?: number): BenchMember[];
  /** A session token of an operator account (the local token issuer), for routes a person calls with their own token. */
  operatorToken(subject: { sub: string; email: string; role: 'owner' | 'manager' | 'support' | 'viewer' }): Promise<string>;
  seedSeconds: Record<string, number>;
}

export const ADMIN = { authorization: `Bearer ${process.env.ADMIN_TOKEN}` };

export function req(
  method: string,
  path: string,
  options: { query?: Record<string, string>; body?: unknown; headers?: Record<string, string> } = {},
): BenchRequest {
  return {
    method,
    path,
    query: options.query,
    headers: { ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}), ...options.headers },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  };
}

export const idempotencyKey = () => ({ 'idempotency-key': `bench-${randomUUID()}` });
export const pick = <T>(items: T[]): T => items[randomInt(items.length)]!;
export const userSegment = (member: Pick<BenchMember, 'id' | 'email'>, idType: 'id' | 'email') =>
  encodeURIComponent(idType === 'id' ? String(member.id) : member.email);
export const arrayRows = (body: unknown) => (Array.isArray(body) ? body.length : 0);
/** Rows of a paged answer (v2.1, v2.2): the one array beside paging (rewards, activities, redemptions). */
export const pagedRows = (b: any) => Object.values(b as Record<string, unknown>).find(Array.isArray)?.length ?? 0;

/** A name for the i-th of something: person names allow letters only (a, b, ..., z, ba, bb, ...). */
export function letters(i: number): string {
  let name = '';
  let rest = i;
  do {
    name = String.fromCharCode(97 + (rest % 26)) + name;
    rest = Math.floor(rest / 26);
  } while (rest > 0);
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** Collects what create routes answered, for the routes that then replace or delete it. */
export class Created<T> {
  readonly items: T[] = [];
  at(index: number): T {
    const item = this.items[index % this.items.length];
    if (item === undefined) throw new Error('nothing was created to work on');
    return item;
  }
}

/**
 * Makes ctx.perRoute members of the bench program into `ids` (a case's `prepare`): members for
 * the cases that delete them, so no other case (nor the figures after the cases) meets a deleted
 * member. `handle` keeps their e-mail addresses and usernames apart from other routes' members.
 */
export const membersToDelete = (p: BenchProgram, ctx: BenchContext, ids: number[], handle: string, lastName: string) => async (): Promise<void> => {
  for (let i = 0; i < ctx.perRoute; i++) {
    const member = await createUser(
      p.bench.client,
      CreateUserBody.parse({
        first_name: 'Leaving',
        last_name: `${lastName} ${letters(i)}`,
        date_of_birth: 631_152_000,
        email_address: `${handle}${ctx.run}${i}@bench.example.com`,
        username: `${handle}${ctx.run}${i}`,
        postal_code: '10001',
      }),
    );
    ids.push(member.id as number);
  }
};

const leftByRun = new WeakMap<BenchContext, Map<BenchFixture, unknown>>();

/**
 * What the cases of a route (named by its bench section) leave in a run for other routes' cases,
 * such as the ids its create requests answered: one value a run, made by whichever side asks first.
 */
export function leftBy<T>(route: BenchFixture, ctx: BenchContext, make: () => T): T {
  let byRoute = leftByRun.get(ctx);
  if (!byRoute) {
    byRoute = new Map();
    leftByRun.set(ctx, byRoute);
  }
  if (!byRoute.has(route)) byRoute.set(route, make());
  return byRoute.get(route) as T;
}

// ---- api_key routes ----

/** The bench client's api_key as a query. */
export const clientKey = (p: BenchProgram) => ({ api_key: p.bench.apiKey });
const warmCatalogue = (tenant: BenchTenant) => ({ clientId: tenant.client.clientId, apiKey: tenant.apiKey, mode: 'warm' as const });

/** A read by member (endpoints 1, 4, 6, 7-13) with id_type=id and with id_type=email, at /v2/users/{user_id}<suffix>. */
export function memberReads(
  p: BenchProgram,
  suffix: string,
  options: { pool?: BenchMember[]; rows?: (body: any) => number; catalogue?: boolean; query?: Record<string, string>; path?: string } = {},
): BenchCase[] {
  return (['id', 'email'] as const).map((idType) => {
    const pool = options.pool ?? p.members;
    return {
      variant: `id_type=${idType}`,
      ...(options.path ? { path: options.path } : {}),
      memberRead: idType,
      rows: options.rows,
      apiKey: p.bench.apiKey,
      catalogue: options.catalogue ? warmCatalogue(p.bench) : undefined,
      request: () =>
        req('GET', `/v2/users/${userSegment(pick(pool), idType)}${suffix}`, {
          query: { ...clientKey(p), ...options.query, ...(idType === 'email' ? { id_type: 'email' } : {}) },
        }),
    };
  });
}

/** A read by member of members with long histories (the long end of a list route). */
export const longList = (
  p: BenchProgram,
  suffix: string,
  pool: BenchMember[],
  rows: (body: any) => number,
  variant: string,
  query: Record<string, string> = {},
): BenchCase => ({
  variant,
  rows,
  apiKey: p.bench.apiKey,
  request: () => req('GET', `/v2/users/${pick(pool).id}${suffix}`, { query: { ...clientKey(p), ...query } }),
});

/** A catalogue list with the cache warm, then with it missed on the bench client (long) and the small one (short). */
export function catalogueCases(p: BenchProgram, path: string, long: string, short: string): BenchCase[] {
  const variants: Array<[string, BenchTenant, CatalogueCacheMode]> = [
    ['catalogue cache warm', p.bench, 'warm'],
    [`cache miss, long: ${long}`, p.bench, 'miss'],
    [`cache miss, short: ${short}`, p.small, 'miss'],
  ];
  return variants.map(([variant, tenant, mode]) => ({
    variant,
    rows: arrayRows,
    apiKey: tenant.apiKey,
    catalogue: { clientId: tenant.client.clientId, apiKey: tenant.apiKey, mode },
    request: () => req('GET', path, { query: { api_key: tenant.apiKey } }),
  }));
}

/** The first page of a paged list (v2.1, v2.2). */
export const firstPage = (p: BenchProgram, path: () => string, catalogue: boolean): BenchCase => ({
  variant: 'first page',
  rows: pagedRows,
  apiKey: p.bench.apiKey,
  catalogue: catalogue ? warmCatalogue(p.bench) : undefined,
  request: () => req('GET', path(), { query: clientKey(p) }),
});

/** The receipt id of the i-th purchase CreatePurchase records in a run (ReturnPurchase and GetPurchase work on them). */
export const purchaseReceiptId = (ctx: BenchContext, i: number) => `PUR-${ctx.run}-${i}`;
/** The receipt id of the i-th purchase the bench recorded through the hosted form (/purchase). */
export const hostedPurchaseReceiptId = (ctx: BenchContext, i: number) => `${purchaseReceiptId(ctx, i)}-H`;
/** The return id the bench gives the hosted return (/return) of the i-th hosted purchase. */
export const hostedReturnId = (ctx: BenchContext, i: number) => `RT-H-${ctx.run}-${i}`;

/** A catalogue read of the bench client with the catalogue cache warm. */
export const warmCatalogueRead = (p: BenchProgram, variant: string, request: () => BenchRequest, rows?: (body: any) => number): BenchCase => ({
  variant,
  ...(rows ? { rows } : {}),
  apiKey: p.bench.apiKey,
  catalogue: warmCatalogue(p.bench),
  request,
});

/** A write by members of the bench client, each request on its own member with fresh inputs. */
export const memberWrite = (p: BenchProgram, variant: string, movesValue: boolean, request: (index: number) => BenchRequest): BenchCase => ({
  variant,
  movesValue,
  apiKey: p.bench.apiKey,
  request,
});

// ---- Operator API ----

export const adminCase = (variant: string, request: (index: number) => BenchRequest, extra: Partial<BenchCase> = {}): BenchCase => ({
  variant,
  request,
  ...extra,
});
export const adminReq = (method: string, path: string, body?: unknown) => req(method, `/admin/v1/clients${path}`, { headers: ADMIN, body });
export const operatorReq = (method: string, path: string, body?: unknown) => req(method, `/admin/v1/operators${path}`, { headers: ADMIN, body });
/** A bench member as the operator API names it, one per request. */
export const adminMemberPath = (p: BenchProgram, i: number) => `/${p.bench.client.clientId}/members/${p.members[i % p.members.length]!.id}`;
/** An operator list twice: the small client for a short result, the first operator client (filled by the create routes) for a long one. */
export const operatorLists = (p: BenchProgram, resource: string, after: readonly BenchFixture[]): BenchCase[] => [
  adminCase('short: small client', () => adminReq('GET', `/${p.small.client.clientId}/${resource}`), { rows: arrayRows, after }),
  adminCase('long: operator client', () => adminReq('GET', `/${p.operator.client.clientId}/${resource}`), { rows: arrayRows, after }),
];
/** The two operator clients in turn, so each one's categories stay few. */
export const eitherOperatorClient = (p: BenchProgram, i: number) => (i % 2 === 0 ? p.operator.client.clientId : p.operatorB.client.clientId);

/** An endpoint AdminCreateWebhook made, on a client of its own (a client holds at most 20). */
export interface BenchWebhook {
  clientId: string;
  webhookId: string;
  deliveryId?: string;
}
export const webhookAt = (hooks: BenchWebhook[], i: number) => hooks[i % hooks.length]!;
export const webhookPath = (hooks: BenchWebhook[], i: number) => `/${webhookAt(hooks, i).clientId}/webhooks/${webhookAt(hooks, i).webhookId}`;
// A public address as a literal: the bench runs where names may not resolve, and delivers nothing.
export const webhookBody = (i: number) => ({ url: `https://93.184.216.34/bench/${i}`, events: ['points.credited', 'reward.redeemed'] });

const campaignsDatedAt = new WeakMap<BenchContext, number>();
/** The i-th operator campaign's body, dated once a run (AdminCreateCampaign, AdminReplaceCampaign). */
export function operatorCampaignBody(ctx: BenchContext, i: number) {
  if (!campaignsDatedAt.has(ctx)) campaignsDatedAt.set(ctx, nowSeconds());
  const now = campaignsDatedAt.get(ctx)!;
  return {
    title: `Operator campaign ${i}`,
    code_field_name: 'Code',
    date_start: now - 86_400,
    date_end: now + 30 * 86_400,
    image: 'https://cdn.example.com/campaigns/op.png',
    num_points: 10 + (i % 10),
    questions: [{ title: 'Where?', type: 1, is_required: 0 }],
  };
}
/** The codes of the first campaign AdminCreateCampaign made: AdminAddCampaignCodes adds to it. */
export const campaignCodesPath = (p: BenchProgram, campaigns: Created<string>) =>
  `/${p.operator.client.clientId}/code_redemption_campaigns/${campaigns.at(0)}/codes`;
/** The first code the i-th AdminAddCampaignCodes request added (OP-<run>-<i>-<j>). */
export const addedCampaignCodePath = (p: BenchProgram, ctx: BenchContext, campaigns: Created<string>, i: number) =>
  `${campaignCodesPath(p, campaigns)}/OP-${ctx.run}-${i}-0`;
export const operatorRewardBody = (i: number) => ({
  title: `Operator reward ${i}`,
  num_points: 100 + i,
  total_quantity: 1_000,
  image: 'https://cdn.example.com/rewards/op.png',
});
export const operatorActivityBody = (i: number) => ({
  name: `Operator activity ${i}`,
  title: `Operator activity ${i}`,
  num_points: 5 + (i % 20),
  category_id: 3,
});

/** A report of the first operator client, whose counters AdminGetReportSummary's case seeds: a busy program's 400 days. */
export const reportPath = (p: BenchProgram, path: string) => `/admin/v1/clients/${p.operator.client.clientId}/reports${path}`;
export const reportReq = (p: BenchProgram, path: string, query: Record<string, string> = {}) => req('GET', reportPath(p, path), { headers: ADMIN, query });
export const fourHundredDays = () => {
  const today = nowSeconds();
  return { from: new Date((today - 399 * 86_400) * 1000).toISOString().slice(0, 10), to: new Date(today * 1000).toISOString().slice(0, 10) };
};
