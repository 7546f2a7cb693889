import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../../local/dynamo-local.js';
import { pidFile } from '../../local/java-process.js';

/**
 * A newcomer's first five minutes: `npm install` without warnings on the Node that .nvmrc names,
 * `npm start` answering soon, a quiet terminal, and Ctrl-C that stops everything cleanly.
 *
 * Start-time bounds. Measured on this project's 2-core machine, spawn to first answered request
 * through `npm start`: 2.4 to 3.0 s once it has run before and 4.5 to 4.9 s on a first start (no
 * tsx cache, no data) with one other process busy; 3.0 to 3.8 s and 6.1 to 6.9 s with both cores
 * busy (load 4 to 5). The bounds, 6 s and 12 s, hold on such a busy machine with room to spare, so
 * they catch a start that doubled, not one that lost a few hundred milliseconds; the banner's
 * breakdown is checked for the code loading alongside DynamoDB Local's start, which a return to
 * one step after the other (3.5 to 4.0 s and 6.0 to 6.4 s with one process busy) would fail.
 */
const WARM_START_BOUND_MS = 6_000;
const FIRST_START_BOUND_MS = 12_000;

const ROOT = resolve(new URL('../..', import.meta.url).pathname);
const wait = (ms: number) => new Promise((resolveWait) => setTimeout(resolveWait, ms));

/** What a newcomer's shell holds: none of the settings the integration tests make for themselves. */
function newcomerEnvironment(env: Record<string, string>): NodeJS.ProcessEnv {
  const environment: NodeJS.ProcessEnv = { ...process.env };
  for (const name of [
    'TABLE_NAME',
    'DYNAMODB_ENDPOINT',
    'ADMIN_TOKEN',
    'PUBLIC_BASE_URL',
    'POWERTOOLS_LOG_LEVEL',
    'POWERTOOLS_METRICS_DISABLED',
    'WEBHOOKS_ALLOW_LOOPBACK',
    'IAM_TRACE_DIR',
  ]) {
    delete environment[name];
  }
  return { ...environment, ...env };
}

interface RunningServer {
  child: ChildProcess;
  base: string;
  /** Spawn to the first answered request. */
  firstAnswerMs: number;
  output: () => string;
  banner: (name: string) => string;
}

/**
 * Starts the local server as a terminal would, in a process group of its own (Ctrl-C signals the
 * whole group), and polls it until it answers a request.
 */
async function startLocalServer([program, ...args]: [string, ...string[]], env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(program, args, {
    cwd: ROOT,
    env: newcomerEnvironment({ PORT: String(port), ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}: ${output}`);
    if (performance.now() - started > 60_000) throw new Error(`the server did not answer in 60 s: ${output}`);
    try {
      await (await fetch(`${base}/v2/rewards`)).arrayBuffer();
      break;
    } catch {
      await wait(25);
    }
  }
  const firstAnswerMs = performance.now() - started;
  while (!output.includes('try: curl')) await wait(25);
  const banner = (name: string) => new RegExp(`${name}:\\s+(\\S+)`).exec(output)?.[1] ?? '';
  return { child, base, firstAnswerMs, output: () => output, banner };
}

const npmStart: [string, ...string[]] = ['npm', 'start'];
/** The command `npm start` runs, without npm and its shell around it (a dash shell ends by the signal itself). */
// As npm start runs it: node with tsx's loader, no wrapper process between the terminal and the server.
const startScript: [string, ...string[]] = [process.execPath, '--import', 'tsx', 'local/server.ts'];

/** Ctrl-C in a terminal: SIGINT to the whole foreground process group. Answers the exit code. */
async function ctrlC(server: RunningServer): Promise<number | null> {
  const exited = new Promise<number | null>((done) =>
    server.child.exitCode !== null ? done(server.child.exitCode) : server.child.once('exit', (code) => done(code)),
  );
  if (server.child.pid === undefined) throw new Error('the server has no pid');
  process.kill(-server.child.pid, 'SIGINT');
  return exited;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Makes the requests that count business metrics: a client, an activity, a member credited twice. */
async function countSomeBusinessMetrics(server: RunningServer): Promise<void> {
  const asOperator = { authorization: `Bearer ${server.banner('admin token')}`, 'content-type': 'application/json' };
  const post = async (path: string, body: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }) => {
    const res = await fetch(`${server.base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    expect(res.status).toBeLessThan(300);
    return (await res.json()) as Record<string, unknown>;
  };
  const client = await post('/admin/v1/clients', { name: 'Metrics' }, asOperator);
  const activity = await post(`/admin/v1/clients/${client.client_id}/activities`, { name: 'visit', title: 'Visit', num_points: 5 }, asOperator);
  const member = await post(`/v2/users?api_key=${client.api_key}`, {
    first_name: 'Metered',
    last_name: 'Member',
    email_address: 'metered@example.com',
    date_of_birth: 631152000,
    postal_code: '10001',
  });
  for (let i = 0; i < 2; i++) {
    const credited = await post(`/v2/users/${member.id}/activities?api_key=${client.api_key}`, { activity_id: String(activity.id) });
    expect(credited).toMatchObject({ awarded: true, num_points: 5 });
  }
}

const emfLines = (output: string) => output.split('\n').filter((line) => line.includes('"_aws"'));

describe('npm start, as a newcomer meets it', () => {
  let dataDir: string;
  let running: RunningServer | undefined;

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'rewards-start-'));
  });
  afterEach(async () => {
    if (running && running.child.exitCode === null) await ctrlC(running);
    running = undefined;
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(`answers its first request within ${FIRST_START_BOUND_MS / 1000} s on a first start and within ${WARM_START_BOUND_MS / 1000} s once it has run before`, async () => {
    // A first start: no tsx cache (it lives under the temporary directory) and no data, so a seed.
    const freshTemp = mkdtempSync(join(tmpdir(), 'rewards-tsx-cache-'));
    const env = { DATA_DIR: dataDir, TMPDIR: freshTemp };
    try {
      running = await startLocalServer(npmStart, env);
      const first = running;
      const firstJava = Number(readFileSync(pidFile(join(dataDir, 'dynamodb')), 'utf8'));
      await ctrlC(first);
      while (alive(firstJava)) await wait(50);

      running = await startLocalServer(npmStart, env);
      const warm = running;

      expect(first.firstAnswerMs).toBeLessThan(FIRST_START_BOUND_MS);
      expect(warm.firstAnswerMs).toBeLessThan(WARM_START_BOUND_MS);
      // The banner tells the time to ready and where it went; the code loads while Java starts.
      expect(warm.output()).toMatch(/listening on http:\/\/127\.0\.0\.1:\d+ \(ready in \d+\.\d s\)/);
      expect(warm.output()).toMatch(/start: .*code loaded [\d.]+ s alongside DynamoDB Local [\d.]+ s, table [\d.]+ s, demo program [\d.]+ s/);
    } finally {
      rmSync(freshTemp, { recursive: true, force: true });
    }
  }, 120_000);

  it("keeps the business metrics' EMF lines off the terminal; POWERTOOLS_METRICS_DISABLED=false shows them", async () => {
    running = await startLocalServer(startScript, { DATA_DIR: dataDir });
    await countSomeBusinessMetrics(running);
    await wait(200);
    const quiet = running.output();
    await ctrlC(running);

    running = await startLocalServer(startScript, { DATA_DIR: dataDir, POWERTOOLS_METRICS_DISABLED: 'false' });
    await countSomeBusinessMetrics(running);
    await wait(200);

    expect(emfLines(quiet)).toEqual([]);
    expect(emfLines(running.output()).length).toBeGreaterThan(0);
  }, 60_000);

  it('stops on Ctrl-C with the jobs and the stream reader before DynamoDB Local, without a trace, and exits with 0', async () => {
    running = await startLocalServer(startScript, { DATA_DIR: dataDir, JOBS_EVERY_SECONDS: '1' });
    const javaPid = Number(readFileSync(pidFile(join(dataDir, 'dynamodb')), 'utf8'));
    // Writes for the stream reader to read, and a second for the jobs to run at least once.
    await countSomeBusinessMetrics(running);
    await wait(1_200);
    const javaGroup = spawnSync('ps', ['-o', 'pgid=', '-p', String(javaPid)], { encoding: 'utf8' }).stdout.trim();

    const code = await ctrlC(running);

    // Java is out of the terminal's reach (a group of its own): the server stops it, last.
    expect(javaGroup).not.toBe(String(running.child.pid));
    expect(code).toBe(0);
    expect(
      running
        .output()
        .split('\n')
        .filter((line) => /Error|ECONNREFUSED|^\s+at /.test(line)),
    ).toEqual([]);
    expect(alive(javaPid)).toBe(false);
  }, 60_000);
});

describe('npm install, as a newcomer runs it', () => {
  // npm's own reading of version ranges (semver is installed with npm's toolchain and most packages).
  const semver = createRequire(import.meta.url)('semver') as {
    satisfies(version: string, range: string): boolean;
    minVersion(range: string): { version: string } | null;
  };
  const packageJson = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { engines: { node: string }; allowScripts?: Record<string, boolean> };
  const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { version?: string; engines?: { node?: string }; hasInstallScript?: boolean }>;
  };
  const packages = Object.entries(lock.packages).filter(([path]) => path.startsWith('node_modules/') || path.includes('/node_modules/'));

  it('warns of no engine on the Node that .nvmrc names, nor on the oldest Node that package.json admits', () => {
    const nvmrc = readFileSync(join(ROOT, '.nvmrc'), 'utf8').trim();
    const oldestAdmitted = semver.minVersion(packageJson.engines.node)?.version ?? '';
    // .nvmrc names a major; its first release is the strictest reading.
    const nvmrcNode = /^\d+$/.test(nvmrc) ? `${nvmrc}.0.0` : nvmrc.replace(/^v/, '');

    const refusing = (node: string) =>
      packages
        .filter(([, entry]) => entry.engines?.node && !semver.satisfies(node, entry.engines.node))
        .map(([path, entry]) => `${path}@${entry.version}: ${entry.engines?.node}`);

    expect(semver.satisfies(nvmrcNode, packageJson.engines.node)).toBe(true);
    expect(refusing(nvmrcNode)).toEqual([]);
    expect(refusing(oldestAdmitted)).toEqual([]);
  });

  it('has every install script approved or denied in allowScripts, so npm 11 lists none as unreviewed', () => {
    const withScripts = [
      ...new Set(packages.filter(([, entry]) => entry.hasInstallScript).map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 13))),
    ];

    expect(withScripts.filter((name) => typeof packageJson.allowScripts?.[name] !== 'boolean')).toEqual([]);
  });
});
