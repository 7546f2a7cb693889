import * as z from 'zod';
import type { AnswerBodies } from '../support/answers.js';
import { OperatorAccountBody } from '../operators/operator-responses.js';

/** What the member note routes answer, as zod schemas: the API description and the tests read them. */

/** One of support's notes on a member: its text, who wrote it (as they were then) and when (Unix seconds). */
export const MemberNoteAnswer = z.object({
  note_id: z.string(),
  text: z.string(),
  author: z.object({ id: z.string(), name: z.string(), role: OperatorAccountBody.shape.role }),
  date_created: z.number().int(),
});

/** A page of a member's notes, newest first. */
export const MemberNotesAnswer = z.object({ notes: z.array(MemberNoteAnswer), next_cursor: z.string().nullable() });

/** The answers the member note routes name in their contracts, by name. */
export const memberNoteAnswers = {
  MemberNote: MemberNoteAnswer,
  MemberNotes: MemberNotesAnswer,
} satisfies AnswerBodies;
