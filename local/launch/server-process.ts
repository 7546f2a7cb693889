import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { freePort } from '../dynamo-local.js';

/** The local server run as a terminal runs it, in a process group of its own, and stopped by Ctrl-C. */

const ROOT = resolve(new URL('../..', import.meta.url).pathname);
export const wait = (ms: number) => new Promise((resolveWait) => setTimeout(resolveWait, ms));

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
    'API_KEY_CACHE_ENTRIES',
  ]) {
    delete environment[name];
  }
  return { ...environment, ...env };
}

export interface RunningServer {
  child: ChildProcess;
  base: string;
  /** Spawn to the first answered request. */
  firstAnswerMs: number;
  output: () => string;
  banner: (name: string) => string;
}

/** `npm start` itself. */
export const npmStart: [string, ...string[]] = ['npm', 'start'];
/** The command `npm start` runs (node with tsx's loader), without npm and its shell: the exit code Ctrl-C leaves is the server's own. */
export const startScript: [string, ...string[]] = [process.execPath, '--import', 'tsx', 'local/server.ts'];

/**
 * Starts the local server as a terminal would, in a process group of its own (Ctrl-C signals the
 * whole group), and polls it until it answers a request. With `keepOutput: false`, what the server
 * writes after its banner (its logs, when on) is read and let go, not kept: a server under load
 * writes more than a test needs to hold.
 */
export async function startLocalServer(
  [program, ...args]: [string, ...string[]],
  env: Record<string, string>,
  { keepOutput = true }: { keepOutput?: boolean } = {},
): Promise<RunningServer> {
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
  if (!keepOutput) {
    child.stdout?.removeAllListeners('data').resume();
    child.stderr?.removeAllListeners('data').resume();
  }
  const banner = (name: string) => new RegExp(`${name}:\\s+(\\S+)`).exec(output)?.[1] ?? '';
  return { child, base, firstAnswerMs, output: () => output, banner };
}

/** Ctrl-C in a terminal: SIGINT to the whole foreground process group. Answers the exit code. */
export async function ctrlC({ child }: { child: ChildProcess }): Promise<number | null> {
  if (child.exitCode !== null) return child.exitCode;
  if (child.pid === undefined) throw new Error('the server has no pid');
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  process.kill(-child.pid, 'SIGINT');
  return exited;
}

export const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Whether process `pid` is gone within `withinMs`, checked every 50 ms. */
export async function gone(pid: number, withinMs: number): Promise<boolean> {
  const until = Date.now() + withinMs;
  while (alive(pid)) {
    if (Date.now() > until) return false;
    await wait(50);
  }
  return true;
}
