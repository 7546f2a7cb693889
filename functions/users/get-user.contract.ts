import * as z from 'zod';
import { routeContract } from '../../shared/http/route-contract.js';
import { IdTypeSchema } from '../../shared/members/member-requests.js';

/** The id_type values the hosted API takes with pii: those that are not themselves personal data. */
const ID_TYPES_WITHOUT_PII = ['id', 'third_party_id'] as const;

/**
 * The hosted API's pii parameter (User Profile): false, or present without a value (?pii), answers
 * the personal fields null; true, or absent, answers them. With pii=false the member is named by
 * id or third_party_id only.
 */
const Query = z
  .object({
    id_type: IdTypeSchema,
    pii: z
      .enum(['true', 'false', '1', '0', ''], { error: 'must be true or false' })
      .optional()
      .describe('false (or ?pii with no value) answers the personal fields null; only with id_type id or third_party_id')
      .transform((pii) => pii === undefined || pii === 'true' || pii === '1'),
  })
  .refine(({ id_type, pii }) => pii || (ID_TYPES_WITHOUT_PII as readonly string[]).includes(id_type), {
    message: `must be ${ID_TYPES_WITHOUT_PII.join(' or ')} with pii=false`,
    path: ['id_type'],
  });

export const getUserRoute = routeContract({
  method: 'GET',
  path: '/v2/users/{user_id}',
  name: 'GetUser',
  handler: 'functions/users/get-user.ts',
  access: 'read',
  auth: 'api_key',
  memberToken: true,
  query: Query,
  member: { notFound: 'page_not_found' },
  answers: { 200: 'UserObject' },
  also: [{ path: '/v2/users/{user_id}/activities', name: 'GetUserActivitiesForm' }],
});
