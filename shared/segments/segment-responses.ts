import * as z from 'zod';
import type { AnswerBodies } from '../support/answers.js';
import { SEGMENT_KINDS, SEGMENT_STATUSES } from './segment-requests.js';

/** What the segment routes answer, as zod schemas: the API description and the tests read them. */

export const SegmentAnswerBody = z.object({
  segment_id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  kind: z.enum(SEGMENT_KINDS),
  /** A dynamic segment's filter; null for a static segment. */
  filter: z.unknown().nullable(),
  status: z.enum(SEGMENT_STATUSES),
  /** A dynamic segment's fill: members walked so far, since when, and until when or why it failed; null for a static segment. */
  build: z.object({ members_walked: z.number().int(), started_at: z.string(), finished_at: z.string().nullable(), failure: z.string().nullable() }).nullable(),
  /** 1 when made; each change adds one. */
  version: z.number().int(),
  /** Members in the segment, exact at `as_of`: every membership change counts itself in its own transaction. */
  member_count: z.number().int(),
  /** ISO 8601 times. */
  as_of: z.string(),
  date_created: z.string(),
  date_updated: z.string(),
});

export const SegmentListBody = z.object({ segments: z.array(SegmentAnswerBody) });

/** What a change of a static segment's members did, member by member. */
export const SegmentMembersChangedBody = z.object({
  /** Members that joined, and that left. */
  added: z.number().int(),
  removed: z.number().int(),
  /** Members already in (for add) or already out (for remove). */
  unchanged: z.number().int(),
  /** The ids of the call that name no member of the program, as sent: nothing was done for them. */
  not_found: z.array(z.string()),
  /**
   * The ids whose change did not happen (other requests kept changing the member, the time ran out,
   * or the segment was archived meanwhile), as sent: send them again. Every other id's change stands.
   */
  not_changed: z.array(z.string()),
  member_count: z.number().int(),
});

/** One member of a segment, with what an operator needs to recognise it. */
const SegmentMemberBody = z.object({
  user_id: z.number().int(),
  /** When the member joined the segment (ISO 8601). */
  since: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email_address: z.string().nullable(),
});

export const SegmentMemberPageBody = z.object({
  members: z.array(SegmentMemberBody),
  /** Null at the end. */
  next_cursor: z.string().nullable(),
});

/** A draft filter's reach: counted exactly in a small program, estimated from a random sample in a large one. */
export const SegmentPreviewBody = z.object({
  /** The members the filter holds for: exact when `exact`, otherwise the sample's share of program_members. */
  member_count: z.number().int(),
  exact: z.boolean(),
  /** The 95% range of the count (both member_count when exact). */
  low: z.number().int(),
  high: z.number().int(),
  /** Members read and decided, and the program's members. */
  members_read: z.number().int(),
  program_members: z.number().int(),
  /** Up to 20 members it holds for, drawn at random. */
  sample_members: z.array(SegmentMemberBody.omit({ since: true })),
  as_of: z.string(),
});

/** GET /v2/users/{user_id}/segments: the segments a member is in, oldest membership first. */
export const MemberSegmentsBody = z.array(z.object({ segment_id: z.string(), name: z.string(), since: z.string() }));

/** The answers the segment routes name in their contracts, by name. */
export const segmentAnswers = {
  Segment: SegmentAnswerBody,
  SegmentList: SegmentListBody,
  SegmentMembersChanged: SegmentMembersChangedBody,
  SegmentMemberPage: SegmentMemberPageBody,
  MemberSegments: MemberSegmentsBody,
  SegmentPreview: SegmentPreviewBody,
} satisfies AnswerBodies;
