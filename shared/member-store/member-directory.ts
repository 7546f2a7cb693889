import { tableName } from '../data/client.js';
import type { TransactItem } from '../data/transactions.js';
import { sortableNumber } from '../data/keys.js';
import { type DirectoryOrder, directoryEntryKey, directoryPartition, directoryShardOf, directorySortKey } from './keys.js';
import type { LookupKind } from './lookup-schemas.js';
import { searchForm } from './search-form.js';

/**
 * Where a member stands in each order of the member directory (docs/data-model.md, "Member
 * directory"). The member item carries its redeemable-points order in GSI3, the identifier
 * lookups carry theirs in GSI3, and a small directory entry beside the profile carries the
 * joined order (GSI1) and the two name orders (GSI2, GSI3). GSI3 keeps keys only, so a balance
 * change costs the index one key move and a profile change that leaves names alone costs none.
 */

const orderKeys = (prefix: 'GSI1' | 'GSI2' | 'GSI3', clientId: string, order: DirectoryOrder, value: string, memberId: number) => ({
  [`${prefix}PK`]: directoryPartition(clientId, order, directoryShardOf(clientId, memberId)),
  [`${prefix}SK`]: directorySortKey(value, memberId),
});

/** The member item's place in the redeemable-points order (GSI3): set wherever its redeemable points are written. */
export const redeemableOrderKeys = (clientId: string, memberId: number, redeemable: number): Record<string, string> =>
  orderKeys('GSI3', clientId, 'redeemable', sortableNumber(redeemable, 16), memberId);

/** An identifier lookup's place in its identifier's order (GSI3). */
export const lookupOrderKeys = (clientId: string, kind: LookupKind, value: string, memberId: number): Record<string, string> =>
  orderKeys('GSI3', clientId, kind, searchForm(kind, value), memberId);

const nameOf = (...parts: unknown[]): string => searchForm('name', parts.filter((part) => typeof part === 'string').join(' '));

/**
 * The member's directory entry (about 250 bytes): joined order always, the name orders when the
 * member has a name. Written whole, so a name removed leaves its order.
 */
export function directoryEntryItem(member: { client_id: string; id: number; date_created: number; first_name?: unknown; last_name?: unknown }): TransactItem {
  const { client_id: clientId, id } = member;
  const name = nameOf(member.first_name, member.last_name);
  const surname = nameOf(member.last_name, member.first_name);
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...directoryEntryKey(clientId, id),
        type: 'member_directory',
        member_id: id,
        ...orderKeys('GSI1', clientId, 'joined', sortableNumber(member.date_created, 12), id),
        ...(name === '' ? {} : orderKeys('GSI2', clientId, 'name', name, id)),
        ...(surname === '' ? {} : orderKeys('GSI3', clientId, 'surname', surname, id)),
      },
    },
  };
}
