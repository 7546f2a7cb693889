import * as z from 'zod';
import type { AnswerBodies } from '../support/answers.js';

/** What the member list answers, as zod schemas: the API description and the tests read them. */

export const MemberRowBody = z.object({
  id: z.number(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email_address: z.string().nullable(),
  mobile_phone_number: z.string().nullable(),
  third_party_id: z.string().nullable(),
  username: z.string().nullable(),
  /** The member's current tier level id (an override included); null without tiers. */
  tier_id: z.string().nullable(),
  is_active: z.boolean(),
  /** When the member joined, ISO 8601 UTC. */
  date_created: z.string(),
  total_points: z.number(),
  redeemable_points: z.number(),
});

export const MemberPageBody = z.object({
  members: z.array(MemberRowBody),
  /** Null at the end. A page may hold fewer members than asked when filters leave some out: follow the cursor. */
  next_cursor: z.string().nullable(),
  /** How many index entries this page read: a filtered page stops after a bounded number, so it answers in time. */
  examined: z.number(),
});

export const directoryAnswers = {
  MemberPage: MemberPageBody,
} satisfies AnswerBodies;
