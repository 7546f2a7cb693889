import * as z from 'zod';
import { inputError } from '../errors.js';
import type { ClientRecord } from '../programs/index.js';
import { tableNumberProblem } from '../support/table-numbers.js';

/**
 * The arithmetic and calendar rules of purchases (spec 4.8, 2.5), free of I/O: points for a
 * total, money comparison, when pending points clear, and the DD-MON-YY dates of 2.5.
 */

export const SECONDS_PER_DAY = 86_400;
/** A purchase dated further ahead than this is refused (clock skew between tills is tolerated). */
export const FUTURE_TOLERANCE_SECONDS = SECONDS_PER_DAY;

/** A receipt or line id: text, or a number taken as its text. */
export const Identifier = z.union([z.string().trim().min(1).max(200), z.number()]).transform(String);

/** The largest amount (and line quantity) a purchase, return or claim may carry. */
export const MAX_AMOUNT = 1_000_000_000;
/** Minor units of the program's money: cents. Programs have no currency of their own yet. */
export const AMOUNT_DECIMALS = 2;

/**
 * Binary fractions put sums of prices a few units in the last place off a cent (0.1 + 0.2 is
 * 0.30000000000000004): within this many such units an amount is taken as the whole cents it
 * means. Far less than a cent at any amount up to MAX_AMOUNT, so 0.001 or 1e-320 is never one.
 */
const ROUNDING_NOISE = 1024 * Number.EPSILON;

/** The amount in whole minor units (cents), or undefined when it is not a whole number of them. */
function inMinorUnits(amount: number): number | undefined {
  const scale = 10 ** AMOUNT_DECIMALS;
  const rounded = Math.round(amount * scale) / scale;
  return Math.abs(amount - rounded) <= ROUNDING_NOISE * Math.abs(rounded) ? rounded : undefined;
}

/**
 * A money amount sent as a number or as a decimal string ("12.50"): 0 to MAX_AMOUNT, in whole
 * minor units (12.5, "12.500" and 0.1 + 0.2 are taken, the last as 0.3; 0.001 is not). A line's
 * quantity follows the same rule, so what was bought can always be returned by the same figure.
 */
export const Amount = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^\d+(\.\d+)?$/, 'must be a non-negative number')
      .transform(Number),
  ])
  .pipe(
    z
      .number()
      .min(0)
      .max(MAX_AMOUNT)
      .refine((amount) => inMinorUnits(amount) !== undefined, `must have at most ${AMOUNT_DECIMALS} decimal places`)
      .transform((amount) => inMinorUnits(amount) ?? amount),
  );

/** A decimal number in text, as a coordinate may be sent ("40.7128", "-74"). */
const DECIMAL_TEXT = /^[-+]?\d+(\.\d+)?$/;

/**
 * A latitude or longitude in degrees, sent as a number or a decimal string and stored as sent:
 * within ±90 (latitude) or ±180 (longitude), and a number the table can store.
 */
const coordinate = (name: 'latitude' | 'longitude', limit: number) =>
  z.union([z.number(), z.string().trim().max(50)]).superRefine((value, context) => {
    const degrees = typeof value === 'number' ? value : DECIMAL_TEXT.test(value) ? Number(value) : Number.NaN;
    const problem = !(Math.abs(degrees) <= limit)
      ? `must be a ${name} in degrees, from -${limit} to ${limit}`
      : typeof value === 'number'
        ? tableNumberProblem(value)
        : undefined;
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

export const Latitude = coordinate('latitude', 90);
export const Longitude = coordinate('longitude', 180);

/** Purchases, claims and pending points belong to the Purchase V1 integration only. */
export function requirePurchaseV1(client: ClientRecord): void {
  if (!client.settings.purchase_v1) throw inputError('purchases are not enabled for this client (Purchase V1 only)');
}

/**
 * Points for a purchase total: total x points_per_currency_unit, rounded down. The product is
 * first rounded to 6 decimals so binary fractions (19.99 x 100 = 1998.9999...) do not lose a point;
 * with at most 2 decimals in the total and 4 in the rate that rounding is exact, and with both at
 * their largest (MAX_AMOUNT, MAX_POINTS_PER_CURRENCY_UNIT) the points stay a safe integer.
 */
export function purchasePoints(total: number, pointsPerCurrencyUnit: number): number {
  return Math.floor(Number((total * pointsPerCurrencyUnit).toFixed(6)));
}

/** An amount in whole cents, for exact sums and comparisons. */
export const cents = (amount: number): number => Math.round(amount * 100);

/** Money compares in cents: 12.5 and "12.50" are the same total. */
export const sameAmount = (a: number, b: number): boolean => cents(a) === cents(b);

/** When points from a purchase made at `datePurchase` become redeemable; undefined when they never wait. */
export function clearingTime(client: ClientRecord, datePurchase: number): number | undefined {
  const pending = client.settings.pending_points;
  return pending.enabled ? datePurchase + pending.period_days * SECONDS_PER_DAY : undefined;
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** DD-MON-YY in UTC, e.g. 05-JAN-26 (spec 2.5). */
export function ddMonYy(at: number): string {
  const date = new Date(at * 1000);
  const day = String(date.getUTCDate()).padStart(2, '0');
  const year = String(date.getUTCFullYear() % 100).padStart(2, '0');
  return `${day}-${MONTHS[date.getUTCMonth()]}-${year}`;
}

/**
 * The UTC calendar day of a time (days since 1970-01-01), for same-day comparisons. Plain
 * arithmetic rather than a Date, so a time past what a Date holds is simply another day.
 */
export const utcDay = (at: number): number => Math.floor(at / SECONDS_PER_DAY);
