/**
 * The tenant isolation walk's kit: client A's api_key aimed at everything client B owns, on every
 * api_key route. Each route's fixture gives its probes (requests of A naming B's things, and what
 * each must answer); the walk builds the two programs, sends the probes and checks that nothing of
 * B is read or changed.
 */
import { ID_TYPES, type IdType } from '../shared/members/member-lookup.js';
import { inWaitingOrder } from './walk-order.js';

export const RECEIPT_TOTAL = 42.5;
/** 2026-03-10 15:00 UTC */
export const PURCHASED_AT = Date.UTC(2026, 2, 10, 15) / 1000;
export const STORE = 'store-7';

/**
 * Idempotency-Keys B sends while building its program, one per route that honours them. A
 * sends the same keys with requests of its own: keys are the client's, so A's requests run
 * and answer A's results, neither B's recorded answers nor a refusal.
 */
export const B_KEYS = {
  credit: 'retry-0001',
  redemption: 'retry-0002',
  submit: 'retry-0003',
  purchase: 'retry-0004',
  claimOnline: 'retry-0005',
  claimInStore: 'retry-0006',
  couponUse: 'retry-0007',
  couponUnuse: 'retry-0008',
};
export type KeyedWrite = keyof typeof B_KEYS;

/** A client with a small program of everything an api_key route can reach. */
export interface Program {
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
  /** A custom event type of the program (the operator's event type routes). */
  eventType: { name: string; title: string };
  /** An earning rule of the program (the operator's rule routes). */
  rule: { rule_id: string; name: string };
  segment: { segment_id: string; name: string };
  /** A simulation the program asked for. */
  simulationId: string;
  /** A custom event the program recorded for its member (an event of eventType). */
  eventId: string;
  /** The member's newest ledger entry (the operator's explain route). */
  entryId: string;
}

export interface Refusal {
  status: number;
  error: string;
  message: string;
}

/** One request of client A against B's things. */
export interface Probe {
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

/** A route's probes, given A's program and B's and the path walked (the contract's own, or one of its further paths). */
export type IsolationProbes = (a: Program, b: Program, path: string) => Probe[];

/** Where a route's probes must run, when it matters. */
export interface IsolationPlace {
  /** Sections whose probes must have run first: these probes count on what those left in A's program. */
  runsAfter?: readonly IsolationFixture[];
  /** Runs after every other route: what it leaves in A's program would change what the others answer. */
  runsLast?: boolean;
}

/** What a route's fixture gives the isolation walk: its probes, and where they must run if it matters. */
export type IsolationFixture = IsolationProbes | (IsolationPlace & { probes: IsolationProbes });

export const probesOf = (fixture: IsolationFixture): IsolationProbes => (typeof fixture === 'function' ? fixture : fixture.probes);

const placeOf = (fixture: IsolationFixture): IsolationPlace => (typeof fixture === 'function' ? {} : fixture);

/**
 * The walk's order: the given order, except that a route runs after every route whose section it
 * names in `runsAfter`, and `runsLast` routes run after all the others.
 */
export function walkOrder<T>(items: readonly T[], sectionOf: (item: T) => IsolationFixture): T[] {
  const waitsFor = (item: T, other: T) => {
    const { runsAfter = [], runsLast = false } = placeOf(sectionOf(item));
    return runsAfter.includes(sectionOf(other)) || (runsLast && !placeOf(sectionOf(other)).runsLast);
  };
  return inWaitingOrder(items, waitsFor, () => 'isolation sections wait on each other in a circle');
}

export const refusal = (error: string, message: string, status = 400): Refusal => ({ status, error, message });
export const NO_USER = {
  page_not_found: refusal('page_not_found', 'user does not exist'),
  param_error: refusal('param_error', 'user does not exist'),
};

/** B's member by each id_type, in the {user_id} path segment. */
export function eachIdOfB(b: Program, expect: Refusal, extra: Omit<Probe, 'label' | 'expect'> = {}): Probe[] {
  return ID_TYPES.map((idType) => ({
    label: `B's member by ${idType}`,
    ...extra,
    params: { ...extra.params, user_id: b.ids[idType] },
    query: { ...extra.query, id_type: idType },
    expect,
  }));
}

/** B's member by each id_type, as the user_id of a body. */
export function eachIdOfBInBody(b: Program, expect: Refusal, body: Record<string, unknown>): Probe[] {
  return ID_TYPES.map((idType) => ({ label: `B's member by ${idType}`, query: { id_type: idType }, body: { ...body, user_id: b.ids[idType] }, expect }));
}

/** B's things of one kind, named one by one in requests of A's own member: each is refused as unknown. */
export function eachOfB(what: string, things: Array<string | number>, expect: Refusal, request: (thing: string) => Omit<Probe, 'label' | 'expect'>): Probe[] {
  return things.map((thing) => ({ label: `B's ${what} ${thing}`, ...request(String(thing)), expect }));
}

/** A request of A's own, sent with the Idempotency-Key B used on this route: it runs for A. */
export const withBsKey = (write: KeyedWrite, probe: Omit<Probe, 'label' | 'expect' | 'headers'>): Probe => ({
  label: `A's own request with the Idempotency-Key B sent (${B_KEYS[write]})`,
  ...probe,
  headers: { 'idempotency-key': B_KEYS[write] },
  expect: 'ok',
});

/** The probes of a receipt claim, online or in store. */
export const claimOf =
  (path: 'online' | 'in_store'): IsolationProbes =>
  (a, b) => {
    const inStore = path === 'in_store' ? { store_number: STORE, date_purchased: PURCHASED_AT } : {};
    const ownReceipt = path === 'in_store' ? a.receipts.unclaimedToo : a.receipts.unclaimed;
    return [
      ...eachIdOfBInBody(b, refusal('input_error', 'unable to claim receipt for this user'), {
        receipt_number: a.receipts.unclaimed,
        receipt_total: RECEIPT_TOTAL,
        ...inStore,
      }),
      ...eachOfB('receipt', Object.values(b.receipts), refusal('input_error', 'receipt invalid'), (receipt) => ({
        body: { user_id: a.memberId, receipt_number: receipt, receipt_total: RECEIPT_TOTAL, ...inStore },
      })),
      withBsKey(path === 'in_store' ? 'claimInStore' : 'claimOnline', {
        body: { user_id: a.memberId, receipt_number: ownReceipt, receipt_total: RECEIPT_TOTAL, ...inStore },
      }),
    ];
  };

/** The probes of a coupon report, its use or the taking back of its use. */
export const couponReport =
  (report: 'use' | 'unuse'): IsolationProbes =>
  (a, b) => [
    ...eachIdOfBInBody(b, NO_USER.page_not_found, { code: b.rewardCodes[1] }),
    ...eachOfB('coupon code', b.rewardCodes, refusal('invalid_code', 'the user has no coupon with this code'), (code) => ({
      body: { user_id: a.memberId, code },
    })),
    withBsKey(report === 'use' ? 'couponUse' : 'couponUnuse', { body: { user_id: a.memberId, code: a.rewardCodes[report === 'use' ? 1 : 0] } }),
  ];

/** Path parameters of the operator routes, naming a program's client and its resources. */
export function operatorParams(p: Program, path: string): Record<string, string | number> {
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
    receipt_id: `${p.memberId}-1-000000000000`,
    adjustment_id: '00000000-0000-4000-8000-000000000000',
    name: p.eventType.name,
    rule_id: p.rule.rule_id,
    segment_id: p.segment.segment_id,
    simulation_id: p.simulationId,
    entry_id: p.entryId,
  };
}
