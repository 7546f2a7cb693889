/**
 * npm run bench:cold — bundle size and cold-start init of every function.
 *
 * Bundles each route's and scheduled job's handler with the options the CDK construct uses (lib/constructs/bundling.ts),
 * plus, for each set of AWS SDK clients the bundles carry, a baseline that only creates those clients
 * (bench/cold-start-baseline.ts): DynamoDB's alone for most functions. For each
 * bundle it reports the size of the deployment zip and the median time, over fresh Node.js
 * processes, to import the bundle, which runs all of its module-scope init (config, SDK client,
 * keep-alive agent, logger, Middy stack, zod schemas). Runs are interleaved across bundles so
 * machine load affects all of them alike. Targets: every zip under 300 KB; median init at most
 * 2x the baseline of its own SDK clients (the ratio to the DynamoDB-only baseline is reported
 * beside it). Each Lambda layer (lib/layers.ts) is reported on its own line with its zipped
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
import { baselineSource, clientPackagesOf } from './cold-start-baseline.js';
import { zippedSize } from './zip-size.js';

const RUNS = Number(process.env.COLD_START_RUNS ?? 20);
const MAX_INIT_RATIO = 2;
/** The baseline bundle of a set of client packages (the DynamoDB client's alone is `baseline`). */
const baselineName = (packages: string[]) => ['baseline', ...packages.filter((pkg) => pkg !== '@aws-sdk/client-dynamodb').map((pkg) => pkg.replace('@aws-sdk/client-', ''))].join('-');
const DYNAMODB_ONLY = ['@aws-sdk/client-dynamodb'];

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
  const entryPoints: Record<string, string> = {};
  for (const entry of handlerEntries) entryPoints[bundleName(entry)] = join(PROJECT_ROOT, entry);

  const outdir = mkdtempSync(join(tmpdir(), 'rewards-cold-start-'));
  try {
    const started = Date.now();
    const { metafile } = await build({ ...esbuildBuildOptions(entryPoints, outdir), metafile: true });
    // Each function's SDK clients, read from what its bundle carries; then one baseline per set of clients.
    const clientsOf = new Map<string, string[]>();
    for (const [path, output] of Object.entries(metafile.outputs)) {
      if (path.endsWith('.mjs')) clientsOf.set(path.replace(/^.*\//, '').replace(/\.mjs$/, ''), clientPackagesOf(Object.keys(output.inputs)));
    }
    const clientSets = new Map([[baselineName(DYNAMODB_ONLY), DYNAMODB_ONLY], ...[...clientsOf.values()].map((packages) => [baselineName(packages), packages] as const)]);
    const sources = join(outdir, 'baselines');
    mkdirSync(sources);
    const baselineEntries = Object.fromEntries(
      [...clientSets].map(([name, packages]) => {
        const file = join(sources, `${name}.ts`);
        writeFileSync(file, baselineSource(packages));
        return [name, file];
      }),
    );
    await build({ ...esbuildBuildOptions(baselineEntries, outdir), nodePaths: [join(PROJECT_ROOT, 'node_modules')], metafile: false });
    console.log(`Bundled ${handlerEntries.length} handler entries and ${clientSets.size} baselines in ${Date.now() - started} ms (${outdir})`);

    const bundles = [...Object.keys(entryPoints), ...clientSets.keys()].map((name) => {
      const file = join(outdir, `${name}.mjs`);
      const code = readFileSync(file);
      return { name, file, bytes: code.length, zippedBytes: zippedSize([{ name: FUNCTION_BUNDLE.outputFile, data: code }]), samples: [] as number[] };
    });

    console.log(`Measuring init over ${RUNS} fresh Node.js ${process.version} processes per bundle...`);
    for (let run = 0; run < RUNS; run++) {
      for (const bundle of bundles) bundle.samples.push(await measureInit(bundle.file));
    }

    const byName = new Map(bundles.map((bundle) => [bundle.name, bundle]));
    const medianOf = (name: string) => median(byName.get(name)!.samples);
    const dynamoOnlyMedian = medianOf(baselineName(DYNAMODB_ONLY));
    const rows = functionRows.map((row) => {
      const bundle = byName.get(bundleName(row.entry))!;
      const initMedian = median(bundle.samples);
      const clients = clientsOf.get(bundleName(row.entry)) ?? DYNAMODB_ONLY;
      const baselineMedian = medianOf(baselineName(clients));
      return {
        function: row.name,
        trigger: row.trigger,
        entry: row.entry,
        layers: row.layers.map((name) => layers[name].name),
        sdkClients: clients,
        bundleBytes: bundle.bytes,
        zippedBytes: bundle.zippedBytes,
        sizeTarget: bundle.zippedBytes < MAX_ZIPPED_BYTES,
        initMedianMs: Number(initMedian.toFixed(2)),
        baselineMedianMs: Number(baselineMedian.toFixed(2)),
        initRatio: Number((initMedian / baselineMedian).toFixed(2)),
        initRatioToDynamoOnly: Number((initMedian / dynamoOnlyMedian).toFixed(2)),
        initTarget: initMedian <= MAX_INIT_RATIO * baselineMedian,
        samplesMs: bundle.samples.map((ms) => Number(ms.toFixed(2))),
      };
    });

    for (const [name, packages] of clientSets) {
      const bundle = byName.get(name)!;
      console.log(`Baseline ${name} (${packages.join(' + ')} and one client each): ${kb(bundle.zippedBytes)} KB zipped, median init ${medianOf(name).toFixed(1)} ms`);
    }
    console.table(
      rows.map((row) => ({
        function: row.function,
        layers: row.layers.join(', '),
        'zipped KB': kb(row.zippedBytes),
        [`< ${MAX_ZIPPED_BYTES / 1024} KB`]: verdict(row.sizeTarget),
        'init median ms': row.initMedianMs.toFixed(1),
        'x baseline': row.initRatio.toFixed(2),
        [`<= ${MAX_INIT_RATIO}x`]: verdict(row.initTarget),
        'x DynamoDB only': row.initRatioToDynamoOnly.toFixed(2),
      })),
    );
    const passed = rows.filter((row) => row.sizeTarget && row.initTarget).length;
    console.log(`Targets met by ${passed} of ${rows.length} functions: every bundle < 300 KB zipped: ${verdict(rows.every((r) => r.sizeTarget))}; median init within 2x the baseline of its SDK clients: ${verdict(rows.every((r) => r.initTarget))} (${rows.filter((r) => r.initRatioToDynamoOnly > MAX_INIT_RATIO).length} over 2x the DynamoDB-only one)`);
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
      // The DynamoDB-only baseline, and each baseline by the clients it loads.
      baseline: { initMedianMs: Number(dynamoOnlyMedian.toFixed(2)), zippedBytes: byName.get(baselineName(DYNAMODB_ONLY))!.zippedBytes },
      baselines: [...clientSets].map(([name, packages]) => ({
        name,
        sdkClients: packages,
        zippedBytes: byName.get(name)!.zippedBytes,
        initMedianMs: Number(medianOf(name).toFixed(2)),
        samplesMs: byName.get(name)!.samples.map((ms) => Number(ms.toFixed(2))),
      })),
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
