import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { pathToFileURL } from 'node:url';
import { build, type Metafile, type OutputFile } from 'esbuild';
import { zippedSize } from '../../bench/zip-size.js';
import { esbuildBuildOptions, FUNCTION_BUNDLE, MAX_BUNDLE_ZIPPED_BYTES } from '../../lib/constructs/bundling.js';
import { LAYER_NODE_MODULES, layerContents, stageLayer } from '../../lib/constructs/package-layer.js';
import { PROJECT_ROOT } from '../../lib/constructs/service-function.js';
import { functionRows, handlerEntries } from '../../lib/functions.js';
import { layers, type LayerName } from '../../lib/layers.js';

/** One bundle per distinct handler entry of the routes and jobs, built with the options the CDK construct uses. */
const entries = Object.fromEntries(handlerEntries.map((entry) => [entry.replace(/\.ts$/, ''), join(PROJECT_ROOT, entry)]));
const builtins = new Set([...builtinModules, ...builtinModules.map((name) => `node:${name}`)]);
const layerNames = Object.keys(layers) as LayerName[];

let outputs: Array<{ entry: string; meta: Metafile['outputs'][string]; file: OutputFile }>;

/** Building every function at once took 80-140 s on two cores shared with the other suites; the bundles are tested, not the build's speed. */
const BUILD_TIMEOUT_MS = 300_000;

beforeAll(async () => {
  const result = await build({ ...esbuildBuildOptions(entries, join(tmpdir(), 'rewards-bundling-test')), write: false, metafile: true, logLevel: 'silent' });
  expect([result.errors, result.warnings]).toEqual([[], []]);
  outputs = Object.entries(result.metafile.outputs).map(([path, meta]) => ({
    entry: meta.entryPoint ?? path,
    meta,
    file: result.outputFiles.find((file) => file.path.endsWith(path.replace(/^.*?rewards-bundling-test/, '')))!,
  }));
}, BUILD_TIMEOUT_MS);

const bundleOf = (entry: string) => outputs.find((output) => output.entry === entry)!;

/** Whether code names the package as a string literal, as a loader's require('name') call does. */
const namesPackage = (code: string, name: string) => new RegExp(`(["'\`])${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\1`).test(code);

describe('function bundles', () => {
  it('builds one bundle per handler entry of the route table and the scheduled jobs', () => {
    expect(outputs.map((output) => output.entry).sort()).toEqual([...handlerEntries].sort());
    expect(handlerEntries).toContain('functions/jobs/clear-pending-points.ts');
  });

  it('export the handler the functions are configured with', () => {
    for (const { entry, meta } of outputs) expect([entry, meta.exports]).toEqual([entry, ['handler']]);
  });

  it('carry the AWS SDK and every other package inside: only Node.js built-ins stay imports', () => {
    for (const { entry, meta } of outputs) {
      const external = meta.imports.filter((imported) => !builtins.has(imported.path)).map((imported) => imported.path);
      expect([entry, external]).toEqual([entry, []]);
      expect(Object.keys(meta.inputs).some((input) => input.includes('node_modules/@aws-sdk/client-dynamodb/'))).toBe(true);
    }
  });

  it('need no CommonJS require at run time, which an ES module bundle would not have', () => {
    for (const { entry, file } of outputs) expect([entry, file.text.includes('Dynamic require of')]).toEqual([entry, false]);
  });

  it('leave out source maps and the local-only modules', () => {
    for (const { entry, meta, file } of outputs) {
      expect([entry, file.text.includes('sourceMappingURL')]).toEqual([entry, false]);
      expect(Object.keys(meta.inputs).filter((input) => /(^|\/)(shared\/local|test|bench)\//.test(input))).toEqual([]);
    }
  });

  it('leave out every package a layer carries, the postal-code data included, and stay under 300 KB zipped', () => {
    expect(FUNCTION_BUNDLE.external).toContain('zipcodes');
    for (const { entry, meta, file } of outputs) {
      const fromLayers = Object.keys(meta.inputs).filter((input) => FUNCTION_BUNDLE.external.some((name) => input.includes(`node_modules/${name}/`)));
      const zipped = zippedSize([{ name: FUNCTION_BUNDLE.outputFile, data: file.contents }]);

      expect([entry, fromLayers]).toEqual([entry, []]);
      expect([entry, zipped < MAX_BUNDLE_ZIPPED_BYTES]).toEqual([entry, true]);
    }
  });

  it.each(functionRows.map((row) => [row.name, row] as const))('%s declares exactly the layers whose packages its code loads', (_name, row) => {
    const { file } = bundleOf(row.entry);

    const loaded = layerNames.filter((name) => layers[name].packages.some((pkg) => namesPackage(file.text, pkg)));
    expect([...row.layers].sort()).toEqual(loaded.sort());
  });
});

describe('the answers the route table declares for the API description', () => {
  it('are in no bundle: functions carry no answer schema', () => {
    for (const { entry, meta } of outputs) {
      expect([entry, Object.keys(meta.inputs).filter((input) => input.endsWith('-responses.ts'))]).toEqual([entry, []]);
    }
  });
});

describe('a feature imported through its index', () => {
  // Our modules declare no import-time effects (package.json "sideEffects": false), so a bundle
  // leaves out what a feature's index re-exports and the route never calls: less to load at init.
  const featureModules = (entry: string, feature: string) =>
    Object.keys(bundleOf(entry).meta.inputs).filter((input) => input.startsWith(`shared/${feature}/`) && input !== `shared/${feature}/index.ts`);

  it('brings into a bundle only the modules the route uses', () => {
    // The rewards listing needs the member's tier from points, not crediting, the ledger or the rank tree.
    expect(featureModules('functions/rewards/list-rewards.ts', 'points').filter((input) => /activity-credit|rank-tree|ledger-repository/.test(input))).toEqual([]);
    // A report summary reads counters: no points or member-writing code at all.
    expect(featureModules('functions/admin/reports/get-report-summary.ts', 'points')).toEqual([]);
    expect(featureModules('functions/admin/reports/get-report-summary.ts', 'members').filter((input) => input !== 'shared/members/member-lookup.ts' && input !== 'shared/members/member-requests.ts')).toEqual([]);
  });
});

describe('a bundle that loads a layer package', () => {
  let dir: string;
  let invoke: (nodePath?: string) => ReturnType<typeof spawnSync>;

  beforeAll(async () => {
    // Lambda's layout: the bundle alone in the task directory, the layer's files under /opt.
    dir = mkdtempSync(join(tmpdir(), 'rewards-layer-test-'));
    const task = join(dir, 'task');
    mkdirSync(task);
    const probe = join(PROJECT_ROOT, 'test/infra/fixtures/postal-lookup.ts');
    await build({ ...esbuildBuildOptions({ index: probe }, task), logLevel: 'silent' });
    stageLayer(layerContents(layers.postalCodes), join(dir, 'opt'));

    const bundleUrl = pathToFileURL(join(task, 'index.mjs')).href;
    const script = `const { handler } = await import(${JSON.stringify(bundleUrl)}); process.stdout.write(JSON.stringify(await handler()));`;
    invoke = (nodePath) =>
      spawnSync(process.execPath, ['--input-type=module', '-e', script], {
        cwd: task,
        env: { PATH: process.env.PATH ?? '', ...(nodePath ? { NODE_PATH: nodePath } : {}) },
        encoding: 'utf8',
      });
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('finds it in the layer through NODE_PATH, as Lambda sets it for /opt/nodejs/node_modules', () => {
    const run = invoke(join(dir, 'opt', LAYER_NODE_MODULES));

    expect(run.stderr).toBe('');
    expect(JSON.parse(String(run.stdout))).toMatchObject({ country: 'United States', state: 'NY', city: 'New York', us_region: 'Northeast' });
  });

  it('fails without the layer, so the package is truly not in the bundle', () => {
    const run = invoke();

    expect(run.status).not.toBe(0);
    expect(String(run.stderr)).toContain("Cannot find module 'zipcodes'");
  });
});
