import * as z from 'zod';
import type { AnswerBodies } from '../support/answers.js';

/** What POST /v2/events answers, as zod schemas: the API description and the tests read them. */

export const EventRecordedBody = z.object({
  event_id: z.string(),
  /** True when the event was recorded before: this is the first answer again, and nothing was written. */
  duplicate: z.boolean(),
  /** One ledger entry per earning rule that fired. */
  credits: z.array(z.object({ rule_id: z.string(), rule_version: z.number().int(), points: z.number().int(), entry_id: z.string() })),
  /** Active rules of the event's type that gave nothing, with the reason. */
  skipped: z.array(z.object({ rule_id: z.string(), reason: z.string() })),
});

/** The answers the custom event routes name in their contracts, by name. */
export const customEventAnswers = {
  EventRecorded: EventRecordedBody,
} satisfies AnswerBodies;
