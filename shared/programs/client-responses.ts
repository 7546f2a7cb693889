import * as z from 'zod';
import type { AnswerBodies } from '../support/answers.js';
import { ClientSettingsSchema } from './settings.js';

/**
 * What the operator routes of clients, api_keys, signing keys and settings answer, as zod
 * schemas: the API description is generated from them and the integration tests hold every
 * answer to them.
 */

/** POST /admin/v1/clients/{client_id}/api_keys: a new api_key, shown in clear here and never again. */
export const ApiKeyBody = z.object({ api_key: z.string(), key_id: z.string() });

/** POST /admin/v1/clients: the new client with its first api_key. */
export const CreatedClientBody = ApiKeyBody.extend({ client_id: z.string(), name: z.string() });

/** POST /admin/v1/clients/{client_id}/signing_keys: a new key pair, its secret shown here and never again. */
export const SigningKeyBody = z.object({ public_key: z.string(), secret: z.string() });

/**
 * GET and PUT /admin/v1/clients/{client_id}/settings: every setting, defaults filled in. The
 * referral activity is answered as the string it is stored as, whichever form it was sent in.
 */
export const ClientSettingsBody = ClientSettingsSchema.extend({ referral_activity_id: z.string().nullable() });

/** GET /admin/v1/clients: the deployment's programs, newest first. */
export const ClientListBody = z.object({
  clients: z.array(z.object({ client_id: z.string(), name: z.string(), date_created: z.number().int() })),
  next_cursor: z.string().nullable(),
});

/** GET /admin/v1/clients/{client_id}/api_keys: the program's keys by id (the keys themselves are never stored). */
export const ApiKeyListBody = z.object({ api_keys: z.array(z.object({ key_id: z.string(), date_created: z.number().int() })) });

/** GET /admin/v1/clients/{client_id}/signing_keys: the program's signing keys by public key (their secrets are never answered again). */
export const SigningKeyListBody = z.object({ signing_keys: z.array(z.object({ public_key: z.string(), date_created: z.number().int() })) });

/** The answers the client (program) routes name in their contracts, by name. */
export const clientAnswers = {
  ApiKey: ApiKeyBody,
  ApiKeyList: ApiKeyListBody,
  ClientList: ClientListBody,
  ClientSettings: ClientSettingsBody,
  CreatedClient: CreatedClientBody,
  SigningKey: SigningKeyBody,
  SigningKeyList: SigningKeyListBody,
} satisfies AnswerBodies;
