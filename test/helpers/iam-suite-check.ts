import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { functionRows } from '../../lib/functions.js';
import { rewardsAppTemplatesJson } from './cdk-app.js';
import type { TracedAccess } from './dynamo-trace.js';
import { grantedStatements, isAllowed } from './iam-policy.js';

/**
 * Checks every DynamoDB request that route and job handlers made during the integration suite
 * (traces under `traceDir`) against the IAM policy of their function in the synthesized stacks.
 * Returns the refused requests, one line each (distinct), and how many were checked.
 */
export function checkSuiteTrace(traceDir: string): { checked: number; refused: string[] } {
  const lines = readdirSync(traceDir)
    .filter((file) => file.endsWith('.jsonl'))
    .flatMap((file) => readFileSync(join(traceDir, file), 'utf8').split('\n').filter(Boolean));
  const distinct = [...new Set(lines)].map((line) => JSON.parse(line) as TracedAccess);
  const templates = rewardsAppTemplatesJson();
  const policies = new Map(functionRows.map(({ description }) => [description, grantedStatements(templates, description)]));
  const refused = distinct
    .filter((access) => !isAllowed(policies.get(access.fn) ?? [], access))
    .map((access) => `${access.fn}: ${access.action} on ${access.resource} (${access.leadingKeys.join(', ')})`);
  return { checked: lines.length, refused: [...new Set(refused)] };
}
