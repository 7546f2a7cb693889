import { ApiError } from '../errors.js';
import type { OutboxEvent } from '../events/index.js';
import { type ClientRecord, clientsOfRun } from '../programs/index.js';
import { type ActiveRule, activeRules } from '../rules/index.js';
import { logger } from '../support/logger.js';

/**
 * What the stream's rule reactions share (tier_reached, owed welcomes): the events of one type
 * about a member of a program that has a rule of the kind running (from the cached rules: a
 * program without one costs no read), each with its program read once per batch; and how a
 * reaction's failure is taken. A refusal a retry would meet again (a program gone, a balance past
 * its largest) is final: logged, and the batch goes on. Contention and outages fail the batch,
 * which the stream hands over again; what was credited is marked.
 */

const isFinal = (error: unknown): boolean => error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 409;

export interface Reaction {
  event: OutboxEvent;
  memberId: number;
  client: ClientRecord;
  /** The program's running rules of the kind. */
  rules: ActiveRule[];
}

/** The batch's events of `type` that rules of `kind` react to, in stream order. */
export async function* reactionsTo(
  events: readonly OutboxEvent[],
  type: OutboxEvent['type'],
  kind: ActiveRule['body']['trigger']['kind'],
): AsyncGenerator<Reaction> {
  const clientOf = clientsOfRun();
  for (const event of events) {
    if (event.type !== type || event.member_id === undefined) continue;
    const rules = (await activeRules(event.client_id)).filter((rule) => rule.body.trigger.kind === kind);
    if (rules.length === 0) continue;
    const client = await settled(() => clientOf(event.client_id), 'program of a stream reaction not read', event);
    if (client) yield { event, memberId: event.member_id, client, rules };
  }
}

/** A reaction's work: its answer, or undefined (logged) when it was refused for good. */
export async function settled<T>(work: () => Promise<T>, failure: string, event: OutboxEvent, context: Record<string, unknown> = {}): Promise<T | undefined> {
  try {
    return await work();
  } catch (error) {
    if (!isFinal(error)) throw error;
    logger.warn(failure, { clientId: event.client_id, memberId: event.member_id, ...context, error: error as Error });
    return undefined;
  }
}
