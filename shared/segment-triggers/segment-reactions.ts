import type { OutboxEvent } from '../events/index.js';
import { clientsOfRun } from '../programs/index.js';
import { liveSegments } from '../segments/index.js';
import { settled } from '../rule-triggers/index.js';
import { type Reevaluation, reevaluateMember } from './member-reevaluation.js';

/**
 * Dynamic segments kept current from the stream: each member an outbox event is about (a credit,
 * a redemption, a profile change, a level, a purchase's points, a custom event, a static
 * segment's change) has its program's dynamic segments decided again, once per member per batch.
 * A program without a dynamic segment costs no read beyond its cached segments. A dynamic
 * segment's own entered and exited events change nothing a filter reads, so they start nothing.
 */
export async function reevaluateSegments(events: readonly OutboxEvent[]): Promise<Reevaluation & { members: number }> {
  const clientOf = clientsOfRun();
  const seen = new Set<string>();
  const done = { members: 0, joined: 0, left: 0 };
  for (const event of events) {
    if (event.member_id === undefined) continue;
    const live = await liveSegments(event.client_id);
    const dynamic = [...live.values()].filter((segment) => segment.kind === 'dynamic');
    if (dynamic.length === 0 || ownChange(event, live)) continue;
    const member = `${event.client_id}\u0000${event.member_id}`;
    if (seen.has(member)) continue;
    seen.add(member);
    const memberId = event.member_id;
    const outcome = await settled(async () => reevaluateMember(await clientOf(event.client_id), memberId, dynamic), 'segments not re-evaluated', event);
    if (!outcome) continue;
    done.members += 1;
    done.joined += outcome.joined;
    done.left += outcome.left;
  }
  return done;
}

/** A dynamic segment's own entered or exited event: what it records, the filters already decided. */
function ownChange(event: OutboxEvent, live: Awaited<ReturnType<typeof liveSegments>>): boolean {
  if (event.type !== 'segment.entered' && event.type !== 'segment.exited') return false;
  return live.get(String(event.data.segment_id))?.kind === 'dynamic';
}
