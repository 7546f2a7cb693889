import { createHash, createHmac, randomBytes } from 'node:crypto';
import { documentClient } from '../../shared/data/client.js';
import { DynamoMeter } from '../../local/dynamo-metrics.js';
import { nowSeconds } from '../../shared/support/clock.js';
import { ADMIN_HEADERS, call, dispatchChecked, newClient, newMember } from '../../local/walks/api.js';

/** The hosted API's signing scheme, written here from its documentation (not the product's helper). */
function sign(secret: string, parts: { method: string; body: string; contentType: string; timestamp: string; uri: string }): string {
  const withBody = parts.method !== 'GET' && parts.method !== 'DELETE';
  const lines = [
    parts.method,
    withBody ? createHash('md5').update(parts.body).digest('hex') : '',
    withBody ? parts.contentType : '',
    parts.timestamp,
    parts.uri,
  ];
  const hexMac = createHmac('sha256', secret).update(lines.join('\n')).digest('hex');
  return Buffer.from(hexMac).toString('base64');
}

interface SignedCall {
  method: string;
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  timestamp?: string;
  key: { public_key: string; secret: string };
  /** Changes what is sent after signing (a tampered request). */
  tamper?: (sent: { body: string | undefined; rawQuery: string }) => void;
}

async function signedCall({ method, path, query = {}, body, timestamp = String(Date.now()), key, tamper }: SignedCall) {
  const rawQuery = new URLSearchParams(query).toString();
  const text = body === undefined ? undefined : JSON.stringify(body);
  const contentType = text === undefined ? '' : 'application/json';
  const signature = sign(key.secret, { method, body: text ?? '', contentType, timestamp, uri: rawQuery ? `${path}?${rawQuery}` : path });
  const sent = { body: text, rawQuery };
  tamper?.(sent);
  const { status, body: answered } = await dispatchChecked(
    {
      method,
      path,
      query: Object.fromEntries(new URLSearchParams(sent.rawQuery)),
      rawQuery: sent.rawQuery,
      headers: {
        ...(contentType ? { 'content-type': contentType } : {}),
        'x-ct-authorization': `CTApiV2Auth ${key.public_key}:${signature}`,
        'x-ct-timestamp': timestamp,
      },
      body: sent.body,
    },
    body,
  );
  return { status, body: answered };
}

const issueKey = async (clientId: string) => (await call('POST', `/admin/v1/clients/${clientId}/signing_keys`, { headers: ADMIN_HEADERS })).body;
const memberBody = (suffix: string) => ({ first_name: 'Signed', last_name: 'Member', date_of_birth: 631152000, email_address: `signed-${suffix}@example.com`, postal_code: '10001' });

describe('X-CT-Authorization: CTApiKey', () => {
  it('authenticates with the api_key in the header as with ?api_key=', async () => {
    const { apiKey } = await newClient();
    const member = await newMember(apiKey);

    const res = await call('GET', `/v2/users/${member.id}`, { headers: { 'x-ct-authorization': `CTApiKey ${apiKey}` } });

    expect(res.status).toBe(200);
    expect(res.body.id).toBe(member.id);
  });

  it('accepts the same key in both places and refuses two different keys with invalid_auth', async () => {
    const { apiKey } = await newClient();
    const other = await newClient();
    const member = await newMember(apiKey);

    const same = await call('GET', `/v2/users/${member.id}`, { query: { api_key: apiKey }, headers: { 'x-ct-authorization': `CTApiKey ${apiKey}` } });
    const different = await call('GET', `/v2/users/${member.id}`, { query: { api_key: other.apiKey }, headers: { 'x-ct-authorization': `CTApiKey ${apiKey}` } });

    expect(same.status).toBe(200);
    expect(different).toMatchObject({ status: 400, body: { error: 'invalid_auth' } });
  });

  it('refuses an unknown scheme or a malformed header with invalid_auth', async () => {
    const { apiKey } = await newClient();
    const member = await newMember(apiKey);

    for (const header of ['Bearer abc', 'CTApiKey', 'CTApiV2Auth nocolon', 'CTApiV2Auth :sig', `CTApiKey ${apiKey} extra`]) {
      const res = await call('GET', `/v2/users/${member.id}`, { headers: { 'x-ct-authorization': header } });
      expect(res).toMatchObject({ status: 400, body: { error: 'invalid_auth' } });
    }
  });
});

describe('signed requests (CTApiV2Auth)', () => {
  it('issues a key pair whose secret is shown once, and authenticates a signed GET and a signed POST', async () => {
    const { clientId, apiKey } = await newClient();
    const member = await newMember(apiKey);
    const key = await issueKey(clientId);

    const read = await signedCall({ method: 'GET', path: `/v2/users/${member.id}`, query: { id_type: 'id' }, key });
    const write = await signedCall({ method: 'POST', path: '/v2/users', body: memberBody(`${Date.now()}a`), key });

    expect(key).toEqual({ public_key: expect.stringMatching(/^pk_/), secret: expect.stringMatching(/^sk_/) });
    expect(read).toMatchObject({ status: 200, body: { id: member.id } });
    expect(write.status).toBe(200);
    expect(write.body.email_address).toMatch(/^signed-/);
  });

  it('takes the timestamp in seconds or milliseconds, within 15 minutes of now', async () => {
    const { clientId, apiKey } = await newClient();
    const member = await newMember(apiKey);
    const key = await issueKey(clientId);
    const path = `/v2/users/${member.id}`;

    const seconds = await signedCall({ method: 'GET', path, key, timestamp: String(nowSeconds()) });
    const nearEdge = await signedCall({ method: 'GET', path, key, timestamp: String((nowSeconds() - 14 * 60) * 1000) });
    const stale = await signedCall({ method: 'GET', path, key, timestamp: String((nowSeconds() - 16 * 60) * 1000) });
    const ahead = await signedCall({ method: 'GET', path, key, timestamp: String(nowSeconds() + 16 * 60) });
    const garbage = await signedCall({ method: 'GET', path, key, timestamp: 'yesterday' });

    expect([seconds.status, nearEdge.status]).toEqual([200, 200]);
    for (const refused of [stale, ahead, garbage]) expect(refused).toMatchObject({ status: 400, body: { error: 'invalid_auth' } });
  });

  it('refuses a request changed after signing (body, query) or signed with another secret', async () => {
    const { clientId, apiKey } = await newClient();
    const member = await newMember(apiKey);
    const key = await issueKey(clientId);

    const body = await signedCall({ method: 'POST', path: '/v2/users', body: memberBody(`${Date.now()}b`), key, tamper: (sent) => (sent.body = sent.body!.replace('Signed', 'Forged')) });
    const query = await signedCall({ method: 'GET', path: `/v2/users/${member.id}`, query: { id_type: 'id' }, key, tamper: (sent) => (sent.rawQuery = 'id_type=email') });
    const wrongSecret = await signedCall({ method: 'GET', path: `/v2/users/${member.id}`, key: { ...key, secret: `${key.secret}x` } });
    const unknownKey = await signedCall({ method: 'GET', path: `/v2/users/${member.id}`, key: { public_key: 'pk_unknown', secret: key.secret } });

    for (const refused of [body, query, wrongSecret, unknownKey]) expect(refused).toMatchObject({ status: 400, body: { error: 'invalid_auth' } });
  });

  it('refuses a signed POST replayed inside the window, and changes nothing', async () => {
    const { clientId } = await newClient();
    const key = await issueKey(clientId);
    const timestamp = String(Date.now());
    const body = memberBody(`${Date.now()}c`);

    const first = await signedCall({ method: 'POST', path: '/v2/users', body, key, timestamp });
    const replay = await signedCall({ method: 'POST', path: '/v2/users', body, key, timestamp });

    expect(first.status).toBe(200);
    expect(replay).toMatchObject({ status: 400, body: { error: 'invalid_auth', message: expect.stringContaining('already received') } });
  });

  it('lets a signed GET be repeated (reads change nothing)', async () => {
    const { clientId, apiKey } = await newClient();
    const member = await newMember(apiKey);
    const key = await issueKey(clientId);
    const timestamp = String(Date.now());

    const statuses = [];
    for (let i = 0; i < 2; i++) statuses.push((await signedCall({ method: 'GET', path: `/v2/users/${member.id}`, key, timestamp })).status);

    expect(statuses).toEqual([200, 200]);
  });

  it('refuses api_key requests of a client that requires signing, and still takes its signed ones', async () => {
    const { clientId, apiKey } = await newClient({ require_signed_requests: true });
    const key = await issueKey(clientId);

    const byQuery = await call('POST', '/v2/users', { query: { api_key: apiKey }, body: memberBody(`${Date.now()}d`) });
    const byHeader = await call('POST', '/v2/users', { headers: { 'x-ct-authorization': `CTApiKey ${apiKey}` }, body: memberBody(`${Date.now()}e`) });
    const signed = await signedCall({ method: 'POST', path: '/v2/users', body: memberBody(`${Date.now()}f`), key });

    expect(byQuery).toMatchObject({ status: 400, body: { error: 'invalid_auth' } });
    expect(byHeader).toMatchObject({ status: 400, body: { error: 'invalid_auth' } });
    expect(signed.status).toBe(200);
  });

  it('refuses a signed request carrying another client\'s api_key', async () => {
    const { clientId, apiKey } = await newClient();
    const other = await newClient();
    const member = await newMember(apiKey);
    const key = await issueKey(clientId);

    const own = await signedCall({ method: 'GET', path: `/v2/users/${member.id}`, query: { api_key: apiKey }, key });
    const foreign = await signedCall({ method: 'GET', path: `/v2/users/${member.id}`, query: { api_key: other.apiKey }, key });

    expect(own.status).toBe(200);
    expect(foreign).toMatchObject({ status: 400, body: { error: 'invalid_auth' } });
  });

  it('stops accepting a revoked key; revoking an unknown key is 404', async () => {
    const { clientId, apiKey } = await newClient();
    const member = await newMember(apiKey);
    const key = await issueKey(clientId);

    const revoked = await call('DELETE', `/admin/v1/clients/${clientId}/signing_keys/${key.public_key}`, { headers: ADMIN_HEADERS });
    const again = await call('DELETE', `/admin/v1/clients/${clientId}/signing_keys/${key.public_key}`, { headers: ADMIN_HEADERS });
    const after = await signedCall({ method: 'GET', path: `/v2/users/${member.id}`, key });

    expect(revoked.status).toBe(204);
    expect(again).toMatchObject({ status: 404, body: { error: 'not_found' } });
    expect(after).toMatchObject({ status: 400, body: { error: 'invalid_auth' } });
  });
});

/**
 * Failed credentials are remembered per container (clients.ts, signing-keys.ts): a flood of the
 * same bad credential costs DynamoDB nothing after its first request, in every form it can take.
 */
describe('a flood of the same failed credential', () => {
  const meter = new DynamoMeter();
  beforeAll(() => meter.attach(documentClient));
  const reads = (cost: { rounds: string[][] }) => cost.rounds.flat().filter((operation) => /^(GetItem|BatchGetItem|Query)$/.test(operation)).length;
  const conditionalWrites = (cost: { rounds: string[][] }) => cost.rounds.flat().filter((operation) => operation === 'PutItem').length;

  it.each([
    ['?api_key=', (key: string) => ({ query: { api_key: key } })],
    ['X-CT-Authorization: CTApiKey', (key: string) => ({ headers: { 'x-ct-authorization': `CTApiKey ${key}` } })],
  ] as const)('reads an unknown key sent as %s once, and answers its next 49 requests invalid_auth without a read', async (_form, send) => {
    const badKey = `rk_${randomBytes(24).toString('base64url')}`;

    meter.reset();
    const first = await call('GET', '/v2/rewards', send(badKey));
    const firstCost = meter.reset();
    const flood = [];
    for (let i = 0; i < 49; i++) flood.push(await call('GET', '/v2/rewards', send(badKey)));
    const floodCost = meter.reset();

    expect(first).toMatchObject({ status: 400, body: { error: 'invalid_auth' } });
    expect(flood.every((res) => res.status === 400 && res.body.error === 'invalid_auth')).toBe(true);
    expect([reads(firstCost), reads(floodCost)]).toEqual([1, 0]);
  });

  it('reads an unknown signing key once, and refuses every replay of a signed write from memory, with no write', async () => {
    const { clientId } = await newClient();
    const key = await issueKey(clientId);
    const timestamp = String(Date.now());
    const body = memberBody(`${Date.now()}g`);

    meter.reset();
    const unknown = [];
    for (let i = 0; i < 20; i++) unknown.push(await signedCall({ method: 'GET', path: '/v2/rewards', key: { public_key: 'pk_never_issued', secret: key.secret } }));
    const unknownCost = meter.reset();
    const first = await signedCall({ method: 'POST', path: '/v2/users', body, key, timestamp });
    meter.reset();
    const replays = [];
    for (let i = 0; i < 20; i++) replays.push(await signedCall({ method: 'POST', path: '/v2/users', body, key, timestamp }));
    const replayCost = meter.reset();

    expect(unknown.every((res) => res.status === 400 && res.body.error === 'invalid_auth')).toBe(true);
    expect(reads(unknownCost)).toBe(1);
    expect(first.status).toBe(200);
    expect(replays.every((res) => res.status === 400 && res.body.error === 'invalid_auth')).toBe(true);
    expect([conditionalWrites(replayCost), reads(replayCost)]).toEqual([0, 0]);
  });
});
