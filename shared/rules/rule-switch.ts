import { noteRequestBefore } from '../data/request-record.js';
import { optimisticTransaction } from '../data/transactions.js';
import { besideProgram, readClient } from '../programs/index.js';
import { nowSeconds } from '../support/clock.js';
import { isoTimestamp } from '../support/periods.js';
import { forgetActiveRules } from './rule-cache.js';
import type * as z from 'zod';
import type { RulesSwitchInput } from './rule-requests.js';
import type { RulesSwitchBody } from './rule-responses.js';
import { getRulesSwitch, type RulesSwitch, rulesSwitchItem } from './rule-repository.js';

/**
 * The program-wide switch of its earning rules. Paused, no rule credits anything, whatever its
 * own status, until it is switched on again; each rule keeps its status, so switching on brings
 * back exactly the rules that were active. It lives in the live slice (keys.ts): live everywhere
 * within the rules cache's bound, at no read of its own.
 */

/** Pauses or switches on every rule of the program; live here at once, elsewhere within the cache bound. */
export async function setRulesSwitch(clientId: string, input: RulesSwitchInput): Promise<RulesSwitchView> {
  const program = readClient(clientId);
  const answer = await optimisticTransaction(async () => {
    const current = await besideProgram(program, getRulesSwitch(clientId));
    noteRequestBefore({ paused: current.paused, reason: current.reason });
    const next: RulesSwitch = { paused: input.paused, reason: input.paused ? (input.reason ?? null) : null, changed_at: nowSeconds() };
    return { items: [rulesSwitchItem(clientId, next)], result: next };
  }, undefined);
  forgetActiveRules(clientId);
  return switchView(answer);
}

/** The switch as it stands, for the program's operators. */
export async function rulesSwitch(clientId: string): Promise<RulesSwitchView> {
  return switchView(await besideProgram(readClient(clientId), getRulesSwitch(clientId)));
}

type RulesSwitchView = z.infer<typeof RulesSwitchBody>;
const switchView = (state: RulesSwitch): RulesSwitchView => ({
  paused: state.paused,
  reason: state.reason,
  changed_at: state.changed_at > 0 ? isoTimestamp(state.changed_at) : null,
});
