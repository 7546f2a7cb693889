import * as z from 'zod';
import { PageCursor } from '../support/page-cursor.js';
import { ID_TYPES } from '../member-store/lookup-schemas.js';
import { ClientPath } from '../programs/client-requests.js';
import { SegmentFilterSchema } from './segment-filters.js';

/**
 * What operator requests about segments send: schemas only, so a route's contract loads them
 * without the repositories.
 */

/** Static: members added and removed by the operator. Dynamic: the members its filter holds for, kept current from the stream. */
export const SEGMENT_KINDS = ['static', 'dynamic'] as const;
export type SegmentKind = (typeof SEGMENT_KINDS)[number];
/** A dynamic segment is `building` while a walk over the program's members fills it, `build_failed` if that walk could not finish. */
export const SEGMENT_STATUSES = ['building', 'ready', 'build_failed', 'archived'] as const;
export type SegmentStatus = (typeof SEGMENT_STATUSES)[number];

/** Segments a program keeps (archived ones included), and how many of them may be in use at once. */
export const MAX_SEGMENTS = 1_000;
export const MAX_ACTIVE_SEGMENTS = 100;
/** Members one call adds and removes, together. */
export const MAX_MEMBER_CHANGES = 1_000;

const SegmentId = z.string().regex(/^\d{1,9}$/, 'must be a segment id (digits)');
export const SegmentPath = ClientPath.extend({ segment_id: SegmentId });

const Name = z.string().trim().min(1, 'must not be empty').max(100);
const Description = z.string().trim().max(500);

/** A segment as an operator writes it: a name, what it is for, its kind, and a dynamic segment's filter. */
export const SegmentBodySchema = z
  .strictObject({
    name: Name,
    description: Description.nullable().default(null),
    kind: z.enum(SEGMENT_KINDS, { error: `must be ${SEGMENT_KINDS.join(' or ')}` }).default('static'),
    filter: SegmentFilterSchema.optional(),
  })
  .superRefine((body, context) => {
    if (body.kind === 'dynamic' && !body.filter)
      context.addIssue({ code: 'custom', path: ['filter'], message: 'a dynamic segment needs a filter, {all: [...]} or {any: [...]}' });
    if (body.kind === 'static' && body.filter) {
      context.addIssue({
        code: 'custom',
        path: ['filter'],
        message: 'a static segment has no filter: its members are added and removed; make it dynamic to use one',
      });
    }
  });
export type SegmentBody = z.infer<typeof SegmentBodySchema>;

export const SegmentListQuery = z.object({
  include_archived: z.enum(['true', 'false'], { error: 'must be true or false' }).default('false'),
});

/** A member as a change names it: its id as the id_type reads it. */
const MemberRef = z.union([z.string().trim().min(1).max(255), z.number().int().min(1).max(Number.MAX_SAFE_INTEGER)]).transform(String);

/** POST .../segments/{segment_id}/members: members added and members removed, up to MAX_MEMBER_CHANGES in all, each at most once. */
export const SegmentMembersChangeSchema = z
  .strictObject({
    add: z.array(MemberRef).max(MAX_MEMBER_CHANGES).default([]),
    remove: z.array(MemberRef).max(MAX_MEMBER_CHANGES).default([]),
    id_type: z.enum(ID_TYPES, { error: 'unknown id_type' }).default('id'),
  })
  .superRefine((change, context) => {
    if (change.add.length + change.remove.length === 0)
      context.addIssue({ code: 'custom', path: ['add'], message: 'name at least one member to add or remove' });
    if (change.add.length + change.remove.length > MAX_MEMBER_CHANGES) {
      context.addIssue({ code: 'custom', path: ['remove'], message: `a call adds and removes at most ${MAX_MEMBER_CHANGES} members in all` });
    }
    const added = new Set(change.add);
    const both = change.remove.findIndex((member) => added.has(member));
    if (both >= 0) context.addIssue({ code: 'custom', path: ['remove', both], message: `member ${change.remove[both]} is both added and removed` });
  });
export type SegmentMembersChange = z.infer<typeof SegmentMembersChangeSchema>;

/** A page of a segment's members; the cursor is the previous page's next_cursor. */
export const SegmentMembersQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(25),
  cursor: PageCursor,
});
export type SegmentMembersInput = z.infer<typeof SegmentMembersQuery>;

/** POST .../segments/preview: a draft filter, counted and sampled before it is saved. */
export const SegmentPreviewSchema = z.strictObject({ filter: SegmentFilterSchema });
export type SegmentPreview = z.infer<typeof SegmentPreviewSchema>;
