/**
 * npm run bench:cold — bundle size and cold-start init of every function.
 *
 * Bundles each route's and scheduled job's handler with the options the CDK construct uses (lib/constructs/bundling.ts),
 * plus a baseline that only creates a DynamoDB client (bench/cold-start-baseline.ts). For each
 * bundle it reports the size of the deployment zip and the median time, over fresh Node.js
 * processes, to import the bundle, which runs all of its module-scope init (config, SDK client,
 * keep-alive agent, logger, Middy stack, zod schemas). Runs are interleaved across bundles so
 * machine load affects all of them alike. Targets: every zip under 300 KB; median init at most
 * 2x the baseline's. Each Lambda layer (lib/layers.ts) is reported on its own line with its zipped
 * size: it is not part of any function bundle. Writes bench/results/cold-start.json.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { esbuildBuildOptions, FUNCTION_BUNDLE, MAX_BUNDLE_ZIPPED_BYTES as MAX_ZIPPED_BYTES } from '../lib/constructs/bundling.js';
import { layerContents } from '../lib/constructs/package-layer.js';
import { PROJECT_ROOT } from '../lib/constructs/service-function.js';
import { functionRows, handlerEntries } from '../lib/functions.js';
import { layers, type LayerName } from '../lib/layers.js';
import { zippedSize } from './zip-size.js';

const RUNS = Number(process.env.COLD_START_RUNS ?? 20);
const MAX_INIT_RATIO = 2;
const BASELINE = 'baseline';

/** What a child process runs: import the bundle (module-scope init) and print the milliseconds. */
const MEASURE = `
const started = performance.now();
const bundle = await import(process.argv[1]);
const elapsed = performance.now() - started;
if (typeof bundle.handler !== 'function') { console.error('no handler export'); process.exit(2); }
process.stdout.write(String(elapsed));
`;

/** Environment of a Lambda container, minus AWS credentials (init makes no AWS call). */
const CHILD_ENV = {
  PATH: process.env.PATH ?? '',
  TABLE_NAME: 'rewards-bench',
  AWS_REGION: 'us-east-1',
  POWERTOOLS_SERVICE_NAME: 'rewards-api',
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
};

/** Zipped and unzipped size of each layer some function declares, and the functions it is attached to. */
function layerSizes() {
  const declared = [...new Set(functionRows.flatMap((row) => row.layers))];
  return declared.map((name: LayerName) => {
    const contents = layerContents(layers[name]);
    const files = contents.files.map((file) => ({ name: file.path, data: readFileSync(file.source) }));
    return {
      layer: layers[name].name,
      packages: contents.packages.map((pkg) => `${pkg.name}@${pkg.version}`),
      bytes: files.reduce((sum, file) => sum + file.data.length, 0),
      zippedBytes: zippedSize(files),
      attachedTo: functionRows.filter((row) => row.layers.includes(name)).map((row) => row.name),
    };
  });
}

function measureInit(file: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', MEASURE, pathToFileURL(file).href], { env: CHILD_ENV });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(Number(out)) : reject(new Error(`${file}: exit ${code}: ${err.trim()}`))));
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const verdict = (ok: boolean) => (ok ? 'pass' : 'FAIL');

async function main(): Promise<void> {
  // One bundle per distinct handler entry; functions sharing an entry share its figures.
  const bundleName = (entry: string) => entry.replace(/\.ts$/, '').replace(/[/\\]/g, '__');
  const entryPoints: Record<string, string> = { [BASELINE]: join(PROJECT_ROOT, 'bench/cold-start-baseline.ts') };
  for (const entry of handlerEntries) entryPoints[bundleName(entry)] = join(PROJECT_ROOT, entry);

  const outdir = mkdtempSync(join(tmpdir(), 'rewards-cold-start-'));
  try {
    const started = Date.now();
    await build({ ...esbuildBuildOptions(entryPoints, outdir), metafile: false });
    console.log(`Bundled ${Object.keys(entryPoints).length - 1} handler entries and the baseline in ${Date.now() - started} ms (${outdir})`);

    const bundles = Object.keys(entryPoints).map((name) => {
      const file = join(outdir, `${name}.mjs`);
      const code = readFileSync(file);
      return { name, file, bytes: code.length, zippedBytes: zippedSize([{ name: FUNCTION_BUNDLE.outputFile, data: code }]), samples: [] as number[] };
    });

    console.log(`Measuring init over ${RUNS} fresh Node.js ${process.version} processes per bundle...`);
    for (let run = 0; run < RUNS; run++) {
      for (const bundle of bundles) bundle.samples.push(await measureInit(bundle.file));
    }

    const byName = new Map(bundles.map((bundle) => [bundle.name, bundle]));
    const baseline = byName.get(BASELINE)!;
    const baselineMedian = median(baseline.samples);
    const rows = functionRows.map((row) => {
      const bundle = byName.get(bundleName(row.entry))!;
      const initMedian = median(bundle.samples);
      return {
        function: row.name,
        trigger: row.trigger,
        entry: row.entry,
        layers: row.layers.map((name) => layers[name].name),
        bundleBytes: bundle.bytes,
        zippedBytes: bundle.zippedBytes,
        sizeTarget: bundle.zippedBytes < MAX_ZIPPED_BYTES,
        initMedianMs: Number(initMedian.toFixed(2)),
        initRatio: Number((initMedian / baselineMedian).toFixed(2)),
        initTarget: initMedian <= MAX_INIT_RATIO * baselineMedian,
        samplesMs: bundle.samples.map((ms) => Number(ms.toFixed(2))),
      };
    });

    console.log(
      `\nBaseline (@aws-sdk/client-dynamodb + one client): ${kb(baseline.zippedBytes)} KB zipped, median init ${baselineMedian.toFixed(1)} ms`,
    );
    console.table(
      rows.map((row) => ({
        function: row.function,
        layers: row.layers.join(', '),
        'zipped KB': kb(row.zippedBytes),
        [`< ${MAX_ZIPPED_BYTES / 1024} KB`]: verdict(row.sizeTarget),
        'init median ms': row.initMedianMs.toFixed(1),
        'x baseline': row.initRatio.toFixed(2),
        [`<= ${MAX_INIT_RATIO}x`]: verdict(row.initTarget),
      })),
    );
    const passed = rows.filter((row) => row.sizeTarget && row.initTarget).length;
    console.log(`Targets met by ${passed} of ${rows.length} functions: every bundle < 300 KB zipped: ${verdict(rows.every((r) => r.sizeTarget))}; median init within 2x baseline: ${verdict(rows.every((r) => r.initTarget))}`);
    const layerRows = layerSizes();
    for (const layer of layerRows) {
      console.log(
        `Layer ${layer.layer} (${layer.packages.join(', ')}): ${kb(layer.zippedBytes)} KB zipped, ${kb(layer.bytes)} KB unzipped; not a function bundle, attached to ${layer.attachedTo.join(', ')}`,
      );
    }

    const results = {
      generatedAt: new Date().toISOString(),
      node: process.version,
      cpu: cpus()[0]?.model ?? 'unknown',
      cpuCount: cpus().length,
      loadAverage: loadavg().map((load) => Number(load.toFixed(2))),
      runs: RUNS,
      bundle: FUNCTION_BUNDLE,
      targets: { maxZippedBytes: MAX_ZIPPED_BYTES, maxInitRatio: MAX_INIT_RATIO },
      baseline: {
        bundleBytes: baseline.bytes,
        zippedBytes: baseline.zippedBytes,
        initMedianMs: Number(baselineMedian.toFixed(2)),
        samplesMs: baseline.samples.map((ms) => Number(ms.toFixed(2))),
      },
      functions: rows,
      layers: layerRows,
      allTargetsMet: passed === rows.length,
    };
    const resultsDir = join(PROJECT_ROOT, 'bench/results');
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(join(resultsDir, 'cold-start.json'), `${JSON.stringify(results, null, 2)}\n`);
    console.log('Wrote bench/results/cold-start.json');
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
