import * as z from 'zod';
import type { AnswerBodies } from '../support/answers.js';
import { OperatorAccountBody } from '../operators/operator-responses.js';
import { ACTION_KINDS } from './action-kinds.js';

/** What the audit routes answer, as zod schemas: the API description and the tests read them. */

export const AuditEntryBody = z.object({
  /** Orders the log: the entry's time and its request id. */
  entry_id: z.string(),
  /** ISO 8601 time the request arrived, to the millisecond. */
  at: z.string(),
  actor: z.object({ id: z.string(), name: z.string(), role: OperatorAccountBody.shape.role }),
  /** The route's operation name, e.g. AdminCreatePointsAdjustment. */
  operation: z.string(),
  /** Method and path template, e.g. "POST /admin/v1/clients/{client_id}/rewards". */
  route: z.string(),
  /** The kind of action the route is filed under (the `kind` filter): points, members, catalogue, ... */
  action: z.enum(ACTION_KINDS),
  /** The API Gateway request id, as the access log shows it. */
  request_id: z.string(),
  /** What the request named or created: path parameters and the ids its answer gave. */
  targets: z.record(z.string(), z.string()),
  /** The fields the request set, as sent (secrets left out, long values shortened); null for none. */
  changes: z.unknown().nullable(),
  /** What the changed fields held before the request, where the route notes it (profile edits, tier overrides, settings); null otherwise. */
  before: z.unknown().nullable(),
});

export const AuditPageBody = z.object({ entries: z.array(AuditEntryBody), next_cursor: z.string().nullable() });

/** The answers the audit log routes name in their contracts, by name. */
export const auditAnswers = {
  AuditPage: AuditPageBody,
} satisfies AnswerBodies;
