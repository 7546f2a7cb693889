import * as z from 'zod';
import { batchGetByKey, itemOf } from '../data/batch-reads.js';
import { fitsInKey } from '../data/keys.js';
import { memberLookupKey } from './keys.js';
import type { IdType } from './lookup-schemas.js';
import { getMember, getMemberIdByLookup, getMembers, lookupOf, type MemberRecord } from './member-repository.js';

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

export interface MemberIdentifier {
  idType: IdType;
  userId: string;
}

/**
 * Finds many members at once, as findMember finds one: one BatchGetItem of the identifiers'
 * lookup items (when any is not a member id), then one of the members. Answers each identifier's
 * member, undefined for none, in the order asked.
 */
export async function findMembers(clientId: string, identifiers: MemberIdentifier[]): Promise<Array<MemberRecord | undefined>> {
  const searchable = identifiers.map(({ idType, userId }) => (fitsInKey(userId) ? { idType, userId } : undefined));
  const lookedUp = searchable.some((identifier) => identifier && identifier.idType !== 'id')
    ? await batchGetByKey(
        searchable.flatMap((identifier) => (identifier && identifier.idType !== 'id' ? [memberLookupKey(clientId, identifier.idType, identifier.userId)] : [])),
      )
    : new Map();
  const memberIds = searchable.map((identifier) => {
    if (!identifier) return undefined;
    if (identifier.idType === 'id') {
      const parsed = MEMBER_ID.safeParse(identifier.userId);
      return parsed.success ? parsed.data : undefined;
    }
    return lookupOf(itemOf(lookedUp, memberLookupKey(clientId, identifier.idType, identifier.userId)));
  });
  const found = await getMembers(
    clientId,
    memberIds.filter((id) => id !== undefined),
  );
  return memberIds.map((id) => (id === undefined ? undefined : found.get(id)));
}
