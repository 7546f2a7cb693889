import { randomUUID } from 'node:crypto';
import type * as z from 'zod';
import { noteRequestTargets } from '../data/request-record.js';
import { optimisticTransaction } from '../data/transactions.js';
import { notFound, paramError } from '../errors.js';
import { getMember, type MemberRecord } from '../member-store/index.js';
import type { Operator } from '../operators/index.js';
import { nowMillis } from '../support/clock.js';
import { NOTE_SORT_KEY } from './keys.js';
import { type MemberNoteRecord, memberStillThere, notesPage, putNoteItem } from './note-repository.js';
import type { MemberNoteInput, MemberNotesQueryInput } from './note-requests.js';
import type { MemberNoteAnswer, MemberNotesAnswer } from './note-responses.js';

/**
 * Internal notes support keeps on a member ("called about a missing stamp"): written by any role
 * that works on members, read by every role, never shown to the member. The member's export
 * hands them out and the member's erasure removes them, as everything else in their partition.
 */

const noteView = (note: MemberNoteRecord): z.infer<typeof MemberNoteAnswer> => ({
  note_id: note.note_id,
  text: note.text,
  author: { id: note.author_id, name: note.author_name, role: note.author_role },
  date_created: note.date_created,
});

/** Adds a note on the member, signed by the operator; not_found for an unknown member (or one who left meanwhile). */
export async function addNote(clientId: string, memberId: number, input: MemberNoteInput, operator: Operator) {
  if (!(await getMember(clientId, memberId))) throw notFound('member does not exist');
  const atMillis = nowMillis();
  const note: MemberNoteRecord = {
    note_id: randomUUID(),
    client_id: clientId,
    member_id: memberId,
    text: input.text,
    author_id: operator.id,
    author_name: operator.name,
    author_role: operator.role,
    date_created: Math.floor(atMillis / 1000),
    created_ms: atMillis,
  };
  noteRequestTargets({ note_id: note.note_id });
  await optimisticTransaction(async () => ({ items: [putNoteItem(note), memberStillThere(clientId, memberId)], result: note }), undefined);
  return noteView(note);
}

/** A page of the member's notes, newest first. */
export async function memberNotes(member: MemberRecord, query: MemberNotesQueryInput): Promise<z.infer<typeof MemberNotesAnswer>> {
  const afterSK = query.cursor === undefined ? undefined : Buffer.from(query.cursor, 'base64url').toString('utf8');
  if (afterSK !== undefined && !NOTE_SORT_KEY.test(afterSK)) throw paramError('cursor: must be the next_cursor of a previous page');
  const page = await notesPage(member.client_id, member.id, query.limit, afterSK);
  return {
    notes: page.notes.map(noteView),
    next_cursor: page.nextSK === undefined ? null : Buffer.from(page.nextSK, 'utf8').toString('base64url'),
  };
}
