import * as z from 'zod';
import { LATEST_TIME } from '../support/clock.js';
import { hasAtMostDecimals } from '../support/table-numbers.js';
import { ClientSettingsSchema, POINTS_PER_CURRENCY_UNIT_DECIMALS, TierSettingsSchema } from './settings.js';

/**
 * What operator requests that set a program's settings send. Apart from the stored settings'
 * schema (settings.ts), which every function reads a client with: only the routes that write
 * settings build these.
 */

/** Decimals a currency rate may have. */
const CURRENCY_RATE_DECIMALS = 6;

/**
 * What an operator may set (PUT .../settings, and a new client's settings): the settings with the
 * bounds added after programs were first configured, which ClientSettingsSchema leaves out so a
 * program stored before them still reads. A rate has at most 4 decimals and a tier period starts
 * by the end of year 9999.
 */
export const ClientSettingsInput = ClientSettingsSchema.extend({
  points_per_currency_unit: ClientSettingsSchema.shape.points_per_currency_unit.refine(
    (rate) => hasAtMostDecimals(rate, POINTS_PER_CURRENCY_UNIT_DECIMALS),
    `must have at most ${POINTS_PER_CURRENCY_UNIT_DECIMALS} decimal places (0.0001 is the smallest rate above 0)`,
  ),
  currencies: ClientSettingsSchema.shape.currencies.refine(
    (rates) => Object.values(rates).every((rate) => hasAtMostDecimals(rate, CURRENCY_RATE_DECIMALS)),
    `rates must have at most ${CURRENCY_RATE_DECIMALS} decimal places`,
  ),
  tiers: TierSettingsSchema.extend({ period_start: z.number().int().min(0).max(LATEST_TIME).default(0) })
    .nullable()
    .default(null),
});

export const CreateClientBody = z.object({ name: z.string().trim().min(1).max(200), settings: ClientSettingsInput.partial().optional() });

/** A client's settings, replaced whole: every field it names is known. */
export const SettingsBody = ClientSettingsInput.strict();

/**
 * Settings to merge: each setting sent replaces that setting whole (tiers, the expiry policy);
 * the others stay as they are. No default is filled in for a setting not sent (zod fills the
 * defaults of a partial schema, so each field's default is taken off).
 */
export const SettingsPatchBody = z.strictObject(
  Object.fromEntries(
    Object.entries(ClientSettingsInput.shape).map(([name, field]) => [name, (field instanceof z.ZodDefault ? field.unwrap() : field).optional()]),
  ),
) as unknown as z.ZodType<Partial<z.input<typeof ClientSettingsInput>>>;
