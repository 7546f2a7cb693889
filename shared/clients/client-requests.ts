import * as z from 'zod';
import { ClientSettingsInput } from './settings.js';

/** Bounds of client settings that other features' requests are held to. */
export { MAX_ACTIVITY_BACKDATE_DAYS, MAX_POINTS_PER_CREDIT_LIMIT } from './settings.js';

/**
 * What operator requests about clients send: the ids in their paths and the bodies they post.
 * Schemas only, so a route's contract loads them without the client's repositories.
 */

/** The one rule for an id this service issued (clients, keys, webhooks, deliveries), as it appears in an operator path. Issued ids are base64url. */
export const OperatorId = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'must be an id issued by this service');

/** Path of the operator routes under /admin/v1/clients/{client_id}. */
export const ClientPath = z.object({ client_id: OperatorId });
export const ApiKeyPath = z.object({ client_id: OperatorId, key_id: OperatorId });
export const SigningKeyPath = z.object({
  client_id: OperatorId,
  public_key: z
    .string()
    .min(1)
    .max(100)
    .regex(/^pk_[A-Za-z0-9_-]+$/, 'must be a public key issued by this service'),
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

/** A page of the deployment's programs; the cursor is the previous page's next_cursor (the last program's creation time and id). */
export const ClientListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: z
    .string()
    .regex(/^\d{15}[A-Za-z0-9_-]{1,64}$/, 'must be the next_cursor of a previous page')
    .optional(),
});
