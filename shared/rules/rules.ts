import { isoTimestamp } from '../support/periods.js';
import type * as z from 'zod';
import { noteRequestBefore } from '../data/request-record.js';
import { optimisticTransaction, type WriteItem } from '../data/transactions.js';
import { ApiError, inputError, notFound } from '../errors.js';
import { besideProgram, readClient, withProgram } from '../programs/index.js';
import { nowSeconds } from '../support/clock.js';
import { budgetChangeItems, forgetSpentBudget, newBudgetItems, readBudgetState } from './rule-budgets.js';
import { forgetActiveRules } from './rule-cache.js';
import { checkRuleForProgram } from './rule-program-checks.js';
import { requestBirthdayWalkItem } from './birthday-walks.js';
import { changedRuleItems, getRule, listRuleVersions, ruleCounter, tooManyActive, listRules, newRuleItems, type RuleRecord } from './rule-repository.js';
import { MAX_ACTIVE_RULES, MAX_RULES, type RuleStatus } from './rule-requests.js';
import type { RuleAnswerBody, RuleListBody, RuleVersionsBody } from './rule-responses.js';
import type { RuleBody, RuleCreateInput } from './rule-schema.js';

/**
 * Earning rules (operator API): made as drafts (or active at once), changed as whole bodies,
 * moved between draft, active, paused and archived. Every change is a new version; a rule's
 * budget follows its body (the reserve holds what is left of a new total).
 */

type RuleAnswer = z.infer<typeof RuleAnswerBody>;

const ruleView = (record: RuleRecord, budgetUsed: number | null = null): RuleAnswer => ({
  ...record.body,
  rule_id: record.rule_id,
  status: record.status,
  version: record.version,
  date_created: isoTimestamp(record.date_created),
  date_updated: isoTimestamp(record.date_updated),
  budget_used: budgetUsed,
});

async function existing(clientId: string, ruleId: string): Promise<RuleRecord> {
  const record = await getRule(clientId, ruleId);
  if (!record) throw notFound(`rule_id: the program has no rule ${ruleId}`);
  return record;
}

/** Rules change in this container at once; elsewhere within the cache bound. */
async function written<T>(clientId: string, work: Promise<T>): Promise<T> {
  const result = await work;
  forgetActiveRules(clientId);
  return result;
}

/** A birthday rule going live asks for the walk that files every member under its birthday (done once a program). */
const birthdayWalkItems = (rule: RuleRecord): WriteItem[] =>
  rule.status === 'active' && rule.body.trigger.kind === 'birthday' ? [requestBirthdayWalkItem(rule.client_id, rule.date_updated)] : [];

/** A rule whose schedule has ended is not made active: it would never fire. */
function refuseEnded(body: RuleBody, ruleId: string): void {
  const endsAt = body.schedule?.ends_at;
  if (endsAt && Date.parse(endsAt) <= nowSeconds() * 1000) {
    throw inputError(`schedule.ends_at: ${ruleId === 'new' ? 'the rule' : `rule ${ruleId}`} ended at ${endsAt}; change its schedule before activating it`);
  }
}

/** Makes a rule, version 1: a draft, or active when asked (400 past the program's active cap or its MAX_RULES). */
export async function createRule(clientId: string, input: RuleCreateInput): Promise<RuleAnswer> {
  const { status, ...body } = input;
  await withProgram(clientId, (program) => checkRuleForProgram(clientId, body, program));
  return written(
    clientId,
    optimisticTransaction(async () => {
      const { lastId, active } = await ruleCounter(clientId);
      if (status === 'active' && active >= MAX_ACTIVE_RULES) throw tooManyActive();
      if (status === 'active') refuseEnded(body, 'new');
      if (lastId >= MAX_RULES) throw inputError(`a program makes at most ${MAX_RULES} rules`);
      const now = nowSeconds();
      const record: RuleRecord = { client_id: clientId, rule_id: String(lastId + 1), version: 1, status, body, date_created: now, date_updated: now };
      const budget = body.budget ? newBudgetItems(clientId, record.rule_id, body.budget.points_total) : [];
      return { items: [...newRuleItems(record, lastId), ...budget, ...birthdayWalkItems(record)], result: ruleView(record, body.budget ? 0 : null) };
    }, undefined),
  );
}

/** The program's rules by id, archived ones only when asked (or when the status filter names them). */
export async function ruleList(clientId: string, filter: { status?: RuleStatus; include_archived: 'true' | 'false' }): Promise<z.infer<typeof RuleListBody>> {
  const rules = (await withProgram(clientId, () => listRules(clientId))).filter((rule) =>
    filter.status ? rule.status === filter.status : filter.include_archived === 'true' || rule.status !== 'archived',
  );
  return { rules: rules.map((rule) => ruleView(rule)) };
}

/** One rule, with its budget's use read exactly. */
export async function ruleDetails(clientId: string, ruleId: string): Promise<RuleAnswer> {
  const record = await withProgram(clientId, () => existing(clientId, ruleId));
  const used = record.body.budget ? (await readBudgetState(clientId, ruleId)).used : null;
  return ruleView(record, used);
}

/** Every version of a rule, oldest first: what each ledger entry's rule_version named. */
export async function ruleVersions(clientId: string, ruleId: string): Promise<z.infer<typeof RuleVersionsBody>> {
  const [, versions] = await withProgram(clientId, () => Promise.all([existing(clientId, ruleId), listRuleVersions(clientId, ruleId)]));
  return {
    versions: versions.map((record) => {
      const { budget_used: _used, ...version } = ruleView(record);
      return version;
    }),
  };
}

/** The budget's items when a body changes it: a new total is refused below what the rule has credited. */
async function budgetItems(clientId: string, ruleId: string, before: RuleBody, after: RuleBody): Promise<{ items: WriteItem[]; used: number | null }> {
  const total = after.budget?.points_total;
  if (total === undefined) return { items: [], used: null };
  const state = await readBudgetState(clientId, ruleId);
  if (total === before.budget?.points_total && state.exists) return { items: [], used: state.used };
  if (total < state.used) throw inputError(`budget.points_total: the rule has already credited ${state.used} points; the budget can be no less`);
  return { items: budgetChangeItems(clientId, ruleId, state, total), used: state.used };
}

/**
 * Replaces a rule's body (version + 1), whatever its status but archived (409). An active rule's
 * change is live at once here and within the cache bound everywhere. Removing a budget keeps
 * what it counted: putting one back counts from there.
 */
export async function replaceRule(clientId: string, ruleId: string, body: RuleBody): Promise<RuleAnswer> {
  await withProgram(clientId, (program) => checkRuleForProgram(clientId, body, program));
  return written(
    clientId,
    optimisticTransaction(async () => {
      const current = await existing(clientId, ruleId);
      if (current.status === 'archived') throw new ApiError('conflict', `rule_id: rule ${ruleId} is archived`);
      noteRequestBefore({ ...current.body });
      const budget = await budgetItems(clientId, ruleId, current.body, body);
      const next: RuleRecord = { ...current, body, version: current.version + 1, date_updated: nowSeconds() };
      return { items: [...changedRuleItems(current, next), ...budget.items, ...birthdayWalkItems(next)], result: ruleView(next, budget.used) };
    }, undefined).then((answer) => {
      forgetSpentBudget(clientId, ruleId);
      return answer;
    }),
  );
}

/** What each status move may start from. */
const MOVES: Record<'activate' | 'pause' | 'archive', { to: RuleStatus; from: readonly RuleStatus[] }> = {
  activate: { to: 'active', from: ['draft', 'paused'] },
  pause: { to: 'paused', from: ['active'] },
  archive: { to: 'archived', from: ['draft', 'active', 'paused'] },
};

/** Activates, pauses or archives a rule (version + 1); 409 naming the status it is in when the move does not start there. */
export async function moveRule(clientId: string, ruleId: string, move: keyof typeof MOVES): Promise<RuleAnswer> {
  const { to, from } = MOVES[move];
  const program = readClient(clientId);
  return written(
    clientId,
    optimisticTransaction(async () => {
      const current = await besideProgram(program, existing(clientId, ruleId));
      if (!from.includes(current.status))
        throw new ApiError('conflict', `status: rule ${ruleId} is ${current.status}; only a ${from.join(' or ')} rule can be moved to ${to}`);
      if (to === 'active') refuseEnded(current.body, ruleId);
      noteRequestBefore({ status: current.status });
      const next: RuleRecord = { ...current, status: to, version: current.version + 1, date_updated: nowSeconds() };
      return { items: [...changedRuleItems(current, next), ...birthdayWalkItems(next)], result: ruleView(next) };
    }, undefined),
  );
}
