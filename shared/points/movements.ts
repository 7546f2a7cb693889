import type { ClientSettings } from '../programs/index.js';
import type { StreamDisplay } from './activity-stream.js';

/** What the ledger takes: a movement of points, and an earning (a trigger's own movement and the entries its earning rules add). Pure. */

export interface PointsMovement {
  kind: 'activity' | 'redemption' | 'code_redemption' | 'purchase' | 'receipt_claim' | 'expiration' | 'adjustment' | 'return' | 'return_void' | 'rule';
  /**
   * Signed points: positive earns, negative spends or expires. A return_void gives back what a
   * return took: redeemable points only, as the return took them, so it is no earning (it counts
   * toward neither total_points nor the earning buckets).
   */
  points: number;
  name: string;
  at: number;
  activityId?: string | null;
  notes?: string | null;
  extraData?: unknown;
  /** Points from purchases also add to num_points_purchased. */
  purchased?: boolean;
  /** Extra fields stored on the entry (e.g. an order id), for the history views. */
  details?: Record<string, unknown>;
  /** How an earning shows in the activity stream (image, link, content); optional. */
  display?: StreamDisplay;
  /** A debit that may take redeemable points below zero (a purchase return, when the client allows it). */
  mayOverdraw?: boolean;
}

/** What of the client's settings a ledger write applies: expiry, and tiers (a level crossed is an event). */
export type LedgerSettings = Pick<ClientSettings, 'expiry_policy' | 'tiers'>;

/** An earning's part that an earning rule gave: its own ledger entry (kind `rule`) beside the trigger's. */
export interface RuleCredit {
  rule_id: string;
  rule_version: number;
  /** The rule's name: the entry's name. */
  name: string;
  points: number;
  /** What the rule's conditions read and what its limit and budget had left. */
  saw: object;
}

/** A trigger's earnings: its own movement (absent for a custom event, which has no base earning) and what its rules gave. */
export interface Earning {
  movement?: PointsMovement;
  rules: readonly RuleCredit[];
  /** Every rule's answer to the trigger, kept on its first entry for the explanation. */
  explanation?: object;
  /** The trigger the rule entries follow, when it is not a ledger movement (a custom event). */
  details?: Record<string, unknown>;
  /** Fields the member's update sets beside its balances (the rules' per-member limit use). */
  memberSets?: Record<string, unknown>;
}

/** A rule's credit as a movement of its own, dated and noted like the trigger it follows. */
const ruleMovement = (credit: RuleCredit, like: { at: number; activityId?: string | null; details?: Record<string, unknown> }): PointsMovement => ({
  kind: 'rule',
  points: credit.points,
  name: credit.name,
  at: like.at,
  activityId: like.activityId ?? null,
  details: { ...like.details, rule_id: credit.rule_id, rule_version: credit.rule_version, saw: credit.saw },
});

/** The movements of an earning in ledger order: the trigger's own, then one per rule that fired. */
export function earningMovements(earning: Earning, at: number): PointsMovement[] {
  const { movement } = earning;
  const like = movement ? { at: movement.at, activityId: movement.activityId, details: movement.details } : { at, details: earning.details };
  return [...(movement ? [movement] : []), ...earning.rules.map((credit) => ruleMovement(credit, like))];
}

/** The points rule credits give together. */
export const creditedPoints = (credits: readonly { points: number }[]): number => credits.reduce((sum, credit) => sum + credit.points, 0);
