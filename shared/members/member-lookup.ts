import * as z from 'zod';
import { getMember, getMemberIdByLookup, type LookupKind, type MemberRecord } from '../member-store/index.js';
import { fitsInKey } from '../data/keys.js';
import type { IdType } from './member-requests.js';
import { ApiError, notFound, paramError } from '../errors.js';

/**
 * Finding the member a request names. Apart from the member writes, so the middleware that
 * resolves `user_id` for every route loads only this.
 */
export type { MemberRecord } from '../member-store/index.js';

export { ID_TYPES, type IdType, IdTypeSchema } from './member-requests.js';

const MEMBER_ID = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

/**
 * Finds a member by any of its identifiers in at most two reads (lookup item, then member).
 * Returns undefined when no member matches; a malformed numeric id also matches nobody.
 */
export async function findMember(clientId: string, idType: IdType, userId: string): Promise<MemberRecord | undefined> {
  // Too long for a key, so no member holds it (member identifiers are at most 255 characters).
  if (!fitsInKey(userId)) return undefined;
  if (idType === 'id') {
    const parsed = MEMBER_ID.safeParse(userId);
    return parsed.success ? getMember(clientId, parsed.data) : undefined;
  }
  const memberId = await getMemberIdByLookup(clientId, idType as LookupKind, userId);
  return memberId === undefined ? undefined : getMember(clientId, memberId);
}

export const memberDoesNotExist = (code: 'page_not_found' | 'param_error' | 'not_found', status?: number) =>
  code === 'param_error'
    ? paramError('user does not exist')
    : code === 'not_found'
      ? notFound('member does not exist')
      : new ApiError('page_not_found', 'user does not exist', {}, status);
