/**
 * What a route's fixture gives the IAM replay, and the world its step is handed: one program of
 * everything the routes reach and the senders every step calls them with. Each sender records the
 * answer (the walk holds every answer to no 5xx) and throws on an unexpected status. What several
 * steps need (the member, the catalogue, an order, a return) comes from a memoised maker, so a step
 * finds it made whichever step runs first. The world is built by local/walks/iam-world.ts.
 */
import type { AnyRouteContract } from '../shared/http/route-contract.js';
import { type ApiResult, type CallOptions, unique } from './requests.js';

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

export type Send = (method: string, path: string, options?: CallOptions, expected?: number) => Promise<any>;
export type Operator = (method: string, path: string, body?: unknown, expected?: number) => Promise<any>;

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
  /** A dynamic segment of members with points, made (or its filter changed) and built through the pipeline; its answer after the build. */
  builtSegment(change?: 'replace'): Promise<any>;
  /** A simulation of the last day with a draft rule, run to its end through the pipeline (once per world). */
  simulated(): Promise<any>;
  /** The stream consumer read until the walk's events are deliveries and report counts, then stopped. */
  drained(): Promise<void>;
  /** A person signed in with an operator account of this role: their own token (the local token issuer). */
  signedInPerson(role: 'owner' | 'manager' | 'support' | 'viewer'): Promise<{ token: string }>;
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
