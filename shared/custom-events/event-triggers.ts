import type { MemberSeen, RecordedTrigger } from '../rules/index.js';
import { memberEventRecords } from './event-repository.js';

/** What the rules read of the member, as the event's explanation kept it (absent before it was kept). */
function seenIn(explanation: object | null): { seen?: MemberSeen } {
  const member = (explanation as { member?: MemberSeen } | null)?.member;
  return member && typeof member.lifetime_points === 'number' ? { seen: member } : {};
}

/**
 * The member's custom events that happened in the period, as rules read them when they were
 * recorded (their type and checked attributes), with the rule points each earned: what a
 * simulation replays. Events past their keeping time (400 days) are gone.
 */
export async function eventTriggersBetween(clientId: string, memberId: number, from: number, to: number): Promise<RecordedTrigger[]> {
  return (await memberEventRecords(clientId, memberId))
    .filter((record) => record.occurred_at >= from && record.occurred_at <= to)
    .map((record) => ({
      facts: { kind: 'event', event: { type: record.event_type, attributes: record.attributes } },
      base: 0,
      at: record.occurred_at,
      recordedAt: record.date_created,
      actualRulePoints: record.answer.credits.reduce((sum, credit) => sum + credit.points, 0),
      firstEntry: { field: 'event_id' as const, value: record.event_id },
      ...seenIn(record.explanation),
    }));
}
