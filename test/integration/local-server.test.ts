import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { freePort, startDynamoLocal } from '../../local/dynamo-local.js';
import { MAX_REQUEST_BYTES, queryParameters } from '../../local/http-server.js';
import { JAVA_REQUIRED, pidFile, requireJava } from '../../local/java-process.js';
import { newClient, newMember } from '../../local/walks/api.js';
import { startLocalHttpServer } from '../helpers/local-server.js';
import { alive, gone } from '../../local/launch/server-process.js';

/**
 * The local server as a client meets it (API Gateway's answers to what Node would answer in its
 * own way) and as a developer runs it (DynamoDB Local never left behind, a missing Java told in
 * one sentence).
 */

const ROOT = resolve(new URL('../..', import.meta.url).pathname);

describe('local server HTTP, as API Gateway answers', () => {
  let server: Server;
  let base: string;
  let close: () => Promise<void>;
  let apiKey: string;
  let memberId: number;

  beforeAll(async () => {
    ({ server, base, close } = await startLocalHttpServer());
    ({ apiKey } = await newClient());
    memberId = (await newMember(apiKey)).id;
  });
  afterAll(() => close());

  it('joins a repeated query parameter with commas, as API Gateway does', async () => {
    const res = await fetch(`${base}/v2/users/${memberId}?api_key=${apiKey}&id_type=id&id_type=email`);

    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'param_error', message: expect.stringMatching(/id_type/) });
    expect(queryParameters(new URLSearchParams('a=1&b=2&a=3'))).toEqual({ a: '1,3', b: '2' });
  });

  it('answers an oversized request header with 431 and a JSON {error, message}', async () => {
    const { port } = server.address() as AddressInfo;
    const raw = await new Promise<string>((done, fail) => {
      const socket = connect(port, '127.0.0.1', () => socket.write(`GET /v2/rewards HTTP/1.1\r\nhost: x\r\nx-filler: ${'a'.repeat(20_000)}\r\n\r\n`));
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('end', () => done(text));
      socket.on('error', fail);
    });

    expect(raw).toMatch(/^HTTP\/1\.1 431 /);
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toEqual({ error: 'input_error', message: 'request line and headers must be at most 16 KB' });
  });

  it('answers a body over API Gateway\'s 10 MB with 413 and a JSON {error, message}', async () => {
    const { port } = server.address() as AddressInfo;
    const answer = await new Promise<{ status: number; body: string }>((done, fail) => {
      const req = httpRequest({ port, host: '127.0.0.1', method: 'POST', path: `/v2/users?api_key=${apiKey}`, headers: { 'content-type': 'application/json' } }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => done({ status: res.statusCode!, body }));
      });
      req.on('error', fail);
      req.end('x'.repeat(MAX_REQUEST_BYTES + 1));
    });

    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ error: 'input_error', message: 'request body must be at most 10 MB' });
  });
});

/**
 * `npm start` as a child process on a port of its own; resolves once it listens. A port chosen free
 * can be taken by another suite before the server binds it, so a start refused for that alone is
 * tried again on another port.
 */
async function startServer(env: (base: string) => Record<string, string>): Promise<{ child: ChildProcess; output: () => string; base: string }> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    try {
      return { ...(await spawnServer({ PORT: String(port), ...env(base) })), base };
    } catch (error) {
      if (attempt === 3 || !/Port \d+ is in use/.test(String(error))) throw error;
    }
  }
}

async function spawnServer(env: Record<string, string>): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'local/server.ts'], {
    cwd: ROOT,
    env: { ...process.env, POWERTOOLS_LOG_LEVEL: 'SILENT', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  await new Promise<void>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`server did not start: ${output}`)), 60_000);
    child.stdout!.on('data', () => output.includes('listening on') && (clearTimeout(timer), done()));
    child.once('exit', (code) => (clearTimeout(timer), fail(new Error(`server exited with ${code}: ${output}`))));
  });
  return { child, output: () => output };
}

/**
 * A local server whose links and upload URLs point at itself, with its own files directory, once
 * its banner is out: its admin token, the operator headers and a client made through it.
 */
async function operatorServer(dataDir: string) {
  const { child, output, base } = await startServer((self) => ({ DATA_DIR: dataDir, JOBS_EVERY_SECONDS: '0', PUBLIC_BASE_URL: self, LOCAL_FILES_DIR: '' }));
  for (let waited = 0; waited < 5_000 && !output().includes('try: curl'); waited += 50) await new Promise((resolveWait) => setTimeout(resolveWait, 50));
  const token = /admin token:\s+(\S+)/.exec(output())![1]!;
  const admin = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const client: any = await (await fetch(`${base}/admin/v1/clients`, { method: 'POST', headers: admin, body: JSON.stringify({ name: 'Operator walk' }) })).json();
  return { child, base, token, admin, client, output };
}

const exited = (child: ChildProcess) => new Promise((done) => (child.exitCode !== null ? done(child.exitCode) : child.once('exit', done)));

describe('npm start and DynamoDB Local', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'rewards-server-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('runs the scheduled jobs itself, so a member deletion completes within seconds as the schedule completes it in AWS', async () => {
    const { child, output, base } = await startServer(() => ({ DATA_DIR: dataDir, JOBS_EVERY_SECONDS: '1' }));
    try {
      for (let waited = 0; waited < 5_000 && !output().includes('try: curl'); waited += 50) await new Promise((resolveWait) => setTimeout(resolveWait, 50));
      const apiKey = /demo api_key:\s+(\S+)/.exec(output())![1]!;
      const created: any = await (
        await fetch(`${base}/v2/users?api_key=${apiKey}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ first_name: 'Local', last_name: 'Leaver', email_address: 'local-leaver@example.com', date_of_birth: 631152000, postal_code: '10001' }),
        })
      ).json();
      const queued = await (await fetch(`${base}/v2/users/${created.id}?api_key=${apiKey}`, { method: 'DELETE' })).json();
      expect(queued).toEqual({ user_id: created.id, status: 'Queued' });

      let status = 'Deletion_initiated';
      for (let waited = 0; waited < 20_000 && status !== 'Deletion_completed'; waited += 250) {
        await new Promise((resolveWait) => setTimeout(resolveWait, 250));
        status = ((await (await fetch(`${base}/v2/users/delete/${created.id}?api_key=${apiKey}`)).json()) as { status: string }).status;
      }
      expect(status).toBe('Deletion_completed');
      expect(output()).toContain('jobs:           every 1 s');
    } finally {
      child.kill('SIGTERM');
      await exited(child);
    }
  }, 60_000);

  it('signs in the owner its banner shows and answers a token the operator routes take, and the same sign-in works after a restart', async () => {
    const signIn = async (base: string, output: string) => {
      const [, email, password] = /operator:\s+(\S+) \/ (\S+)/.exec(output) ?? [];
      const answer = await fetch(`${base}/local/auth/sign-in`, { method: 'POST', body: JSON.stringify({ email, password }) });
      return { status: answer.status, body: (await answer.json()) as any, password };
    };
    const first = await operatorServer(dataDir);
    let password: string | undefined;
    try {
      const signedIn = await signIn(first.base, first.output());
      password = signedIn.password;
      const settings = await fetch(`${first.base}/admin/v1/clients/${first.client.client_id}/settings`, { headers: { authorization: `Bearer ${signedIn.body.access_token}` } });
      const forged = await fetch(`${first.base}/admin/v1/clients/${first.client.client_id}/settings`, { headers: { authorization: `Bearer ${signedIn.body.access_token}x` } });

      expect(signedIn).toMatchObject({ status: 200, body: { token_type: 'Bearer', role: 'owner' } });
      expect(settings.status).toBe(200);
      expect(forged.status).toBe(401);
    } finally {
      first.child.kill('SIGTERM');
      await exited(first.child);
    }
    const second = await operatorServer(dataDir);
    try {
      const again = await signIn(second.base, second.output());

      expect(again).toMatchObject({ status: 200, password });
    } finally {
      second.child.kill('SIGTERM');
      await exited(second.child);
    }
  }, 90_000);

  it('stops DynamoDB Local when the server is killed with kill -9, which no exit handler sees', async () => {
    const { child } = await startServer(() => ({ DATA_DIR: dataDir }));
    const javaPid = Number(readFileSync(pidFile(join(dataDir, 'dynamodb')), 'utf8'));
    expect(alive(javaPid)).toBe(true);

    child.kill('SIGKILL');
    await exited(child);

    expect(await gone(javaPid, 5_000)).toBe(true);
  });

  it('stops a DynamoDB Local left running on the data directory before starting its own, and its own at exit', async () => {
    const stale = await startDynamoLocal({ dataDir: join(dataDir, 'dynamodb') });
    const stalePid = Number(readFileSync(pidFile(join(dataDir, 'dynamodb')), 'utf8'));

    const { child } = await startServer(() => ({ DATA_DIR: dataDir }));
    const ownPid = Number(readFileSync(pidFile(join(dataDir, 'dynamodb')), 'utf8'));
    const staleStopped = !alive(stalePid);
    child.kill('SIGTERM');
    await exited(child);

    expect(staleStopped).toBe(true);
    expect(ownPid).not.toBe(stalePid);
    expect(await gone(ownPid, 5_000)).toBe(true);
    await stale.stop();
  });

  it('says in one sentence, without a stack trace, that Java is missing', async () => {
    // A PATH holding node alone (node's own directory may hold java too, as /usr/bin does).
    const bin = mkdtempSync(join(tmpdir(), 'rewards-nojava-'));
    symlinkSync(process.execPath, join(bin, 'node'));
    const withoutJava = { ...process.env, PATH: bin };

    const run = spawnSync(process.execPath, ['--import', 'tsx', 'local/server.ts'], { cwd: ROOT, env: { ...withoutJava, IN_MEMORY: '1' }, encoding: 'utf8', timeout: 60_000 });

    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(JAVA_REQUIRED);
    expect(() => requireJava(withoutJava)).toThrow(JAVA_REQUIRED);
    rmSync(bin, { recursive: true, force: true });
  });
});

/** The tests that need only a running server share one (each with a program of its own): a start is Java's and the SDK's seconds. */
describe('npm start and DynamoDB Local, one running server', () => {
  let sharedDir: string;
  let server: Awaited<ReturnType<typeof operatorServer>>;
  beforeAll(async () => {
    sharedDir = mkdtempSync(join(tmpdir(), 'rewards-server-'));
    server = await operatorServer(sharedDir);
  }, 90_000);
  afterAll(async () => {
    server.child.kill('SIGTERM');
    await exited(server.child);
    rmSync(sharedDir, { recursive: true, force: true });
  });
  const newProgram = async (name: string): Promise<any> =>
    (await fetch(`${server.base}/admin/v1/clients`, { method: 'POST', headers: server.admin, body: JSON.stringify({ name }) })).json();

  it('receives an import file PUT to the upload URL its import answered and runs the import, as the bucket event starts it in AWS', async () => {
    const { base, admin } = server;
    const client = await newProgram('Import upload');
    const created: any = await (
      await fetch(`${base}/admin/v1/clients/${client.client_id}/imports`, { method: 'POST', headers: admin, body: JSON.stringify({ kind: 'reward_codes', format: 'csv' }) })
    ).json();

    const put = await fetch(created.upload.url, { method: 'PUT', body: 'reward_id,code\n424242,LOCAL-1\n' });
    let imported: any = created;
    for (let waited = 0; waited < 20_000 && ['awaiting_upload', 'validating', 'running'].includes(imported.status); waited += 250) {
      await new Promise((resolveWait) => setTimeout(resolveWait, 250));
      imported = await (await fetch(`${base}/admin/v1/clients/${client.client_id}/imports/${created.import_id}`, { headers: admin })).json();
    }

    expect(created.upload.url.startsWith(`${base}/local/files/imports/${client.client_id}/${created.import_id}/file?`)).toBe(true);
    expect(put.status).toBe(200);
    expect(imported).toMatchObject({ status: 'completed_with_errors', rows_total: 1, rows_done: 0, rows_failed: 1 });
    expect(existsSync(join(sharedDir, 'files', 'imports', client.client_id, created.import_id, 'file'))).toBe(true);
    expect((await fetch(created.upload.url.replace(/signature=[^&]+/, 'signature=forged'), { method: 'PUT', body: 'x' })).status).toBe(403);
  }, 60_000);

  it('npm run import imports a file through the local server, writes its error lines beside it, and run again follows the same import', async () => {
    const { base, token } = server;
    const client = await newProgram('CLI');
    const file = join(mkdtempSync(join(sharedDir, 'cli-')), 'codes.csv');
    writeFileSync(file, 'reward_id,code\n424242,CLI-1\n424242,CLI-2\n');
    const runImport = (...extra: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'scripts/import.ts', '--client', client.client_id, '--kind', 'reward_codes', ...extra, file], {
        cwd: ROOT,
        env: { ...process.env, ADMIN_TOKEN: token, REWARDS_API_URL: base },
        encoding: 'utf8',
        timeout: 60_000,
      });

    const first = runImport();
    const again = runImport();

    expect(first.status).toBe(0);
    const importId = /import (imp_\S+) created/.exec(first.stdout)![1]!;
    expect(first.stdout).toContain(`import ${importId}: completed_with_errors; 0 rows written, 0 skipped (imported before), 2 refused`);
    expect(readFileSync(`${file}.errors.csv`, 'utf8')).toBe('line,field,code,message\r\n2,,not_found,reward does not exist\r\n3,,not_found,reward does not exist\r\n');
    expect(JSON.parse(readFileSync(`${file}.import.json`, 'utf8'))).toMatchObject({ client_id: client.client_id, import_id: importId });
    expect(again.status).toBe(0);
    expect(again.stdout).toContain(`following import ${importId} (completed_with_errors)`);
    expect(again.stdout).not.toContain('created');
  }, 120_000);

  it('npm run export starts an export on the local server, follows it to the end and downloads its gzip file', async () => {
    const { base, token } = server;
    const client = await newProgram('CLI');
    const members: any[] = [];
    for (const name of ['Ada', 'Grace']) {
      const body = { first_name: name, last_name: 'Export', date_of_birth: 631152000, postal_code: '10001', email_address: `${name.toLowerCase()}-${Date.now()}@example.com` };
      members.push(await (await fetch(`${base}/v2/users?api_key=${client.api_key}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json());
    }
    const out = join(mkdtempSync(join(sharedDir, 'cli-')), 'members.ndjson.gz');

    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/export.ts', '--client', client.client_id, '--kind', 'members', '--format', 'ndjson', '--out', out], {
      cwd: ROOT,
      env: { ...process.env, ADMIN_TOKEN: token, REWARDS_API_URL: base, EXPORT_POLL_MS: '200' },
      encoding: 'utf8',
      timeout: 60_000,
    });

    // An export that ended failed says why in the CLI's output: the failure carries it.
    if (run.status !== 0) throw new Error(`npm run export exited with ${run.status}:\n${run.stdout}${run.stderr}`);
    const exportId = /export (exp_\S+) created/.exec(run.stdout)![1]!;
    expect(run.stdout).toContain(`export ${exportId}: completed; 2 rows`);
    const rows = gunzipSync(readFileSync(out)).toString('utf8').trim().split('\n').map((line) => JSON.parse(line));
    expect(rows.map((row) => row.user_id).sort()).toEqual(members.map((member) => member.id).sort());
    expect(rows[0]).toMatchObject({ last_name: 'Export', total_points: 0 });
  }, 120_000);

  it('delivers webhooks from the table stream, as the stream consumer does in AWS', async () => {
    const received: any[] = [];
    const receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        received.push({ id: req.headers['webhook-id'], signature: req.headers['webhook-signature'], body: JSON.parse(body) });
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((done) => receiver.listen(0, '127.0.0.1', done));
    const { base, admin: asOperator } = server;
    const client = await newProgram('Hooked');
    try {
      const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
      const hook = await fetch(`${base}/admin/v1/clients/${client.client_id}/webhooks`, { method: 'POST', headers: asOperator, body: JSON.stringify({ url, events: ['user.created'] }) });
      expect(hook.status).toBe(201);
      const member: any = await (
        await fetch(`${base}/v2/users?api_key=${client.api_key}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ first_name: 'Hooked', last_name: 'Member', email_address: 'hooked@example.com', date_of_birth: 631152000, postal_code: '10001' }),
        })
      ).json();

      for (let waited = 0; waited < 10_000 && received.length === 0; waited += 100) await new Promise((resolveWait) => setTimeout(resolveWait, 100));
      expect(received).toEqual([{ id: expect.stringMatching(/^evt_/), signature: expect.stringMatching(/^v1,/), body: expect.objectContaining({ type: 'user.created', client_id: client.client_id, data: { user_id: member.id } }) }]);
    } finally {
      receiver.closeAllConnections();
      receiver.close();
    }
  }, 60_000);
});
