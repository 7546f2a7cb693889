import { directoryEntryItem, type MemberRecord, putNewMemberItem, reserveLookupItem } from '../../shared/member-store/index.js';
import { TABLE_INDEXES } from '../../shared/data/table.js';
import { type Index, indexEntryUnits, itemBytes, units } from '../../local/write-bill.js';

/**
 * What the member directory adds to each kind of member write, in write units as DynamoDB bills
 * them, worked out from items built by the product's own builders with the write bill's sizes
 * (local/write-bill.ts): a transaction item costs 2 WCU per KB; each index item written costs 1
 * WCU per KB of its projection plus 100 bytes; a write that moves an item's index key deletes the
 * old index item and puts the new one.
 */

/** Units of one index item of `item` in `index`; none when the item is not in it. */
const indexUnits = (item: Record<string, unknown>, index: Index): number => (item[index.partition] === undefined ? 0 : indexEntryUnits(item, index));

const indexesOf = (item: Record<string, unknown>) => TABLE_INDEXES.filter((index) => item[index.partition] !== undefined);

export function directoryWriteUnits(clientId: string): Array<{ write: string; units: number; parts: string }> {
  const member: MemberRecord = {
    client_id: clientId,
    id: 123_456_789_012,
    first_name: 'Katherine',
    last_name: 'Johnson-Goble',
    email_address: 'katherine.johnson-goble@example.com',
    mobile_phone_number: '+1 555-010-1234',
    total_points: 12_345,
    redeemable_points: 6_789,
    num_points_purchased: 0,
    version: 3,
    date_created: 1_790_000_000,
  };
  const entry = directoryEntryItem(member).Put!.Item as Record<string, unknown>;
  const memberItem = putNewMemberItem(member).Put!.Item as Record<string, unknown>;
  const email = reserveLookupItem(clientId, 'email', member.email_address as string, member.id).Put!.Item as Record<string, unknown>;
  const phone = reserveLookupItem(clientId, 'mobile_phone_number', member.mobile_phone_number as string, member.id).Put!.Item as Record<string, unknown>;
  const gsi3 = TABLE_INDEXES.find((index) => index.name === 'GSI3')!;
  const entryInTransaction = 2 * units(itemBytes(entry));
  const entryIndexes = indexesOf(entry).reduce((sum, index) => sum + indexUnits(entry, index), 0);
  const lookupIndexes = indexUnits(email, gsi3) + indexUnits(phone, gsi3);
  const balanceMove = 2 * indexUnits(memberItem, gsi3);
  const nameIndexes = indexesOf(entry).filter((index) => index.name !== 'GSI1');
  const rename = entryInTransaction + indexUnits(entry, TABLE_INDEXES[0]) + nameIndexes.reduce((sum, index) => sum + 2 * indexUnits(entry, index), 0);
  return [
    {
      write: 'a new member (sign-up, import)',
      units: entryInTransaction + entryIndexes + indexUnits(memberItem, gsi3) + lookupIndexes,
      parts: `directory entry ${itemBytes(entry)} B in the transaction ${entryInTransaction}, its 3 index items ${entryIndexes}, member in GSI3 ${indexUnits(memberItem, gsi3)}, e-mail and phone lookups in GSI3 ${lookupIndexes}`,
    },
    { write: 'a balance change (credit, redemption, expiry)', units: balanceMove, parts: 'the member moves in the redeemable order: GSI3 delete + put' },
    { write: 'a new name', units: rename, parts: `directory entry rewritten ${entryInTransaction}, joined order rewritten 1, both name orders moved (delete + put) ${rename - entryInTransaction - 1}` },
    { write: 'a new e-mail address or phone number', units: 2 * indexUnits(email, gsi3), parts: 'old lookup leaves GSI3, new one enters it (the lookups were written before too)' },
    { write: 'any other profile change', units: 0, parts: 'keys-only GSI3: the member item keeps its keys, so nothing is written to it' },
  ];
}
