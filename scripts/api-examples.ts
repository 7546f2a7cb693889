import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ApiExample } from '../local/walks/contract.js';
import { EXAMPLES_FILE, readExamples } from './api-description.js';

/**
 * Records one example request and answer per operation from a run of the integration tests
 * (local/walks/contract.ts appends every successful exchange) into docs/examples.json, which
 * `npm run docs` (run at the end) puts into docs/openapi.json. Of an operation's exchanges it keeps the fullest
 * answer that still reads at a glance, so lists show items. Given test files (`npm run
 * docs:examples -- test/integration/admin.test.ts`), it runs only those and replaces only the
 * examples of the operations they exercised.
 */
const MAX_EXAMPLE_CHARS = 2_500;

const dir = mkdtempSync(join(tmpdir(), 'rewards-api-examples-'));
const run = spawnSync('npm', ['run', 'test:jest', '--', ...process.argv.slice(2), '--selectProjects', 'integration'], {
  stdio: 'inherit',
  env: { ...process.env, API_EXAMPLES_DIR: dir },
});
if (run.status !== 0) {
  console.error('the integration tests failed: no examples written');
  process.exit(run.status ?? 1);
}

/** Keys whose values are credentials; an example shows their shape, never a value that worked. */
const SECRET_KEY = /(^|_)(api_key|secret|secrets|private_key)$/;

function withoutSecrets(value: unknown, key = ''): unknown {
  if (typeof value === 'string' && SECRET_KEY.test(key)) return value.replace(/^([a-z]+_)?(.*)$/, (_all, prefix = '', rest: string) => `${prefix}${'x'.repeat(rest.length)}`);
  if (Array.isArray(value)) return value.map((item) => withoutSecrets(item, key));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, withoutSecrets(inner, name)]));
  return value;
}

/** How well an example reads: the fullest one within the size bound, else the smallest over it. */
const merit = (example: ApiExample) => {
  const size = JSON.stringify(example).length;
  return size <= MAX_EXAMPLE_CHARS ? size : -size;
};
const partial = process.argv.length > 2;
const recorded = new Map<string, ApiExample>();
for (const file of readdirSync(dir).sort()) {
  for (const line of readFileSync(join(dir, file), 'utf8').split('\n')) {
    if (!line) continue;
    const { operation, example } = JSON.parse(line) as { operation: string; example: ApiExample };
    const current = recorded.get(operation);
    if (!current || merit(example) > merit(current)) recorded.set(operation, example);
  }
}
rmSync(dir, { recursive: true, force: true });
const kept = partial ? readExamples() : {};
const merged = { ...kept, ...Object.fromEntries(recorded) };
const sorted = withoutSecrets(Object.fromEntries(Object.entries(merged).sort(([a], [b]) => a.localeCompare(b)))) as Record<string, ApiExample>;
writeFileSync(EXAMPLES_FILE, `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`wrote ${EXAMPLES_FILE}: ${recorded.size} operations recorded, ${Object.keys(sorted).length} in all`);
// The examples reach docs/openapi.json and the typed client's types through the generator.
process.exit(spawnSync('npm', ['run', 'docs'], { stdio: 'inherit' }).status ?? 1);
