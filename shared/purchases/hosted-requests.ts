import * as z from 'zod';
import { LATEST_TIME } from '../support/clock.js';
import { Amount, Identifier } from './purchase-rules.js';

/**
 * The hosted store system's own request bodies (the hosted pages Purchase, Return and Potential
 * Points): ISO 8601 dates with their offset, `sku` lines, `user_attributes` in place of a member
 * id, `order_id`, `channel_id` and `currency`. Schemas only; purchase-forms.ts joins each with
 * this API's own form of the same request.
 */

/** How a purchase was made (the hosted channel_id; the numbering of spec 4.8's sign_up_channel_id). */
export const PURCHASE_CHANNELS: Readonly<Record<number, string>> = {
  1: 'In Store',
  2: 'Online',
  3: 'Kiosk / In Store Other',
  4: 'Call Center',
  5: 'Mobile App',
  6: 'Other',
  7: 'Receipt Scan',
  8: 'Affiliate',
  9: 'Outlet',
};

/** 2021-05-20T18:25:43.511-04:00: a date, a time to the minute or finer, and Z or an offset. */
const ISO_WITH_OFFSET = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i;

/** Unix seconds of an ISO 8601 date-time with offset; undefined when it is not one or names no real time. */
export function isoToUnix(text: string): number | undefined {
  const parts = ISO_WITH_OFFSET.exec(text);
  if (!parts) return undefined;
  const [year, month, day, hour, minute, second] = [1, 2, 3, 4, 5, 6].map((index) => Number(parts[index] ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  // A calendar date and a clock time: Date.UTC would roll 30 February over into March.
  const asUtc = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  if (asUtc.getUTCMonth() !== month - 1 || asUtc.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) return undefined;
  const zone = (parts[7] ?? 'Z').toUpperCase();
  const offset = zone === 'Z' ? 0 : (zone.startsWith('-') ? -1 : 1) * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(-2)));
  if (Math.abs(offset) > 18 * 60) return undefined;
  return Math.floor(asUtc.getTime() / 1000) - offset * 60;
}

/** A date-time as the hosted pages send it (ISO 8601 with its offset), as Unix seconds. */
export const IsoDateTime = z
  .string()
  .trim()
  .max(40)
  .transform((text, context) => {
    const at = isoToUnix(text);
    if (at === undefined || at < 0 || at > LATEST_TIME) {
      context.addIssue({ code: 'custom', message: 'must be an ISO 8601 date-time with its offset, e.g. 2021-05-20T18:25:43.511-04:00' });
      return z.NEVER;
    }
    return at;
  });

/** Who the purchase is for when no user_id is sent: searched in this order, the first match wins. */
export const UserAttributes = z
  .object({
    email_address: z.string().trim().min(1).max(254).optional(),
    phone_number: z.string().trim().min(1).max(254).optional(),
    third_party_id: z.string().trim().min(1).max(254).optional(),
  })
  .refine((attributes) => Object.values(attributes).some((value) => value !== undefined), 'must name email_address, phone_number or third_party_id');
export type UserAttributesInput = z.infer<typeof UserAttributes>;

/** A currency code as sent; whether the program takes it is the program's settings' say. */
export const CurrencyCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{3}$/, 'must be an ISO 4217 code of 3 letters')
  .transform((code) => code.toUpperCase());

const ChannelId = z
  .number()
  .int()
  .refine((id) => PURCHASE_CHANNELS[id] !== undefined, `must be a channel id from 1 to ${Object.keys(PURCHASE_CHANNELS).length}`);

const UserId = z.union([z.string().trim().min(1).max(254), z.number()]);

const HostedLine = z.object({ sku: Identifier, price: Amount, quantity: Amount, category: Identifier.optional() });

/** POST /purchase (the hosted Purchase). */
export const HostedPurchaseBody = z.object({
  receipt_id: Identifier,
  order_id: Identifier.optional(),
  user_id: UserId.optional(),
  user_attributes: UserAttributes.optional(),
  /** Total of all items, as in this API's own form: the points are figured on it. */
  total: Amount,
  subtotal: Amount.optional(),
  date_purchased: IsoDateTime,
  channel_id: ChannelId.optional(),
  currency: CurrencyCode.optional(),
  coupons: z.array(z.string().trim().min(1).max(1000)).max(25).optional(),
  items: z.array(HostedLine).max(500),
});

/** POST /receipt/points (the hosted Potential Points): a basket; its total is the lines' when not sent. */
export const HostedPotentialPointsBody = z.object({
  date_purchased: IsoDateTime,
  user_id: UserId.optional(),
  user_attributes: UserAttributes.optional(),
  total: Amount.optional(),
  channel_id: ChannelId.optional(),
  currency: CurrencyCode.optional(),
  items: z.array(HostedLine).max(500),
});

/** POST /return (the hosted Return): of a receipt this program has, by its lines. */
export const HostedReturnBody = z.object({
  return_id: Identifier,
  original_receipt_id: Identifier,
  /** 1 Return With Receipt ... 9 Return For Exchange Without Receipt: recorded with the return. */
  return_type: z.number().int().min(1).max(9),
  date_returned: IsoDateTime,
  items: z
    .array(z.object({ sku: Identifier, quantity: Amount }))
    .min(1)
    .max(500),
});
