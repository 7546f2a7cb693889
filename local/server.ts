import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, Server } from 'node:http';
import { join, resolve } from 'node:path';
import { ensureTable, launchDynamoLocal, type LaunchedDynamoLocal } from './dynamo-local.js';
import { JavaMissing } from './java-process.js';
import { scratchDirectory } from './scratch-directory.js';
import { StartTiming } from './start-timing.js';

/**
 * `npm start`: DynamoDB Local plus every route of the route table, served over HTTP exactly as
 * API Gateway would invoke the functions. Data lives under .data/ (IN_MEMORY=1 keeps it in memory).
 *
 * Java's start is the long pole, so DynamoDB Local is launched first, with this module's imports
 * kept light, and the code loads while Java starts. Ctrl-C stops what calls DynamoDB Local (the
 * HTTP server, the jobs, the stream reader) before DynamoDB Local itself, and exits with 0.
 */
const PORT = Number(process.env.PORT ?? 3000);
const HOST = process.env.HOST ?? '127.0.0.1';
const DATA_DIR = process.env.DATA_DIR ?? '.data';
const IN_MEMORY = process.env.IN_MEMORY === '1';
const TABLE_NAME = process.env.TABLE_NAME ?? 'rewards';
/** How often the scheduled jobs run locally; 0 turns them off. */
const JOBS_EVERY_SECONDS = Number(process.env.JOBS_EVERY_SECONDS ?? 5);

/**
 * Where the server keeps what must be a file (import and export files, the owner's password):
 * DATA_DIR, or with IN_MEMORY=1 one temporary directory that goes as the server exits.
 */
let stateDir: string | undefined;
const localStateDir = (): string => (stateDir ??= IN_MEMORY ? scratchDirectory('rewards-local-') : DATA_DIR);

interface DemoProgram {
  client_id: string;
  api_key: string;
  member_ids: number[];
}

/** The environment the product modules read when first loaded: set before any of them loads. */
function setLocalEnvironment(): void {
  // Functions run on Node.js 24 in AWS; the SDK's notice about an older local Node.js is noise here.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ||= 'true';
  process.env.TABLE_NAME = TABLE_NAME;
  process.env.ADMIN_TOKEN ||= randomBytes(18).toString('base64url');
  // Links in answers point at this server, whatever Host or X-Forwarded-* headers a request carries.
  process.env.PUBLIC_BASE_URL ||= `http://${HOST}:${PORT}`;
  process.env.POWERTOOLS_LOG_LEVEL ||= 'WARN';
  // The business metrics' EMF lines are for CloudWatch; on a terminal they are one JSON line per
  // request. POWERTOOLS_METRICS_DISABLED=false shows them.
  process.env.POWERTOOLS_METRICS_DISABLED ||= 'true';
  // Webhook endpoints on this machine (http://127.0.0.1) are accepted locally, never in AWS.
  process.env.WEBHOOKS_ALLOW_LOOPBACK ||= '1';
  // Import and export files go here instead of the bucket.
  process.env.LOCAL_OPERATOR_KEY_FILE ||= IN_MEMORY ? '' : resolve(DATA_DIR, 'operator-signing-key.json');
  process.env.LOCAL_FILES_DIR ||= resolve(localStateDir(), 'files');
}

/**
 * The server's code, loaded while DynamoDB Local starts; the seed only when there is a demo program
 * to seed (on two cores, what loads for nothing slows Java's start). Handlers load on their
 * route's first request.
 */
async function loadCode(seeding: boolean) {
  const [
    { dispatch },
    { stopRouteContainers },
    { createLocalHttpServer },
    { startStreamConsumer },
    { scheduleJobs },
    { localUploads },
    { runImportPipeline },
    { localSignIn, ensureLocalOwner },
    { localDownloads },
    { startingExports, runStartedExports },
    { startingSegmentBuilds, runStartedSegmentRefreshes },
    { startingSimulations },
    { localConsole },
    seed,
  ] = await Promise.all([
    import('./dispatch.js'),
    import('./route-containers.js'),
    import('./http-server.js'),
    import('./stream-consumer.js'),
    import('./job-schedule.js'),
    import('./file-uploads.js'),
    import('./import-pipeline.js'),
    import('./operator-sign-in.js'),
    import('./file-downloads.js'),
    import('./export-pipeline.js'),
    import('./segment-builds.js'),
    import('./simulations.js'),
    import('./console-app.js'),
    seeding ? import('./seed.js') : undefined,
    // The middleware stack every route shares, so a route's first request loads only its own handler.
    import('../shared/http/api-handler.js'),
  ]);
  return {
    dispatch,
    stopRouteContainers,
    createLocalHttpServer,
    startStreamConsumer,
    scheduleJobs,
    localUploads,
    runImportPipeline,
    localSignIn,
    ensureLocalOwner,
    localDownloads,
    startingExports,
    runStartedExports,
    startingSegmentBuilds,
    runStartedSegmentRefreshes,
    startingSimulations,
    localConsole,
    seedDemoProgram: seed?.seedDemoProgram,
  };
}

/**
 * What has started, stopped newest first: the HTTP server, the jobs and the stream reader before
 * DynamoDB Local, so nothing calls it once it is gone. Errors raised once the stop has begun are
 * its echoes (a call cut off), not news: they are not reported.
 */
class Running {
  private readonly stops: Array<() => Promise<unknown>> = [];
  private stopping: Promise<never> | undefined;

  add(stop: () => Promise<unknown>): void {
    this.stops.push(stop);
  }

  get isStopping(): boolean {
    return this.stopping !== undefined;
  }

  report(message: string, error: unknown): void {
    if (!this.isStopping) console.error(message, error);
  }

  stop(code: number): Promise<never> {
    this.stopping ??= (async () => {
      // A part that does not stop in time does not keep the process.
      setTimeout(() => process.exit(code), 10_000).unref();
      for (const stop of this.stops.reverse()) await stop().catch(() => undefined);
      process.exit(code);
    })();
    return this.stopping;
  }
}

/** The port is taken: the user's to fix, told in one sentence. */
class PortInUse extends Error {
  constructor() {
    super(`Port ${PORT} is in use: stop what listens there, or set PORT to another port.`);
  }
}

function listen(server: Server): Promise<void> {
  return new Promise((done, fail) => {
    server.once('error', (error: NodeJS.ErrnoException) => fail(error.code === 'EADDRINUSE' ? new PortInUse() : error));
    server.listen(PORT, HOST, done);
  });
}

/** Stops taking requests, lets those in flight answer (2 s at most) and closes the connections. */
function close(server: Server): Promise<void> {
  return new Promise((done) => {
    server.close(() => done());
    server.closeIdleConnections();
    setTimeout(() => server.closeAllConnections(), 2_000).unref();
  });
}

async function main(): Promise<void> {
  const timing = new StartTiming();
  setLocalEnvironment();
  let dynamo: LaunchedDynamoLocal;
  try {
    dynamo = await timing.time('Java launched', () =>
      launchDynamoLocal({ dataDir: IN_MEMORY ? undefined : join(DATA_DIR, 'dynamodb'), quickStart: true, ownProcessGroup: true, besidePort: PORT }),
    );
  } catch (error) {
    // A missing Java is the user's to fix: one sentence, no stack trace.
    console.error(error instanceof JavaMissing ? error.message : error);
    process.exit(1);
  }
  process.env.DYNAMODB_ENDPOINT = dynamo.endpoint;
  const running = new Running();
  running.add(() => dynamo.stop());
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void running.stop(0));
  process.on('exit', () => void dynamo.stop());

  try {
    const demoFile = join(DATA_DIR, 'demo.json');
    const seeding = IN_MEMORY || !existsSync(demoFile);
    const [code] = await timing.alongside(['code loaded', () => loadCode(seeding)], ['DynamoDB Local', () => dynamo.ready]);
    running.add(() => code.stopRouteContainers());
    await timing.time('table', () => ensureTable(dynamo.endpoint, TABLE_NAME));

    const demo = await timing.time('demo program', async (): Promise<DemoProgram> => {
      if (!code.seedDemoProgram) return JSON.parse(readFileSync(demoFile, 'utf8'));
      const seeded = await code.seedDemoProgram();
      if (!IN_MEMORY) {
        mkdirSync(DATA_DIR, { recursive: true });
        writeFileSync(demoFile, JSON.stringify(seeded, null, 2));
      }
      return seeded;
    });
    if (running.isStopping) return;

    const consumer = await timing.time('stream reader', () =>
      code.startStreamConsumer(dynamo.endpoint, TABLE_NAME, {
        everyMs: 500,
        // The report counter counts what was written before it started (the demo program, a
        // previous run's last events) from the stream's start, each event once.
        fromStart: true,
        onError: (error) => running.report('webhook dispatch failed (the batch will be read again):', error),
      }),
    );
    running.add(() => consumer.stop());
    // SIGUSR2 holds the stream reader, and the next releases it: a benchmark tells the routes' CPU from the consumers'.
    let readerHeld = false;
    process.on('SIGUSR2', () => {
      readerHeld = !readerHeld;
      consumer.hold(readerHeld);
    });

    if (JOBS_EVERY_SECONDS > 0) {
      const exportFailed = (exportId: string, error: unknown) => running.report(`export ${exportId} failed:`, error);
      const jobs = code.scheduleJobs(
        JOBS_EVERY_SECONDS,
        (job, error) => running.report(`scheduled job ${job.name} failed:`, error),
        (job, result) => {
          // What a run started, started here as the requests' arrival in the bucket does in AWS.
          if (job.files === 'export') code.runStartedExports(result, exportFailed);
          if (job.files === 'segment-build')
            code.runStartedSegmentRefreshes(result, (segmentId, error) => running.report(`segment ${segmentId} refresh failed:`, error));
        },
      );
      running.add(() => jobs.stop());
    }

    // An uploaded import file starts its pipeline, as the bucket's object-created event does in AWS.
    const uploads = code.localUploads((key) => void code.runImportPipeline(key).catch((error) => running.report(`import of ${key} failed:`, error)));
    // Operators sign in here, as they do at the stack's user pool in AWS.
    const signIn = code.localSignIn();
    const owner = await code.ensureLocalOwner(join(localStateDir(), 'owner-password'));
    // A finished export's file is served from the files directory, as the bucket serves its presigned GET.
    const files = async (method: string, url: URL, request: IncomingMessage) =>
      (await code.localDownloads(method, url)) ?? (await uploads(method, url, request)) ?? signIn(method, url, request);
    // An accepted export starts its pipeline, as its request's arrival in the bucket does in AWS.
    // A dynamic segment made or changed starts its build, and an accepted simulation its run, as their requests' arrival does in AWS.
    const dispatch = code.startingSimulations(
      code.startingSegmentBuilds(
        code.startingExports(code.dispatch, (exportId, error) => running.report(`export ${exportId} failed:`, error)),
        (segmentId, error) => running.report(`segment ${segmentId} build failed:`, error),
      ),
      (simulationId, error) => running.report(`simulation ${simulationId} failed:`, error),
    );
    // The operator console under /console, its dev server started on the first request for it.
    const operatorConsole = code.localConsole();
    const server = code.createLocalHttpServer(dispatch, files, operatorConsole.handle);
    operatorConsole.attach(server);
    await timing.time('listening', () => listen(server));
    running.add(() => close(server));
    running.add(() => operatorConsole.close());
    if (running.isStopping) return;

    const base = `http://${HOST}:${PORT}`;
    console.log(`Rewards API listening on ${base} (ready in ${timing.readySeconds()} s)`);
    console.log(`  DynamoDB Local: ${dynamo.endpoint} (${IN_MEMORY ? 'in memory' : `data in ${DATA_DIR}/`})`);
    console.log(
      `  jobs:           ${JOBS_EVERY_SECONDS > 0 ? `every ${JOBS_EVERY_SECONDS} s (pending points, expiry, member erasure, daily exports; JOBS_EVERY_SECONDS=0 turns them off)` : 'off'}`,
    );
    console.log(
      `  routes:         ${process.env.ISOLATE_ROUTES === '1' ? 'one container (worker thread) per route, as in AWS' : 'all in this process (ISOLATE_ROUTES=1: one container per route)'}`,
    );
    console.log(`  start:          ${timing.summary()}`);
    console.log(`  demo api_key:   ${demo.api_key}`);
    console.log(`  demo members:   ${demo.member_ids.join(', ')}`);
    console.log(`  admin token:    ${process.env.ADMIN_TOKEN}`);
    console.log(
      `  operator:       ${owner.email} / ${owner.password ?? `(the password once kept in ${DATA_DIR}/owner-password)`} (owner; POST ${base}/local/auth/sign-in)`,
    );
    console.log(`  API reference:  ${base}/docs`);
    console.log(`  console:        ${base}/console (sign in as the operator above)`);
    console.log(`  try: curl '${base}/v2/users/${demo.member_ids[0]}?api_key=${demo.api_key}'`);
  } catch (error) {
    if (!running.isStopping) console.error(error instanceof PortInUse ? error.message : error);
    await running.stop(1);
  }
}

void main();
