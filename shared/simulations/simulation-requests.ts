import * as z from 'zod';
import { ClientPath } from '../programs/client-requests.js';
import { RuleReplaceSchema as RuleBodySchema } from '../rules/rule-requests.js';

/**
 * What operator requests about simulations send: schemas only, so a route's contract loads them
 * without the repositories.
 */

export const SIMULATION_STATUSES = ['running', 'done', 'failed'] as const;
/** Where a simulated rule came from: the program's active rules, a rule of the program named in `rules`, or a draft body. */
export const RULE_SOURCES = ['active', 'added', 'draft'] as const;

/** Rules a simulation adds (ids of the program's rules, or draft bodies), and rule ids it takes out. */
export const MAX_SIMULATED_RULES = 10;
export const MAX_REPLACED_RULES = 100;
/** The longest period a simulation replays: a year of history. */
export const MAX_SIMULATION_DAYS = 366;

const RuleId = z.string().regex(/^\d{1,9}$/, 'must be a rule id (digits)');
const Instant = z.iso.datetime({ offset: true, error: 'must be an ISO 8601 instant with its zone, e.g. 2026-03-29T10:00:00Z' });

export const SimulationBodySchema = z
  .strictObject({
    /** Each a rule id of the program (its current version) or a draft body: run beside the program's active rules. */
    rules: z
      .array(z.union([RuleId, RuleBodySchema], { error: 'must be a rule id (digits) or a rule body' }))
      .max(MAX_SIMULATED_RULES)
      .default([]),
    /** Active rules left out of the run: the rules above replace them. */
    replace: z.array(RuleId).max(MAX_REPLACED_RULES).default([]),
    since: Instant,
    until: Instant,
    /** Only the members of this segment (as it is now). */
    segment_id: z
      .string()
      .regex(/^\d{1,9}$/, 'must be a segment id (digits)')
      .optional(),
  })
  .superRefine((body, context) => {
    const twice = (list: readonly unknown[], path: string) =>
      list.forEach((entry, index) => {
        if (typeof entry === 'string' && list.indexOf(entry) < index)
          context.addIssue({ code: 'custom', path: [path, index], message: `rule ${entry} is named twice` });
      });
    twice(body.rules, 'rules');
    twice(body.replace, 'replace');
    const since = Date.parse(body.since);
    const until = Date.parse(body.until);
    if (until <= since) context.addIssue({ code: 'custom', path: ['until'], message: 'must be after since' });
    if (until - since > MAX_SIMULATION_DAYS * 86_400_000)
      context.addIssue({ code: 'custom', path: ['until'], message: `at most ${MAX_SIMULATION_DAYS} days after since` });
  });
export type SimulationBody = z.infer<typeof SimulationBodySchema>;

export const SimulationPath = ClientPath.extend({ simulation_id: z.string().regex(/^\d{1,30}$/, 'must be a simulation id (digits)') });

export const SimulationListQuery = z.object({ limit: z.coerce.number().int().min(1).max(50).default(20) });
