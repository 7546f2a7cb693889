import { benchRuleBodies } from './rule-bodies.js';

/**
 * The CPU our own code spends deciding a trigger's rules: `evaluateRules`, the one pure evaluator
 * the live credit calls, run in this process over the benchmark's rules with a member's facts,
 * `evaluations` times after a warm-up. Answers microseconds of CPU (user + system) per
 * evaluation and per rule per evaluation, and what one evaluation decided (as a check that the
 * rules measured are the ones that fire and the ones that do not).
 */
export interface EvaluatorCpu {
  rules: number;
  evaluations: number;
  cpuMicrosPerEvaluation: number;
  cpuMicrosPerRule: number;
  wallMicrosPerEvaluation: number;
  fired: number;
}

export async function evaluatorCpu(ruleCount: number, evaluations: number): Promise<EvaluatorCpu> {
  // Imported when called: the rules feature reads the table's configuration when first loaded.
  const { evaluateRules, RuleBodySchema } = await import('../../shared/rules/index.js');
  const activityId = '7';
  const rules = benchRuleBodies(activityId, ruleCount).map((body, index) => ({
    rule_id: String(index + 1).padStart(4, '0'),
    version: 1,
    body: RuleBodySchema.parse(body),
  }));
  const input = {
    rules,
    trigger: { kind: 'activity' as const, activity_id: activityId },
    member: { tier_id: null, custom_data: { city: 'Lyon' }, lifetime_points: 1_234, date_created: 1_760_000_000, birthday_month: 4 },
    base: 10,
    // A fixed Wednesday noon in Paris: deterministic, inside the always-open schedule.
    at: 1_780_480_800,
    timeZone: 'Europe/Paris',
    usage: {},
  };
  let fired = 0;
  for (let i = 0; i < Math.min(2_000, evaluations); i++) fired = evaluateRules(input).credits.length;
  const cpuBefore = process.cpuUsage();
  const wallBefore = process.hrtime.bigint();
  for (let i = 0; i < evaluations; i++) fired = evaluateRules(input).credits.length;
  const wallMicros = Number(process.hrtime.bigint() - wallBefore) / 1_000;
  const cpu = process.cpuUsage(cpuBefore);
  const cpuMicros = cpu.user + cpu.system;
  return {
    rules: ruleCount,
    evaluations,
    cpuMicrosPerEvaluation: cpuMicros / evaluations,
    cpuMicrosPerRule: cpuMicros / evaluations / ruleCount,
    wallMicrosPerEvaluation: wallMicros / evaluations,
    fired,
  };
}
