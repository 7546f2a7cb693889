import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The Java process behind DynamoDB Local, kept from outliving the server or the tests that
 * started it. Development only: never bundled into a function.
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
