import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { startLocalHttpServer } from '../helpers/local-server.js';

/**
 * The typed client as a TypeScript developer meets it: packed with `npm pack` (whose prepack
 * builds dist), installed from the tarball into an empty project with the npm registry at hand,
 * type-checked there against the declarations it ships, and run from a plain ES module against
 * the local server. It is packed from a copy of sdk/typescript without dist, so the build is
 * prepack's own and nothing is written into the working tree.
 */

const ROOT = resolve(new URL('../..', import.meta.url).pathname);
const run = promisify(execFile);
/** The child npm sees its own configuration, not that of an `npm run` this test may run under. */
const childEnv = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.toLowerCase().startsWith('npm_')));
const npm = (cwd: string, ...args: string[]) => run('npm', args, { cwd, env: childEnv, maxBuffer: 16 * 1024 * 1024 });

let work: string;
let consumer: string;
let packed: { filename: string; files: { path: string }[] };
let base: string;
let closeServer: () => Promise<void>;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'rewards-client-'));
  const source = join(work, 'package');
  cpSync(join(ROOT, 'sdk/typescript'), source, { recursive: true, filter: (path) => !/\/(dist|node_modules)$/.test(path) });
  // prepack's tsc and the openapi-fetch types it compiles against come from the repository.
  symlinkSync(join(ROOT, 'node_modules'), join(source, 'node_modules'));
  const { stdout } = await npm(source, 'pack', '--json', '--pack-destination', work);
  [packed] = JSON.parse(stdout.slice(stdout.indexOf('[')));

  consumer = join(work, 'consumer');
  mkdirSync(consumer);
  writeFileSync(join(consumer, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  await npm(consumer, 'install', join(work, packed.filename), '--no-audit', '--no-fund', '--prefer-offline');

  ({ base, close: closeServer } = await startLocalHttpServer());
});
afterAll(async () => {
  await closeServer?.();
  rmSync(work, { recursive: true, force: true });
});

describe('the typed client, packed and installed', () => {
  it('ships its built dist with declarations, and installs openapi-fetch from the registry', () => {
    const installed = JSON.parse(readFileSync(join(consumer, 'node_modules/@rewards-api/client/package.json'), 'utf8'));
    const fetchPackage = JSON.parse(readFileSync(join(consumer, 'node_modules/openapi-fetch/package.json'), 'utf8'));

    expect(packed.files.map((file) => file.path).sort()).toEqual([
      'dist/generated/openapi.d.ts',
      'dist/generated/openapi.js',
      'dist/index.d.ts',
      'dist/index.js',
      'dist/signing.d.ts',
      'dist/signing.js',
      'package.json',
    ]);
    expect(installed.dependencies).toEqual({ 'openapi-fetch': fetchPackage.version });
  });

  it('type-checks a consumer against the shipped declarations, and refuses what the API does not take', async () => {
    writeFileSync(
      join(consumer, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: { target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', lib: ['ES2022', 'DOM'], types: [], strict: true, noEmit: true },
        files: ['consumer.ts'],
      }),
    );
    writeFileSync(
      join(consumer, 'consumer.ts'),
      `import { createRewardsClient, type RewardsClient, type SigningKey } from '@rewards-api/client';

const key: SigningKey = { publicKey: 'pk_x', secret: 'sk_x' };
const signed: RewardsClient = createRewardsClient({ baseUrl: 'http://127.0.0.1:3000', signingKey: key });
const api = createRewardsClient({ baseUrl: 'http://127.0.0.1:3000', apiKey: 'rk_x', apiKeyIn: 'query' });

export async function walk(): Promise<number> {
  const byNumber = await api.GET('/v2/users/{user_id}/points', { params: { path: { user_id: 42 } } });
  const byString = await signed.GET('/v2/users/delete/{user_id}', { params: { path: { user_id: '42' } } });
  const redeemed = await api.POST('/v2/users/{user_id}/redemption', { params: { path: { user_id: 42 } }, body: { reward_id: 'r1', quantity: 1 } });
  if (redeemed.error) return redeemed.error.error === 'insufficient_points' ? 0 : -1;
  // @ts-expect-error a boolean is no user_id
  await api.GET('/v2/users/{user_id}/points', { params: { path: { user_id: true } } });
  // @ts-expect-error no such route
  await api.GET('/v2/members');
  // @ts-expect-error points are a number
  const points: string | undefined = byNumber.data?.total_points;
  return (byNumber.data?.redeemable_points ?? 0) + (byString.data ? 1 : 0) + redeemed.data.ending_balance + Number(points);
}
`,
    );

    const checked = await run(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', consumer]).catch((failure) => failure);

    expect(`${checked.stdout}${checked.stderr ?? ''}`).toBe('');
  });

  it('runs from an ES module against the API: a signed program, a member by numeric user_id', async () => {
    writeFileSync(
      join(consumer, 'walk.mjs'),
      `import * as client from '@rewards-api/client';

const { BASE: baseUrl, ADMIN_TOKEN: operatorToken } = process.env;
const operator = client.createRewardsClient({ baseUrl, operatorToken });
const program = await operator.POST('/admin/v1/clients', { body: { name: 'Packed ' + Date.now(), settings: { require_signed_requests: true } } });
const key = await operator.POST('/admin/v1/clients/{client_id}/signing_keys', { params: { path: { client_id: program.data.client_id } } });
const api = client.createRewardsClient({ baseUrl, signingKey: { publicKey: key.data.public_key, secret: key.data.secret } });
const member = await api.POST('/v2/users', {
  body: { first_name: 'Ada', last_name: 'Byron', date_of_birth: 631152000, email_address: 'packed-' + Date.now() + '@example.com', postal_code: '10001' },
});
const points = await api.GET('/v2/users/{user_id}/points', { params: { path: { user_id: Number(member.data.id) } } });
console.log(JSON.stringify({ exports: Object.keys(client), member: member.response.status, points: points.data }));
`,
    );

    const { stdout } = await run(process.execPath, ['walk.mjs'], { cwd: consumer, env: { ...childEnv, BASE: base } });
    const walked = JSON.parse(stdout);

    expect(walked.exports).toEqual(['OPERATION_ROLES', 'WEBHOOK_EVENT_TYPES', 'createRewardsClient']);
    expect(walked.member).toBe(200);
    expect(walked.points).toMatchObject({ total_points: 0, redeemable_points: 0 });
  });
});
