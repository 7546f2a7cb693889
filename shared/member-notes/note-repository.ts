import * as z from 'zod';
import { queryPage } from '../data/batch-reads.js';
import { tableName } from '../data/client.js';
import { itemDecoder } from '../data/item-decoder.js';
import { guarded, type GuardedItem, type TransactItem } from '../data/transactions.js';
import { notFound } from '../errors.js';
import { memberKey } from '../member-store/index.js';
import { memberNoteKey, memberNotePrefix } from './keys.js';

/**
 * Support's notes on a member (item type member_note): one small item each in the member's
 * partition, written once and never changed; erased with the member.
 */
const MemberNoteItem = z.object({
  note_id: z.string(),
  client_id: z.string(),
  member_id: z.number(),
  text: z.string(),
  author_id: z.string(),
  author_name: z.string(),
  author_role: z.enum(['owner', 'manager', 'support', 'viewer']),
  /** Unix seconds, as every date the API answers. */
  date_created: z.number(),
  /** When it was written to the millisecond: its place in the member's notes. */
  created_ms: z.number(),
});
export type MemberNoteRecord = z.infer<typeof MemberNoteItem>;

const decodeNote = itemDecoder('member_note', MemberNoteItem);

/** The note's put, new only. */
export function putNoteItem(note: MemberNoteRecord): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...memberNoteKey(note.client_id, note.member_id, note.created_ms, note.note_id), type: 'member_note', ...note },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}

/** The member is still there (not unknown, not a deleted member's remains): a note on one who left is not_found. */
export function memberStillThere(clientId: string, memberId: number): GuardedItem {
  return guarded(
    {
      ConditionCheck: {
        TableName: tableName(),
        Key: memberKey(clientId, memberId),
        ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(deleted_at)',
      },
    },
    () => notFound('member does not exist'),
  );
}

/** A page of the member's notes, newest first, after the note whose sort key is `afterSK`. */
export async function notesPage(clientId: string, memberId: number, limit: number, afterSK?: string): Promise<{ notes: MemberNoteRecord[]; nextSK?: string }> {
  const { PK, SKPrefix } = memberNotePrefix(clientId, memberId);
  const page = await queryPage({ PK, SKPrefix }, { limit, newestFirst: true, after: afterSK === undefined ? undefined : { PK, SK: afterSK } });
  const last = page.items.at(-1);
  return { notes: page.items.map(decodeNote), nextSK: page.more && last ? String(last.SK) : undefined };
}
