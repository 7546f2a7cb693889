import { describeIssues } from '../support/issue-messages.js';
import * as z from 'zod';
import { HostedPotentialPointsBody, HostedPurchaseBody, HostedReturnBody, type UserAttributesInput } from './hosted-requests.js';
import { PotentialPointsBody, PurchaseBody, ReceiptParams, type PurchaseInput, ReturnBody, type ReturnInput } from './purchase-requests.js';

/**
 * One schema per request that takes either form of its body: this API's own (spec 4.8: Unix
 * dates, `id` lines) or the hosted store system's (ISO dates, `sku` lines, user_attributes). The
 * form is told by the fields present; each form is normalised to the one input its use case
 * takes, carrying which form it came in, so the answer can be given in that form too.
 */

/** Which form a request came in, and so which form its answer takes. */
export type Form = 'v2' | 'hosted';

/**
 * Either form: this API's own, or the hosted one when any of `hostedOnly` is sent. A body with
 * fields of both is refused naming one of each; otherwise the message is the chosen form's own.
 */
function eitherForm<V extends z.ZodType, H extends z.ZodType>(own: V, hosted: H, fields: { ownOnly: readonly string[]; hostedOnly: readonly string[] }) {
  return z.union([own, hosted], {
    error: (issue) => {
      const input = issue.input;
      if (typeof input !== 'object' || input === null || Array.isArray(input)) return 'must be a JSON object';
      const sent = Object.keys(input);
      const hostedField = sent.find((key) => fields.hostedOnly.includes(key));
      const ownField = sent.find((key) => fields.ownOnly.includes(key));
      if (hostedField && ownField) return `${ownField}: not a field of the hosted form, which ${hostedField} belongs to; send one form`;
      const errors = (issue as unknown as { errors?: z.core.$ZodIssue[][] }).errors ?? [];
      return describeIssues(errors[hostedField ? 1 : 0] ?? []);
    },
  });
}

/** A purchase as its use case takes it, from either form. */
export type PurchaseRequestInput = PurchaseInput & {
  form: Form;
  order_id?: string;
  channel_id?: number;
  currency?: string;
  subtotal?: number;
  user_attributes?: UserAttributesInput;
};

const PURCHASE_OWN_ONLY = [
  'date_purchase',
  'loc_id',
  'shipping',
  'tax',
  'loc_address_1',
  'loc_address_2',
  'loc_address_3',
  'loc_description',
  'loc_lat',
  'loc_long',
  'coupon_codes',
];
const PURCHASE_HOSTED_ONLY = ['date_purchased', 'order_id', 'user_attributes', 'subtotal', 'channel_id', 'currency', 'coupons'];

const hostedLines = (items: Array<{ sku: string; price: number; quantity: number; category?: string }>) =>
  items.map(({ sku, price, quantity, category }) => ({ id: sku, quantity, price, ...(category === undefined ? {} : { category }) }));

/** POST /v2/purchases and POST /purchase. */
export const PurchaseForms = eitherForm(
  PurchaseBody.transform((body): PurchaseRequestInput => ({ ...body, form: 'v2' })),
  HostedPurchaseBody.transform(
    ({ date_purchased, items, coupons, ...body }): PurchaseRequestInput => ({
      ...body,
      form: 'hosted',
      date_purchase: date_purchased,
      items: hostedLines(items),
      coupon_codes: coupons ?? [],
    }),
  ),
  { ownOnly: PURCHASE_OWN_ONLY, hostedOnly: PURCHASE_HOSTED_ONLY },
);

/** A basket to price, from either form; the hosted form's total, when left out, is its lines'. */
export type PotentialPointsRequestInput = Omit<PurchaseRequestInput, 'receipt_id' | 'total'> & { receipt_id?: string; total?: number };

/** POST /v2/purchases/potential_points and POST /receipt/points. */
export const PotentialPointsForms = eitherForm(
  PotentialPointsBody.transform((body): PotentialPointsRequestInput => ({ ...body, form: 'v2' })),
  HostedPotentialPointsBody.transform(
    ({ date_purchased, items, ...body }): PotentialPointsRequestInput => ({
      ...body,
      form: 'hosted',
      date_purchase: date_purchased,
      items: hostedLines(items),
      coupon_codes: [],
    }),
  ),
  { ownOnly: PURCHASE_OWN_ONLY, hostedOnly: ['date_purchased', 'user_attributes', 'channel_id', 'currency'] },
);

/** A return as its use case takes it, from either form. */
export type ReturnRequestInput = ReturnInput & { form: Form; return_type?: number; date_returned?: number };

/** POST /v2/purchases/return and POST /return. */
export const ReturnForms = eitherForm(
  ReturnBody.transform((body): ReturnRequestInput => ({ ...body, form: 'v2' })),
  HostedReturnBody.transform(
    ({ original_receipt_id, items, ...body }): ReturnRequestInput => ({
      ...body,
      form: 'hosted',
      receipt_id: original_receipt_id,
      items: items.map(({ sku, quantity }) => ({ id: sku, quantity })),
    }),
  ),
  { ownOnly: ['receipt_id', 'total'], hostedOnly: ['original_receipt_id', 'return_type', 'date_returned'] },
);

/**
 * GET /v2/purchases/{receipt_id} and GET /purchase/{purchase_id}: the one path parameter each
 * path has. The hosted path's purchase_id is a receipt or an order id, as purchase_id_type says.
 */
export const PurchaseDetailParams = z.union([ReceiptParams, z.object({ purchase_id: ReceiptParams.shape.receipt_id })]);

/** How the purchase is named: by its receipt id (the default) or its order id (the hosted form's order_id). */
export const PurchaseDetailQuery = z.object({ purchase_id_type: z.enum(['receipt_id', 'order_id']).default('receipt_id') });

/** Which of a purchase's ids a detail request names, and in which form it is answered. */
export function detailLookup(params: z.infer<typeof PurchaseDetailParams>, query: z.infer<typeof PurchaseDetailQuery>) {
  const [id, form]: [string, Form] = 'purchase_id' in params ? [params.purchase_id, 'hosted'] : [params.receipt_id, 'v2'];
  return { by: query.purchase_id_type, id, form };
}

/** The form of a request told by its path: the hosted paths are the ones outside /v2. */
export const formOfRoute = (routeKey: string): Form => (routeKey.split(' ')[1]?.startsWith('/v2/') ? 'v2' : 'hosted');
