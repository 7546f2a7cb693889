import * as z from 'zod';

/** What the member note routes are asked, as zod schemas: the contracts and the API description read them. */

/** Body of POST .../members/{member_id}/notes. */
export const MemberNoteBody = z.object({
  text: z.string({ error: 'must be a string' }).trim().min(1, 'must not be empty').max(2000, 'must be at most 2000 characters'),
});
export type MemberNoteInput = z.infer<typeof MemberNoteBody>;

/** A page of a member's notes, newest first; the cursor is the previous page's next_cursor. */
export const MemberNotesQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(25),
  cursor: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,400}$/, 'must be the next_cursor of a previous page')
    .optional(),
});
export type MemberNotesQueryInput = z.infer<typeof MemberNotesQuery>;
