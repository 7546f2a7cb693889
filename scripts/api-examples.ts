import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ApiExample } from '../lib/api-docs.js';

/**
 * Records one example request and answer per operation from a run of the integration tests
 * (test/helpers/contract.ts appends every successful exchange) into docs/examples.json, which
 * `npm run docs` puts into docs/openapi.json. Of an operation's exchanges it keeps the fullest
 * answer that still reads at a glance, so lists show items.
 */
const MAX_EXAMPLE_CHARS = 2_500;

const dir = mkdtempSync(join(tmpdir(), 'rewards-api-examples-'));
const run = spawnSync(
  process.execPath,
  ['--experimental-vm-modules', '--disable-warning=ExperimentalWarning', 'node_modules/jest/bin/jest.js', '--selectProjects', 'integration', ...process.argv.slice(2)],
  { stdio: 'inherit', env: { ...process.env, API_EXAMPLES_DIR: dir } },
);
if (run.status !== 0) {
  console.error('the integration tests failed: no examples written');
  process.exit(run.status ?? 1);
}

const size = (example: ApiExample) => JSON.stringify(example).length;
const chosen = new Map<string, ApiExample>();
for (const file of readdirSync(dir).sort()) {
  for (const line of readFileSync(join(dir, file), 'utf8').split('\n')) {
    if (!line) continue;
    const { operation, example } = JSON.parse(line) as { operation: string; example: ApiExample };
    const current = chosen.get(operation);
    const fits = size(example) <= MAX_EXAMPLE_CHARS;
    if (!current || (fits && (size(current) > MAX_EXAMPLE_CHARS || size(example) > size(current))) || (!fits && size(example) < size(current))) {
      chosen.set(operation, example);
    }
  }
}
rmSync(dir, { recursive: true, force: true });
const sorted = Object.fromEntries([...chosen.entries()].sort(([a], [b]) => a.localeCompare(b)));
writeFileSync('docs/examples.json', `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`wrote docs/examples.json: ${chosen.size} operations`);
