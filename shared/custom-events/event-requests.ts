import * as z from 'zod';
import { IdTypeSchema } from '../members/member-requests.js';

/** What POST /v2/events sends: schemas only, so the route's contract loads them without the repositories. */

const Instant = z.iso.datetime({ offset: true, error: 'must be an ISO 8601 instant with its zone, or Unix seconds' });

export const EventBody = z.strictObject({
  /** The caller's id of the event: the same id is one event for the program, kept at least 400 days. */
  event_id: z.string().trim().min(1).max(200),
  user_id: z.union([z.string().trim().min(1).max(254), z.number().int().min(1)]).transform(String),
  id_type: IdTypeSchema,
  /** The name of one of the program's event types. */
  type: z.string().trim().min(1).max(64),
  /** When it happened: an ISO 8601 instant or Unix seconds; now when left out. */
  occurred_at: z.union([Instant.transform((value) => Math.floor(Date.parse(value) / 1000)), z.number().int().min(0)]).optional(),
  /** Checked against the event type's attributes. */
  attributes: z.record(z.string().max(64), z.unknown()).default({}),
});
export type EventInput = z.infer<typeof EventBody>;
