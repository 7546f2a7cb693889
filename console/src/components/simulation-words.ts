// The generated types themselves (not the package), so the unit tests that read this module compile it against the same description.
import type { operations } from '../../../sdk/typescript/src/generated/openapi.js';
import type { RuleBody } from './rule-draft.js';
import { reasonWords } from './rule-words.js';

/**
 * A what-if simulation as the pages say it: its status and progress, its period, the rules it ran,
 * its headline figures, a budget's day of running out, a rule's reasons not to fire; and the
 * requests the form and the rule builder send. Pure: no I/O, no React.
 */

export type Simulation = operations['AdminGetSimulation']['responses'][200]['content']['application/json'];
export type SimulationSummary = operations['AdminListSimulations']['responses'][200]['content']['application/json']['simulations'][number];
export type SimulationResult = NonNullable<Simulation['result']>;
export type SimulationRequest = operations['AdminCreateSimulation']['requestBody']['content']['application/json'];

const DAY_MS = 86_400_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

const count = (value: number): string => value.toLocaleString('en-US');
const plural = (value: number, one: string, many = `${one}s`): string => `${count(value)} ${value === 1 ? one : many}`;

/** "A", "A and B", "A, B and C". */
export function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** A figure's change with its sign: "+130", "-44", "0". */
export const signed = (value: number): string => (value > 0 ? `+${count(value)}` : count(value));

/** A simulation's status in words, with how far a run has got or why it failed: "Running: 1,240 members replayed". */
export function simulationStatusWords(simulation: Pick<SimulationSummary, 'status' | 'progress' | 'failure'>): string {
  if (simulation.status === 'running') return `Running: ${plural(simulation.progress.members_walked, 'member')} replayed`;
  if (simulation.status === 'failed') return `Failed: ${simulation.failure ?? 'no reason was given'}`;
  return 'Done';
}

/** How a status shows: done stands out, a failure warns, a run does not. */
export const SIMULATION_STATUS_CLASS: Record<SimulationSummary['status'], string> = { running: 'status', done: 'status good', failed: 'status bad' };

/** How often a running simulation's page reads it again, and the list while one of its simulations runs, in milliseconds. */
export const SIMULATION_POLL_MS = 1_000;
export const LIST_POLL_MS = 2_000;
export const pollWhileRunning = (simulations: readonly Pick<SimulationSummary, 'status'>[] | undefined, every: number): number | false =>
  simulations?.some((simulation) => simulation.status === 'running') ? every : false;

/** A UTC day (YYYY-MM-DD) as "12 Oct", or "12 Oct 2026" with its year. */
export function dayWords(day: string, withYear = false): string {
  const [year, month, date] = day.split('-').map(Number);
  const words = `${date} ${MONTHS[(month ?? 1) - 1] ?? ''}`;
  return withYear ? `${words} ${year}` : words;
}

const utcDay = (instant: string): string => new Date(instant).toISOString().slice(0, 10);

/** A simulation's period: "30 days, 30 Oct to 29 Nov 2026" (UTC days, the year said once unless it changes). */
export function periodWords(since: string, until: string): string {
  const days = Math.round((Date.parse(until) - Date.parse(since)) / DAY_MS);
  const [from, to] = [utcDay(since), utcDay(until)];
  return `${plural(days, 'day')}, ${dayWords(from, from.slice(0, 4) !== to.slice(0, 4))} to ${dayWords(to, true)}`;
}

/**
 * The rules a simulation ran, against the program's active rules: "The active rules as they are",
 * "The active rules without Coffee double, with Big baskets and Coffee double (draft)". `names`
 * names the rules left out by id (one it does not know is "rule 9").
 */
export function simulationRulesWords(simulation: Pick<SimulationSummary, 'rules' | 'replaced'>, names: ReadonlyMap<string, string>): string {
  const without = simulation.replaced.map((id) => names.get(id) ?? `rule ${id}`);
  const added = simulation.rules.filter((rule) => rule.source !== 'active').map((rule) => (rule.source === 'draft' ? `${rule.name} (draft)` : rule.name));
  if (without.length === 0 && added.length === 0) return 'The active rules as they are';
  return [
    'The active rules',
    without.length > 0 ? ` without ${listWords(without)}` : '',
    without.length > 0 && added.length > 0 ? ',' : '',
    added.length > 0 ? ` with ${listWords(added)}` : '',
  ].join('');
}

/** Whose history a simulation replayed: every member, or a segment's members. */
export const simulationMembersWords = (segmentId: string | null, segments: ReadonlyMap<string, string>): string =>
  segmentId === null ? 'Every member' : `The members of ${segments.get(segmentId) ?? `segment ${segmentId}`}`;

/**
 * The headline: what the rules would have given against what was given, and what that leaves
 * owed: "Would have given 3,580 points where 1,793 were given: 1,787 more, owed at the end of the period."
 */
export function headlineWords(result: Pick<SimulationResult, 'actual_points' | 'simulated_points' | 'difference' | 'liability_change'>): string {
  const { actual_points: actual, simulated_points: simulated, difference, liability_change: liability } = result;
  const were = actual === 1 ? 'was' : 'were';
  const owed = liability === difference ? '' : `; ${count(Math.abs(liability))} ${liability < 0 ? 'fewer' : 'more'} points owed at the end of the period`;
  if (difference === 0)
    return `Would have given the same ${plural(simulated, 'point')} that ${were} given: ${owed ? owed.slice(2) : 'no more owed at the end of the period'}.`;
  const lead = `Would have given ${plural(simulated, 'point')} where ${count(actual)} ${were} given`;
  if (owed) return `${lead}: ${count(Math.abs(difference))} ${difference > 0 ? 'more' : 'fewer'}${owed}.`;
  return difference > 0
    ? `${lead}: ${count(difference)} more, owed at the end of the period.`
    : `${lead}: ${count(-difference)} fewer, not owed at the end of the period.`;
}

/** What was replayed, of how many members, and how many would have had other points. */
export function replayedWords(result: Pick<SimulationResult, 'members_walked' | 'members_affected' | 'triggers_replayed'>): string {
  const some = (value: number, one: string) => (value === 0 ? `no ${one}s` : plural(value, one));
  const { purchases, activity_credits, events } = result.triggers_replayed;
  const triggers = listWords([some(purchases, 'purchase'), some(activity_credits, 'activity credit'), some(events, 'custom event')]);
  const affected = result.members_affected === 0 ? 'none' : count(result.members_affected);
  return `Replayed ${triggers} of ${plural(result.members_walked, 'member')}: ${affected} would have had other points.`;
}

/** A budget's fate over the period: "Would run out on 12 Oct", or "Would not run out". */
export const budgetWords = (runsOutOn: string | null, withYear = false): string =>
  runsOutOn === null ? 'Would not run out' : `Would run out on ${dayWords(runsOutOn, withYear)}`;

/** A rule's most common reasons not to fire, each with how often: "its budget is spent (3 times)"; "None". */
export const skipWords = (reasons: readonly { reason: string; count: number }[]): string =>
  reasons.length === 0 ? 'None' : reasons.map(({ reason, count: times }) => `${reasonWords(reason)} (${plural(times, 'time')})`).join('; ');

export const SOURCE_WORDS: Record<Simulation['rules'][number]['source'], string> = { active: 'Active', added: 'Added', draft: 'Draft' };

/** The period of the last `days` days up to `now`: until now, since `days` days before. */
export function lastDays(days: number, now = Date.now()): { since: string; until: string } {
  return { since: new Date(now - days * DAY_MS).toISOString(), until: new Date(now).toISOString() };
}

/**
 * The rule builder's draft over the last 30 days: the draft beside the program's active rules, in
 * place of the rule it edits when that rule is active.
 */
export const draftSimulation = (body: RuleBody, rule: { rule_id: string; status: string } | undefined, now = Date.now()): SimulationRequest => ({
  ...lastDays(30, now),
  rules: [body],
  replace: rule?.status === 'active' ? [rule.rule_id] : [],
});

/** A refusal's words with the rules it names by id said by name: "rule 9 is not an active rule" → "Weekend treats is not an active rule". */
export const namedRules = (message: string, names: ReadonlyMap<string, string>): string =>
  message.replace(/\brule (\d+)\b/g, (words, id: string) => names.get(id) ?? words);
