import * as z from 'zod';
import { IdTypeSchema } from '../members/member-requests.js';
import { MAX_MEMBER_TOKEN_DAYS } from '../programs/client-requests.js';

/** What the member token routes take. */

/** A token's lifetime as its server-side issuer names it; the program's member_token_days when absent. */
export const IssueTokenQuery = z.object({
  id_type: IdTypeSchema,
  lifetime_days: z.coerce
    .number({ error: 'must be a whole number of days' })
    .int({ error: 'must be a whole number of days' })
    .min(1)
    .max(MAX_MEMBER_TOKEN_DAYS, { error: `must be at most ${MAX_MEMBER_TOKEN_DAYS} days (six months)` })
    .optional(),
});

const Flag = z.union([z.literal(1), z.literal('1'), z.literal(true)], { error: 'must be 1: the member was verified by the caller' });

/**
 * The hosted API's pre-verified sign-in (client-user-auth-sign-in): one, and only one, of
 * username and email_address; `verified` 1 as the hosted samples send it; `redirect` is taken and
 * not used (the hosted browser flow's, with no place in an API answer).
 */
export const ClientUserSignInBody = z
  .object({
    username: z.string().trim().min(1).max(255).optional(),
    email_address: z.string().trim().min(1).max(255).optional(),
    verified: Flag.optional(),
    redirect: z.string().max(2000).optional(),
  })
  .refine((body) => (body.username === undefined) !== (body.email_address === undefined), {
    message: 'send one, and only one, of username and email_address',
    path: ['username'],
  });

/** A member's own sign-in: its program, its identifier by id_type, and its password. */
export const PasswordSignInBody = z.object({
  client_id: z.string().trim().min(1).max(100),
  id_type: IdTypeSchema,
  user_id: z.union([z.string().trim().min(1).max(255), z.number().int().min(1).max(Number.MAX_SAFE_INTEGER)]),
  password: z.string().min(1).max(200),
});
