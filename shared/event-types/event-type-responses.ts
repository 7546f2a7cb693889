import * as z from 'zod';
import type { AnswerBodies } from '../support/answers.js';
import { EventTypeAttributeSchema } from './event-type-requests.js';

/** What the event type routes answer, as zod schemas: the API description and the tests read them. */

export const EventTypeBody = z.object({
  /** The type's name: what its events name as their `type`. */
  event_type_id: z.string(),
  name: z.string(),
  title: z.string(),
  attributes: z.array(EventTypeAttributeSchema),
  status: z.enum(['active', 'archived']),
  /** 1 when made; each change adds one. */
  version: z.number().int(),
  /** ISO 8601 times. */
  date_created: z.string(),
  date_updated: z.string(),
});

export const EventTypeListBody = z.object({ event_types: z.array(EventTypeBody) });

/** The answers the event type routes name in their contracts, by name. */
export const eventTypeAnswers = {
  EventType: EventTypeBody,
  EventTypeList: EventTypeListBody,
} satisfies AnswerBodies;
