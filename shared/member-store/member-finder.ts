import * as z from 'zod';
import { fitsInKey } from '../data/keys.js';
import type { IdType } from './lookup-schemas.js';
import { getMember, getMemberIdByLookup, type MemberRecord } from './member-repository.js';

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
  const memberId = await getMemberIdByLookup(clientId, idType, userId);
  return memberId === undefined ? undefined : getMember(clientId, memberId);
}
