import { createHash } from 'node:crypto';
import type * as z from 'zod';
import { freshOnRetry } from '../data/retry-snapshots.js';
import { optimisticTransaction, type TransactItem } from '../data/transactions.js';
import { ApiError, inputError, paramError } from '../errors.js';
import { memberEventItem } from '../events/index.js';
import { type EventTypeRecord, eventTypeForEvents } from '../event-types/index.js';
import { memberSnapshots } from '../member-store/index.js';
import { findMember, type MemberRecord } from '../members/index.js';
import { creditedPoints, currentLevelId, earningWrite, ruleCreditAnswers } from '../points/index.js';
import type { ClientRequest } from '../requests/index.js';
import { ruleEarning, ruleReadsByAttempt, type TriggerFacts } from '../rules/index.js';
import { nowSeconds } from '../support/clock.js';
import { DAY_SECONDS } from '../support/periods.js';
import { checkedAttributes } from './event-attributes.js';
import type { EventInput } from './event-requests.js';
import type { EventRecordedBody } from './event-responses.js';
import { countEventDayItem } from './event-days.js';
import { type EventRecord, getEventRecord, putEventRecordItem, putEventRefItem } from './event-repository.js';

/**
 * Custom events (POST /v2/events): something a member did that the program's own systems report
 * (steps walked, a class attended), checked against its event type and run through the earning
 * rules of that type. Exactly once per event id: the record, the rule entries, the limits and
 * budgets and the event.received event are one transaction, conditioned on the id being free.
 */

type EventAnswer = z.infer<typeof EventRecordedBody>;

/** Clocks differ a little: an event this far ahead of now is taken as now's. */
const CLOCK_SKEW_SECONDS = 300;

/** What makes two sends of one event id the same event: everything sent but the id, attributes in key order. */
function fingerprintOf(input: EventInput): string {
  const sorted = Object.fromEntries(Object.entries(input.attributes).sort(([a], [b]) => (a < b ? -1 : 1)));
  const sent = [input.user_id, input.id_type, input.type, input.occurred_at ?? null, sorted];
  return createHash('sha256').update(JSON.stringify(sent), 'utf8').digest('hex');
}

/** The first answer again, or 409 when the id was recorded with another body. */
function replayed(record: EventRecord, fingerprint: string): EventAnswer {
  if (record.fingerprint !== fingerprint) throw new ApiError('conflict', `event_id: ${record.event_id} was recorded with a different body`);
  return { event_id: record.event_id, duplicate: true, ...record.answer };
}

/** An event as it may be recorded: its type active, its attributes the type's, its time in the window, its member found. */
function checkedEvent(
  settings: ClientRequest['client']['settings'],
  input: EventInput,
  type: EventTypeRecord | undefined,
  found: MemberRecord | undefined,
  now: number,
) {
  if (!type || type.status === 'archived') throw inputError(`type: the program has no active event type named ${input.type}`);
  const attributes = checkedAttributes(type, input.attributes);
  const at = input.occurred_at ?? now;
  if (at > now + CLOCK_SKEW_SECONDS) throw inputError('occurred_at: is in the future');
  const days = settings.max_activity_backdate_days;
  if (at < now - days * DAY_SECONDS) throw inputError(`occurred_at: at most ${days} days ago (the program's max_activity_backdate_days)`);
  if (!found) throw paramError('user does not exist');
  const facts: TriggerFacts = { kind: 'event', event: { type: type.name, attributes } };
  return { type, attributes, at, member: found, facts };
}

export async function recordEvent(request: ClientRequest, input: EventInput): Promise<EventAnswer> {
  const { clientId, settings } = request.client;
  const now = nowSeconds();
  const fingerprint = fingerprintOf(input);
  const [recorded, type, found] = await Promise.all([
    getEventRecord(clientId, input.event_id, now),
    eventTypeForEvents(clientId, input.type),
    findMember(clientId, input.id_type, input.user_id),
  ]);
  // A repeat answers what the first did, whatever changed since (its type archived, its member gone, its date past the window).
  const event = recorded ? undefined : checkedEvent(settings, input, type, found, now);
  // A retry (its put cancelled) reads whether a copy of the event recorded it meanwhile.
  const nextRecord = freshOnRetry(recorded, () => getEventRecord(clientId, input.event_id, now));
  const nextMember = event && memberSnapshots(event.member);
  const nextRuleReads = event && ruleReadsByAttempt(clientId, event.member.id, event.facts);
  return optimisticTransaction(async () => {
    const [earlier, member, ruleReads] = await Promise.all([nextRecord(), nextMember?.(), nextRuleReads?.()]);
    if (earlier) return { items: [], result: replayed(earlier, fingerprint) };
    if (!event || !member || !ruleReads) throw paramError('user does not exist');
    const { facts, at, attributes, type } = event;
    const rules = ruleEarning(ruleReads, { clientId, timeZone: settings.time_zone }, member, currentLevelId(settings, member, now), {
      facts,
      base: 0,
      at,
    });
    const write = earningWrite(
      member,
      { rules: rules.credits, explanation: rules.explanation, details: { event_id: input.event_id, event_type: type.name }, memberSets: rules.memberSets },
      settings,
    );
    const answer = { credits: ruleCreditAnswers(write, rules.credits), skipped: rules.skipped };
    const record: EventRecord = {
      client_id: clientId,
      event_id: input.event_id,
      fingerprint,
      member_id: member.id,
      event_type: type.name,
      occurred_at: at,
      attributes,
      answer,
      explanation: rules.explanation ?? null,
      date_created: now,
    };
    const received: TransactItem = memberEventItem(
      clientId,
      member.id,
      'event.received',
      {
        user_id: member.id,
        event_id: input.event_id,
        type: type.name,
        occurred_at: at,
        attributes,
        points: creditedPoints(rules.credits),
      },
      now,
    );
    return {
      items: [
        putEventRecordItem(record),
        putEventRefItem(record),
        countEventDayItem(clientId, member.id, type.name, at),
        ...(write?.items ?? []),
        ...rules.items,
        received,
      ],
      result: { event_id: input.event_id, duplicate: false, ...answer },
    };
  }, request.answerRecord);
}
