import type { OutboxEvent } from '../events/index.js';
import { clientsOfRun } from '../programs/index.js';
import type { LiveSegment } from '../segments/index.js';
import { settled } from '../rule-triggers/index.js';
import { type Reevaluation, reevaluateMember, segmentsInUse } from './member-reevaluation.js';

/**
 * Dynamic segments kept current from the stream: each member an outbox event is about (a credit,
 * a redemption, a profile change, a level, a purchase's points, a custom event, a static
 * segment's change) has its program's dynamic segments decided again, once per member per batch.
 * The program's segments are read once per batch, consistently (a cached copy would decide with a
 * filter changed or a segment made or archived seconds ago, and the verdict would stand); a
 * program without a dynamic segment costs that one read. A dynamic segment's own entered and
 * exited events change nothing a filter reads, so they start nothing.
 */
export async function reevaluateSegments(events: readonly OutboxEvent[]): Promise<Reevaluation & { members: number }> {
  const clientOf = clientsOfRun();
  const segmentsOf = new Map<string, Promise<Map<string, LiveSegment>>>();
  const seen = new Set<string>();
  const done = { members: 0, joined: 0, left: 0 };
  for (const event of events) {
    if (event.member_id === undefined) continue;
    if (!segmentsOf.has(event.client_id)) segmentsOf.set(event.client_id, segmentsInUse(event.client_id));
    const live = await (segmentsOf.get(event.client_id) as Promise<Map<string, LiveSegment>>);
    if (!hasDynamic(live) || ownChange(event, live)) continue;
    const member = `${event.client_id}\u0000${event.member_id}`;
    if (seen.has(member)) continue;
    seen.add(member);
    const memberId = event.member_id;
    const outcome = await settled(async () => reevaluateMember(await clientOf(event.client_id), memberId, dynamicOf, live), 'segments not re-evaluated', event);
    if (!outcome) continue;
    done.members += 1;
    done.joined += outcome.joined;
    done.left += outcome.left;
  }
  return done;
}

const dynamicOf = (live: Map<string, LiveSegment>): LiveSegment[] => [...live.values()].filter((segment) => segment.kind === 'dynamic');
const hasDynamic = (live: Map<string, LiveSegment>): boolean => [...live.values()].some((segment) => segment.kind === 'dynamic');

/** A dynamic segment's own entered or exited event: what it records, the filters already decided. */
function ownChange(event: OutboxEvent, live: Map<string, LiveSegment>): boolean {
  if (event.type !== 'segment.entered' && event.type !== 'segment.exited') return false;
  return live.get(String(event.data.segment_id))?.kind === 'dynamic';
}
