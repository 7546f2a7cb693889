import { getEventRecord } from '../custom-events/index.js';
import { notFound } from '../errors.js';
import type { MemberRecord } from '../member-store/index.js';
import { type LedgerEntry, ledgerEntryWithSiblings } from '../points/index.js';
import type { ClientRecord } from '../programs/index.js';
import { nowSeconds } from '../support/clock.js';
import { explanationAnswer, type KeptExplanation, type RuleExplanationAnswer } from './explanation-views.js';

/**
 * Why a ledger entry has its points (GET .../members/{member_id}/ledger/{entry_id}/explain): the
 * trigger it belongs to, the base earning, and every active rule's answer as the trigger's first
 * entry (or a custom event's record) kept it, with what each fired rule saw. An entry written
 * when no rule of its trigger was active explains itself as its base earning alone.
 */

const noEntry = (entryId: string) => notFound(`entry_id: the member has no ledger entry ${entryId}`);

/** The trigger's kept explanation, when it has one: on its first entry, or on its custom event's record. */
async function keptExplanation(clientId: string, first: LedgerEntry): Promise<KeptExplanation | undefined> {
  if (first.explanation) return first.explanation as KeptExplanation;
  if (typeof first.event_id === 'string')
    return ((await getEventRecord(clientId, first.event_id, nowSeconds()))?.explanation ?? undefined) as KeptExplanation | undefined;
  return undefined;
}

/** An entry without an explanation kept: what it is, and its points as the base. */
function plainExplanation(entry: LedgerEntry, timeZone: string): KeptExplanation {
  const trigger: Record<string, unknown> = { kind: entry.kind };
  for (const field of ['activity_id', 'receipt_id', 'event_id', 'event_type'])
    if (entry[field] !== undefined && entry[field] !== null) trigger[field] = entry[field];
  return { trigger, base_points: entry.kind === 'rule' ? 0 : entry.num_points, at: entry.date_created, time_zone: timeZone, rules: [] };
}

export async function explainLedgerEntry(client: ClientRecord, member: MemberRecord, entryId: string): Promise<RuleExplanationAnswer> {
  const { clientId } = client;
  const memberId = member.id;
  const found = await ledgerEntryWithSiblings(clientId, memberId, entryId);
  if (!found) throw noEntry(entryId);
  const { entry, together } = found;
  const firstId = typeof entry.trigger_entry_id === 'string' ? entry.trigger_entry_id : entry.entry_id;
  const first = together.find((candidate) => candidate.entry_id === firstId) ?? entry;
  const siblings = together.filter((candidate) => candidate.entry_id === firstId || candidate.trigger_entry_id === firstId);
  const kept = (await keptExplanation(clientId, first)) ?? plainExplanation(first, client.settings.time_zone);
  const saw = new Map<string, object>();
  for (const sibling of siblings) if (sibling.kind === 'rule' && typeof sibling.rule_id === 'string') saw.set(sibling.rule_id, sibling.saw as object);
  return explanationAnswer(
    kept,
    saw,
    siblings.map((sibling) => sibling.entry_id),
  );
}
