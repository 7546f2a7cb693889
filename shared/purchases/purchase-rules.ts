import * as z from 'zod';
import { inputError } from '../errors.js';
import type { ClientRecord } from '../clients/index.js';

/**
 * The arithmetic and calendar rules of purchases (spec 4.8, 2.5), free of I/O: points for a
 * total, money comparison, when pending points clear, and the DD-MON-YY dates of 2.5.
 */

export const SECONDS_PER_DAY = 86_400;

/** A money amount sent as a number or as a decimal string ("12.50"). */
/** A receipt or line id: text, or a number taken as its text. */
export const Identifier = z.union([z.string().trim().min(1).max(200), z.number()]).transform(String);

export const Amount = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^\d+(\.\d+)?$/, 'must be a non-negative number')
      .transform(Number),
  ])
  .pipe(z.number().min(0).max(1_000_000_000));

/** Purchases, claims and pending points belong to the Purchase V1 integration only. */
export function requirePurchaseV1(client: ClientRecord): void {
  if (!client.settings.purchase_v1) throw inputError('purchases are not enabled for this client (Purchase V1 only)');
}

/**
 * Points for a purchase total: total x points_per_currency_unit, rounded down. The product is
 * first rounded to 6 decimals so binary fractions (19.99 x 100 = 1998.9999...) do not lose a point.
 */
export function purchasePoints(total: number, pointsPerCurrencyUnit: number): number {
  return Math.floor(Number((total * pointsPerCurrencyUnit).toFixed(6)));
}

/** Money compares in cents: 12.5 and "12.50" are the same total. */
export const sameAmount = (a: number, b: number): boolean => Math.round(a * 100) === Math.round(b * 100);

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

/** The UTC calendar day of a time, for same-day comparisons (YYYY-MM-DD). */
export const utcDay = (at: number): string => new Date(at * 1000).toISOString().slice(0, 10);
