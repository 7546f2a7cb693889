import type { RecordedTrigger } from '../rules/index.js';
import type { LedgerEntry } from './ledger-repository.js';

/**
 * The activity credits among a member's ledger entries, as rules read them when they were
 * credited (the activity and its points), with the rule points each earned (the rule entries
 * written beside it): what a simulation replays.
 */
export function activityTriggersOf(entries: readonly LedgerEntry[], from: number, to: number): RecordedTrigger[] {
  const rulePoints = new Map<string, number>();
  for (const entry of entries) {
    const trigger = entry.trigger_entry_id;
    if (entry.kind === 'rule' && typeof trigger === 'string') rulePoints.set(trigger, (rulePoints.get(trigger) ?? 0) + entry.num_points);
  }
  return entries.flatMap((entry) => {
    if (entry.kind !== 'activity' || entry.activity_id === null || entry.trigger_entry_id !== undefined) return [];
    if (entry.date_created < from || entry.date_created > to) return [];
    return [
      {
        facts: { kind: 'activity', activity_id: entry.activity_id },
        base: entry.num_points,
        at: entry.date_created,
        recordedAt: typeof entry.recorded_at === 'number' ? entry.recorded_at : entry.date_created,
        actualRulePoints: rulePoints.get(entry.entry_id) ?? 0,
        firstEntry: { field: 'entry_id' as const, value: entry.entry_id },
      },
    ];
  });
}

/** When an entry was written: a backdated entry sits early in the ledger but moved the totals when written. */
export const writtenAt = (entry: LedgerEntry): number => (typeof entry.recorded_at === 'number' ? entry.recorded_at : entry.date_created);

/** The ledger entry the trigger's own write began with, if it wrote one (the first written: a purchase's pending points clearing later name its receipt too). */
export function triggerEntry(entries: readonly LedgerEntry[], trigger: RecordedTrigger): LedgerEntry | undefined {
  const { firstEntry } = trigger;
  if (!firstEntry) return undefined;
  return entries
    .filter((entry) => entry[firstEntry.field] === firstEntry.value && entry.trigger_entry_id === undefined)
    .sort((a, b) => writtenAt(a) - writtenAt(b))[0];
}

/**
 * The member's lifetime points when the trigger was decided, as its ledger tells them: the total
 * before the trigger's own first entry when it wrote one (what its write read), else the total of
 * the last entry written before it (`current` when no entry read is as old).
 */
export function lifetimePointsBefore(entries: readonly LedgerEntry[], trigger: RecordedTrigger, current: number): number {
  const own = triggerEntry(entries, trigger);
  if (own) return own.ending_total - (own.counts_toward_total ? own.num_points : 0);
  const at = trigger.recordedAt;
  let last: LedgerEntry | undefined;
  let next: LedgerEntry | undefined;
  for (const entry of entries) {
    if (writtenAt(entry) < at) {
      if (!last || writtenAt(entry) >= writtenAt(last)) last = entry;
    } else if (!next || writtenAt(entry) < writtenAt(next)) next = entry;
  }
  if (last) return last.ending_total;
  if (next) return next.ending_total - (next.counts_toward_total ? next.num_points : 0);
  return current;
}
