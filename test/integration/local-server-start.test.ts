import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pidFile } from '../../local/java-process.js';
import { alive, ctrlC, npmStart, type RunningServer, startLocalServer, startScript, wait } from '../../local/launch/server-process.js';

/**
 * A newcomer's first five minutes: `npm install` without warnings on the Node that .nvmrc names,
 * `npm start` answering on a first start and on the next, a quiet terminal, and Ctrl-C that stops
 * everything cleanly. How soon it answers is measured by `npm run bench:start`.
 */

const ROOT = resolve(new URL('../..', import.meta.url).pathname);

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

  it('answers on a first start and once it has run before, its banner saying where the start went', async () => {
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

      expect(first.output()).toMatch(/listening on http:\/\/127\.0\.0\.1:\d+ \(ready in \d+\.\d s\)/);
      // The banner tells the time to ready and where it went; the code loads while Java starts.
      expect(warm.output()).toMatch(/listening on http:\/\/127\.0\.0\.1:\d+ \(ready in \d+\.\d s\)/);
      expect(warm.output()).toMatch(/start: .*code loaded [\d.]+ s alongside DynamoDB Local [\d.]+ s, table [\d.]+ s, demo program [\d.]+ s/);
    } finally {
      rmSync(freshTemp, { recursive: true, force: true });
    }
  }, 120_000);

  it("shows the business metrics' EMF lines on the terminal when POWERTOOLS_METRICS_DISABLED=false", async () => {
    running = await startLocalServer(startScript, { DATA_DIR: dataDir, POWERTOOLS_METRICS_DISABLED: 'false' });
    await countSomeBusinessMetrics(running);
    await wait(200);

    expect(emfLines(running.output()).length).toBeGreaterThan(0);
  }, 60_000);

  it("keeps the business metrics' EMF lines off the terminal, and stops on Ctrl-C with the jobs and the stream reader before DynamoDB Local, without a trace, and exits with 0", async () => {
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
    // The same requests counted business metrics: by default their EMF lines stay off the terminal.
    expect(emfLines(running.output())).toEqual([]);
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
