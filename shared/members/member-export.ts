import type * as z from 'zod';
import { readClient } from '../programs/index.js';
import { notFound, paramError } from '../errors.js';
import { getMember, memberPartitionKey } from '../member-store/index.js';
import { memberPartitionPage } from './deletion-repository.js';
import type { MemberExportBody } from './member-responses.js';
import { userView } from './member-view.js';

/**
 * A member's data, for the privacy right of access (GET .../members/{member_id}/export): the
 * member as the User object on the first page, then every record the service holds in the
 * member's partition (ledger, orders and coupons, purchases, pending points, counters, events,
 * notices, support's notes) a bounded page at a time, in key order, each with its type and its own fields; the
 * table's keys and secrets (the password hash, a member token's signing key) are left out.
 */

/** Attributes that are the table's bookkeeping or secrets, not the member's data. */
const LEFT_OUT = new Set(['PK', 'SK', 'GSI1PK', 'GSI1SK', 'GSI2PK', 'GSI2SK', 'expires_at', 'password_hash', 'signing_key']);

const cursorOf = (sortKey: string): string => Buffer.from(sortKey, 'utf8').toString('base64url');

/** The sort key a cursor names; one that cannot be a sort key (empty, over DynamoDB's 1,024 bytes) was not given by this route. */
function sortKeyOf(cursor: string): string {
  const sortKey = Buffer.from(cursor, 'base64url').toString('utf8');
  if (sortKey === '' || Buffer.byteLength(sortKey, 'utf8') > 1_024) throw paramError('cursor: must be a cursor from a previous page');
  return sortKey;
}

export async function memberExport(clientId: string, memberId: number, limit: number, cursor?: string): Promise<z.infer<typeof MemberExportBody>> {
  const start = cursor === undefined ? undefined : { PK: memberPartitionKey(clientId, memberId), SK: sortKeyOf(cursor) };
  // The client, the member and the page in one round trip; an unknown client or member answers 404 all the same.
  const [, member, page] = await Promise.all([
    readClient(clientId),
    getMember(clientId, memberId, true),
    memberPartitionPage(clientId, memberId, start, limit),
  ]);
  if (!member) throw notFound('member does not exist');
  return {
    member_id: member.id,
    member: cursor === undefined ? userView(member) : null,
    records: page.items.map((item) => ({
      type: String(item.type ?? 'unknown'),
      ...Object.fromEntries(Object.entries(item).filter(([field]) => !LEFT_OUT.has(field) && field !== 'type')),
    })),
    next_cursor: page.next ? cursorOf(String(page.next.SK)) : null,
  };
}
