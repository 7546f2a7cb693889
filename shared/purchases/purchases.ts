import { putOrderLookupItem, putPurchaseItem, type PurchaseRecord } from './purchase-repository.js';
import { guarded, optimisticTransaction } from '../data/transactions.js';
import { inputError, paramError } from '../errors.js';
import { purchaseCouponUseItems } from '../rewards/index.js';
import { findMember, type IdType, type MemberRecord } from '../members/index.js';
import { freshOnRetry } from '../data/retry-snapshots.js';
import { memberSnapshots } from '../member-store/index.js';
import { clearDuePendingPoints } from './pending-points.js';
import { earningItems, pendingUntil } from './purchase-earnings.js';
import { cents, FUTURE_TOLERANCE_SECONDS, MAX_AMOUNT, purchasePoints, requirePurchaseV1 } from './purchase-rules.js';
import type * as z from 'zod';
import type { PurchaseInput } from './purchase-requests.js';
import type { PotentialPointsRequestInput, PurchaseRequestInput } from './purchase-forms.js';
import type { purchaseAnswers } from './purchase-responses.js';
import type { ClientRecord } from '../programs/index.js';
import type { ClientRequest } from '../requests/index.js';
import { nowSeconds } from '../support/clock.js';
import { purchaseFacts } from './purchase-triggers.js';
import { creditedPoints, currentLevelId } from '../points/index.js';
import { readRuleEarning, ruleEarning, ruleReadsByAttempt, type RuleEarning, type RuleEarningReads, type TriggerFacts } from '../rules/index.js';

/**
 * Recording a purchase (spec 4.8, endpoint 21, and the hosted Purchase). The purchase is stored
 * under its receipt id, which is unique per client; with a purchaser it earns points (at once or
 * pending), and the usable coupons carrying the codes it lists are marked used. All of it is one
 * transaction.
 */

type PurchaseCreatedAnswer = z.infer<(typeof purchaseAnswers)['PurchaseCreated']>;
type PotentialPointsAnswer = z.infer<(typeof purchaseAnswers)['PotentialPoints']>;

/** What one unit of `currency` is worth in the program's base currency; input_error when the program does not take it. */
function rateOf(client: ClientRecord, currency: string | undefined): { currency: string; rate: number } {
  const { base_currency: base, currencies } = client.settings;
  if (currency === undefined || currency === base) return { currency: base, rate: 1 };
  const rate = currencies[currency];
  if (rate === undefined) throw inputError(`currency: ${currency} is not a currency of this program (${[base, ...Object.keys(currencies)].join(', ')})`);
  return { currency, rate };
}

/**
 * The member a purchase is for: by user_id (an unknown one is param_error, spec 4.8), or else by
 * the hosted form's user_attributes, e-mail first, then phone, then third-party id; when none of
 * those finds a member the purchase is recorded without one, as the hosted page says.
 */
async function purchaserOf(
  clientId: string,
  idType: IdType,
  input: Pick<PurchaseRequestInput, 'user_id' | 'user_attributes'>,
): Promise<MemberRecord | undefined> {
  if (input.user_id !== undefined) {
    const found = await findMember(clientId, idType, String(input.user_id));
    if (!found) throw paramError('user does not exist');
    return found;
  }
  const attributes = input.user_attributes;
  if (!attributes) return undefined;
  const tries: Array<[IdType, string | undefined]> = [
    ['email', attributes.email_address],
    ['mobile_phone_number', attributes.phone_number],
    ['third_party_id', attributes.third_party_id],
  ];
  for (const [kind, value] of tries) {
    const found = value === undefined ? undefined : await findMember(clientId, kind, value);
    if (found) return found;
  }
  return undefined;
}

/**
 * What a purchase body earns for the client, and for whom: the checks and the figure that
 * recording a purchase and estimating one (potential points) share, so the two cannot differ.
 * A total in another currency is turned into the base currency at the program's rate (to the
 * cent) before the points rate applies; line amounts too, as purchase rules read them. The
 * rules' bonus is decided per member (purchaseRules), beside the base points.
 */
async function purchaseEarning(request: ClientRequest, idType: IdType, input: PurchaseEarningInput) {
  const { client } = request;
  const now = nowSeconds();
  requirePurchaseV1(client);
  const datePurchase = input.date_purchase ?? now;
  if (datePurchase > now + FUTURE_TOLERANCE_SECONDS)
    throw inputError(`${input.form === 'hosted' ? 'date_purchased' : 'date_purchase'} must not be in the future`);
  const { currency, rate } = rateOf(client, input.currency);
  const { baseTotal, facts } = purchaseFacts(rate, input);
  if (baseTotal > MAX_AMOUNT) throw inputError(`total: at most ${MAX_AMOUNT} in ${client.settings.base_currency}`);
  const resolved = await purchaserOf(client.clientId, idType, input);
  const basePoints = purchasePoints(baseTotal, client.settings.points_per_currency_unit);
  return { datePurchase, resolved, currency, basePoints, facts };
}

type PurchaseEarningInput = Pick<
  PurchaseRequestInput,
  'date_purchase' | 'user_id' | 'user_attributes' | 'total' | 'currency' | 'form' | 'items' | 'channel_id' | 'loc_id'
>;

/** The purchase rules' answer for a member: what they add to the base points, read and decided without writing. */
async function purchaseRules(
  client: ClientRecord,
  member: MemberRecord,
  earning: { facts: TriggerFacts; basePoints: number; datePurchase: number },
  reads?: RuleEarningReads,
  ownItems = 0,
) {
  const ruleReads = reads ?? (await readRuleEarning(client.clientId, member.id, earning.facts, 'retry'));
  return ruleEarning(
    ruleReads,
    { clientId: client.clientId, timeZone: client.settings.time_zone },
    member,
    currentLevelId(client.settings, member, nowSeconds()),
    {
      facts: earning.facts,
      base: earning.basePoints,
      at: earning.datePurchase,
    },
    TRANSACTION_ITEMS - EARNING_ITEMS - ownItems,
  );
}

/**
 * DynamoDB's bound on one transaction, and the most a purchase's own earning writes: the ledger's
 * 6 at most (the member, an expiry's entry and the movement's, the stream record, the expiry
 * marker, a tier event), the member's purchase record and a pending entry.
 */
const TRANSACTION_ITEMS = 100;
const EARNING_ITEMS = 8;

const rulePoints = (rules: RuleEarning): number => creditedPoints(rules.credits);

/** The hosted form's basket total when it is left out: its lines' prices times their quantities. */
function basketTotal(input: PotentialPointsRequestInput): number {
  if (input.total !== undefined) return input.total;
  if (input.form === 'v2') throw inputError('total: Required');
  return input.items.reduce((sum, line) => sum + cents((line.price ?? 0) * line.quantity), 0) / 100;
}

/**
 * POST /v2/purchases/potential_points and POST /receipt/points: the points this basket would earn
 * if it were recorded now, by the same rules and code as recording it, and when they would clear;
 * nothing is written.
 */
export async function potentialPoints(request: ClientRequest, idType: IdType, input: PotentialPointsRequestInput): Promise<PotentialPointsAnswer> {
  const earning = await purchaseEarning(request, idType, { ...input, total: basketTotal(input) });
  const userId = earning.resolved?.id ?? null;
  const bonus = earning.resolved ? rulePoints(await purchaseRules(request.client, earning.resolved, earning)) : 0;
  const points = earning.basePoints + bonus;
  if (input.form === 'hosted') {
    return { total_points: points, base_points: earning.basePoints, bonus_points: bonus, user_id: userId, currency: earning.currency };
  }
  return { points, user_id: userId, date_points_clear: pendingUntil(request.client, earning.datePurchase, nowSeconds()) ?? null };
}

/** The answer of a recorded purchase, in the form it was sent in. */
function purchaseAnswer(input: PurchaseRequestInput, purchase: PurchaseRecord, currency: string): PurchaseCreatedAnswer {
  if (input.form === 'v2') return { message: 'purchase created' };
  const awarded = purchase.member_id === undefined ? 0 : purchase.points;
  return {
    receipt_id: purchase.receipt_id,
    order_id: purchase.order_id ?? null,
    user_id: purchase.member_id ?? null,
    total_points_awarded: awarded,
    base_points: purchase.member_id === undefined ? 0 : (purchase.base_points ?? purchase.points),
    bonus_points_awarded: purchase.member_id === undefined ? 0 : (purchase.bonus_points ?? 0),
    currency,
  };
}

/**
 * Records the purchase (either form). Its order id, when it has one, is reserved in the same
 * transaction as the purchase: a second purchase with it is refused and nothing of it is written.
 */
export async function recordPurchase(request: ClientRequest, idType: IdType, input: PurchaseRequestInput | PurchaseInput): Promise<PurchaseCreatedAnswer> {
  const { client } = request;
  const now = nowSeconds();
  const sent: PurchaseRequestInput = 'form' in input ? input : { ...input, form: 'v2' };
  const earned = await purchaseEarning(request, idType, sent);
  const { datePurchase, resolved, basePoints, currency } = earned;
  const couponCodes = [...new Set(sent.coupon_codes)];
  // A coupon another request used meanwhile cancels the write, and the retry reads the coupons again.
  const couponItems = () => purchaseCouponUseItems(client.clientId, resolved?.id, couponCodes, now);
  const [member, firstCoupons] = await Promise.all([resolved && clearDuePendingPoints(client, resolved, now), couponItems()]);
  const nextCoupons = freshOnRetry(firstCoupons, couponItems);

  const { user_id: _user, date_purchase: _date, user_attributes: _attributes, form: _form, ...fields } = sent;
  const recorded: PurchaseRecord = {
    ...fields,
    client_id: client.clientId,
    date_purchase: datePurchase,
    loc_id: sent.loc_id ?? null,
    tax: sent.tax ?? null,
    shipping: sent.shipping ?? null,
    coupon_codes: couponCodes,
    points: basePoints,
    base_points: basePoints,
    bonus_points: 0,
    ...(member ? { member_id: member.id } : {}),
    date_created: now,
  };
  const orderItems =
    recorded.order_id === undefined
      ? []
      : [
          guarded(putOrderLookupItem(client.clientId, recorded.order_id, recorded.receipt_id), () =>
            inputError('order_id: another purchase has this order id'),
          ),
        ];
  const nextMember = member && memberSnapshots(member);
  const nextRuleReads = member && ruleReadsByAttempt(client.clientId, member.id, earned.facts);
  return optimisticTransaction(async () => {
    const [current, ruleReads, coupons] = await Promise.all([nextMember?.(), nextRuleReads?.(), nextCoupons()]);
    // The purchase, its order id, its answer record and its coupons' items leave the rest of the transaction to the rules.
    const ownItems = 1 + orderItems.length + (request.answerRecord ? 1 : 0) + coupons.length;
    const rules = current && (await purchaseRules(client, current, earned, ruleReads, ownItems));
    const bonus = rules ? rulePoints(rules) : 0;
    // The purchase keeps what it earned, rules included: a return takes back that whole in proportion.
    const purchase: PurchaseRecord = { ...recorded, points: basePoints + bonus, bonus_points: bonus };
    const earning =
      current && rules
        ? [
            ...earningItems(client, current, {
              kind: 'purchase',
              name: 'Purchase',
              receiptId: purchase.receipt_id,
              datePurchase,
              total: purchase.total,
              points: purchase.points,
              now,
              rules: { credits: rules.credits, explanation: rules.explanation, memberSets: rules.memberSets },
            }),
            ...rules.items,
          ]
        : [];
    return {
      items: [guarded(putPurchaseItem(purchase), () => inputError('receipt already exists')), ...orderItems, ...earning, ...coupons],
      result: purchaseAnswer(sent, purchase, currency),
    };
  }, request.answerRecord);
}
