import { createHash, createHmac } from 'node:crypto';
import { advanceClock, freezeClock, resetClock } from '../../shared/support/clock.js';
import { ADMIN_HEADERS, call, dispatchChecked, newClient, newMember } from '../../local/walks/api.js';

/** The hosted API's signing scheme ("HMAC Authentication"), written here from its documentation. */
function sign(secret: string, parts: { method: string; body: string; contentType: string; timestamp: string; uri: string }): string {
  const withBody = parts.method !== 'GET' && parts.method !== 'DELETE';
  const lines = [parts.method, withBody ? createHash('md5').update(parts.body).digest('hex') : '', withBody ? parts.contentType : '', parts.timestamp, parts.uri];
  return Buffer.from(createHmac('sha256', secret).update(lines.join('\n')).digest('hex')).toString('base64');
}

/** A member's own call, as the hosted page "Making API Requests with User Token" shows it. */
const asMember = (token: string, extra: Record<string, string> = {}) => ({ headers: { 'x-ct-user-token': token, 'x-ct-is-end-user': '1', ...extra } });

async function issue(apiKey: string, userId: string | number, query: Record<string, string> = {}) {
  return call('POST', `/v2/users/${encodeURIComponent(String(userId))}/tokens`, { query: { api_key: apiKey, ...query } });
}

describe('member tokens issued server to server (POST /v2/users/{user_id}/tokens)', () => {
  let apiKey: string;
  let ada: any;
  let bob: any;
  beforeAll(async () => {
    ({ apiKey } = await newClient({ member_token_days: 7 }));
    ada = await newMember(apiKey, { username: `ada${Date.now()}`, third_party_id: `tp-ada-${Date.now()}` });
    bob = await newMember(apiKey, { username: `bob${Date.now()}`, third_party_id: `tp-bob-${Date.now()}` });
  });

  it("answers 201 with the token, its key, its expiry (the program's member_token_days) and the member's id, by any id type", async () => {
    const before = Math.floor(Date.now() / 1000);
    const byEmail = await issue(apiKey, ada.email_address, { id_type: 'email' });
    expect(byEmail.status).toBe(201);
    expect(byEmail.body).toEqual({ token: expect.stringMatching(/^mt1\./), key: expect.stringMatching(/^mk_/), expires_at: expect.any(Number), user_id: String(ada.id) });
    expect(byEmail.body.expires_at - before).toBeGreaterThanOrEqual(7 * 86_400 - 1);
    expect(byEmail.body.expires_at - before).toBeLessThanOrEqual(7 * 86_400 + 5);
    const byThirdParty = await issue(apiKey, ada.third_party_id, { id_type: 'third_party_id', lifetime_days: '183' });
    expect(byThirdParty.status).toBe(201);
    expect(byThirdParty.body.token).not.toBe(byEmail.body.token);
    expect(byThirdParty.body.expires_at - before).toBeGreaterThanOrEqual(183 * 86_400 - 1);
  });

  it('refuses a lifetime over six months, naming the field, and an unknown member with 404', async () => {
    const tooLong = await issue(apiKey, ada.id, { lifetime_days: '184' });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toEqual({ error: 'param_error', message: 'lifetime_days: must be at most 183 days (six months)' });
    const unknown = await issue(apiKey, 999_999_999);
    expect(unknown.status).toBe(404);
  });

  it("opens the member's own data with no api_key, and nothing of another member's by any id type", async () => {
    const { body: minted } = await issue(apiKey, ada.id);
    const own = await call('GET', `/v2/users/${ada.id}`, asMember(minted.token));
    expect(own.status).toBe(200);
    expect(own.body.id).toBe(ada.id);
    const points = await call('GET', `/v2/users/${ada.email_address}/points`, { query: { id_type: 'email' }, ...asMember(minted.token) });
    expect(points.status).toBe(200);
    for (const [idType, userId] of [['id', bob.id], ['email', bob.email_address], ['username', bob.username], ['third_party_id', bob.third_party_id]]) {
      const other = await call('GET', `/v2/users/${encodeURIComponent(String(userId))}`, { query: { id_type: String(idType) }, ...asMember(minted.token) });
      expect({ idType, status: other.status, body: other.body }).toEqual({ idType, status: 403, body: { error: 'forbidden', message: "a member token opens only its own member's data" } });
    }
    // A member that does not exist is refused the same way: a token cannot tell which members exist.
    const nobody = await call('GET', '/v2/users/nobody@example.com', { query: { id_type: 'email' }, ...asMember(minted.token) });
    expect(nobody.status).toBe(403);
  });

  it("reads the program's catalogue, and is refused 403 on the program's own routes and the operator API", async () => {
    const { body: minted } = await issue(apiKey, ada.id);
    expect((await call('GET', '/v2/rewards', asMember(minted.token))).status).toBe(200);
    const activities = await call('GET', '/v2/activities', asMember(minted.token));
    expect({ status: activities.status, body: activities.body }).toEqual({ status: 404, body: { error: 'no data', message: 'no activities available' } });
    const credit = await call('POST', `/v2/users/${ada.id}/activities`, { body: { activity_id: '1' }, ...asMember(minted.token) });
    expect(credit.status).toBe(403);
    expect(credit.body).toEqual({ error: 'forbidden', message: 'a member token may not call CreditUserActivity' });
    const create = await call('POST', '/v2/users', { body: { email_address: 'x@example.com' }, ...asMember(minted.token) });
    expect(create.status).toBe(403);
    const operator = await call('GET', '/admin/v1/clients', asMember(minted.token));
    expect(operator.body).toEqual({ error: 'forbidden', message: 'a member token may not call operator routes' });
  });

  it('refuses a token sent with an api_key, a token it never issued, and an end-user flag other than 1', async () => {
    const { body: minted } = await issue(apiKey, ada.id);
    const both = await call('GET', `/v2/users/${ada.id}`, { query: { api_key: apiKey }, ...asMember(minted.token) });
    expect(both.body).toEqual({ error: 'invalid_auth', message: 'a call carries either a member token or an api_key, not both' });
    const forged = minted.token.replace(/.$/, (last: string) => (last === 'A' ? 'B' : 'A'));
    const refused = await call('GET', `/v2/users/${ada.id}`, asMember(forged));
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ error: 'unauthorized', message: 'invalid member token' });
    const flag = await call('GET', `/v2/users/${ada.id}`, asMember(minted.token, { 'x-ct-is-end-user': '0' }));
    expect(flag.status).toBe(400);
  });
});

describe('signing out everywhere and expiry', () => {
  afterEach(() => resetClock());

  it('a sign-out (by the member itself) refuses every token the member holds from the next call, and a token issued after it works', async () => {
    const { apiKey } = await newClient();
    const member = await newMember(apiKey);
    const first = (await issue(apiKey, member.id)).body.token;
    const second = (await issue(apiKey, member.id)).body.token;
    expect((await call('GET', `/v2/users/${member.id}/points`, asMember(second))).status).toBe(200);
    const signOut = await call('DELETE', `/v2/users/${member.id}/tokens`, asMember(first));
    expect(signOut.status).toBe(204);
    for (const token of [first, second]) {
      const after = await call('GET', `/v2/users/${member.id}/points`, asMember(token));
      expect(after.status).toBe(401);
      expect(after.body.message).toBe('the member token was revoked: the member signed out everywhere');
    }
    const fresh = (await issue(apiKey, member.id)).body.token;
    expect((await call('GET', `/v2/users/${member.id}/points`, asMember(fresh))).status).toBe(200);
  });

  it("a member's deletion request refuses its tokens at once, on the catalogue too, before the erasure runs", async () => {
    const { apiKey } = await newClient();
    const member = await newMember(apiKey);
    const token = (await issue(apiKey, member.id)).body.token;
    expect((await call('GET', '/v2/rewards', asMember(token))).status).toBe(200);
    expect((await call('DELETE', `/v2/users/${member.id}`, { query: { api_key: apiKey } })).status).toBe(200);
    const catalogue = await call('GET', '/v2/rewards', asMember(token));
    expect({ status: catalogue.status, body: catalogue.body }).toEqual({ status: 401, body: { error: 'unauthorized', message: 'invalid member token' } });
  });

  it('an expired token answers 401', async () => {
    const { apiKey } = await newClient();
    const member = await newMember(apiKey);
    freezeClock();
    const token = (await issue(apiKey, member.id, { lifetime_days: '1' })).body.token;
    advanceClock(86_400 - 1);
    expect((await call('GET', `/v2/users/${member.id}`, asMember(token))).status).toBe(200);
    advanceClock(1);
    const expired = await call('GET', `/v2/users/${member.id}`, asMember(token));
    expect(expired.status).toBe(401);
    expect(expired.body.message).toBe('the member token has expired');
  });
});

describe('a member token has its own rate limit', () => {
  afterEach(() => resetClock());

  it("holds one member to member_rate_limit_per_second without spending the program's limit", async () => {
    const { apiKey } = await newClient({ member_rate_limit_per_second: 3 });
    const member = await newMember(apiKey);
    const token = (await issue(apiKey, member.id)).body.token;
    freezeClock();
    const statuses = [];
    for (let sent = 0; sent < 5; sent++) statuses.push((await call('GET', `/v2/users/${member.id}/points`, asMember(token))).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    // The program's own calls in the same second go on.
    expect((await call('GET', `/v2/users/${member.id}/points`, { query: { api_key: apiKey } })).status).toBe(200);
    advanceClock(1);
    expect((await call('GET', `/v2/users/${member.id}/points`, asMember(token))).status).toBe(200);
  });
});

describe('a program that requires signed requests: member calls signed with the token key (the hosted page "Making API Requests with User Token")', () => {
  it('takes a call signed with the key the token came with, and refuses an unsigned one or one signed with another key', async () => {
    const { apiKey, clientId } = await newClient();
    const member = await newMember(apiKey);
    const minted = (await issue(apiKey, member.id)).body;
    await call('PATCH', `/admin/v1/clients/${clientId}/settings`, { headers: ADMIN_HEADERS, body: { require_signed_requests: true } });
    const path = `/v2/users/${member.id}/activity_history/extended`;
    const signedWith = async (secret: string) => {
      const timestamp = String(Date.now());
      const signature = sign(secret, { method: 'GET', body: '', contentType: '', timestamp, uri: path });
      return dispatchChecked(
        { method: 'GET', path, query: {}, headers: { 'x-ct-authorization': `CTApiV2Auth publickey:${signature}`, 'x-ct-timestamp': timestamp, ...asMember(minted.token).headers } },
        undefined,
      );
    };
    // The spec answers an empty history 404 no data: what the program's own call answers.
    expect((await signedWith(minted.key)).body).toEqual({ error: 'no data', message: 'no activity history' });
    const wrongKey = await signedWith('mk_not-the-key');
    expect(wrongKey.body).toEqual({ error: 'invalid_auth', message: 'invalid request signature' });
    const unsigned = await call('GET', path, asMember(minted.token));
    expect(unsigned.status).toBe(401);
  });
});

describe('the hosted pre-verified sign-in (the hosted page "Obtaining a User Token (Client Owned Registration, Pre-verified Member)")', () => {
  let apiKey: string;
  let member: any;
  beforeAll(async () => {
    ({ apiKey } = await newClient());
    member = await newMember(apiKey, { username: `alice${Date.now()}` });
  });

  it('takes the form body the hosted page sends, by email_address, and the token opens the member', async () => {
    const form = new URLSearchParams({ email_address: member.email_address, redirect: 'google.com', verified: '1' }).toString();
    const signIn = await dispatchChecked(
      { method: 'POST', path: '/http/v2/client-user-auth-sign-in', query: { api_key: apiKey }, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form },
      undefined,
    );
    expect(signIn.status).toBe(200);
    expect(signIn.body.user_id).toBe(String(member.id));
    const history = await call('GET', `/v2/users/${member.id}/activity_history/extended`, asMember(signIn.body.token));
    expect(history.body).toEqual({ error: 'no data', message: 'no activity history' });
  });

  it('takes JSON by username; refuses both or neither field naming them, and an unknown member with 404', async () => {
    const byName = await call('POST', '/http/v2/client-user-auth-sign-in', { query: { api_key: apiKey }, body: { username: member.username, verified: 1 } });
    expect(byName.status).toBe(200);
    const both = await call('POST', '/http/v2/client-user-auth-sign-in', { query: { api_key: apiKey }, body: { username: member.username, email_address: member.email_address } });
    expect(both.body).toEqual({ error: 'input_error', message: 'username: send one, and only one, of username and email_address' });
    const neither = await call('POST', '/http/v2/client-user-auth-sign-in', { query: { api_key: apiKey }, body: { verified: 1 } });
    expect(neither.status).toBe(400);
    const unknown = await call('POST', '/http/v2/client-user-auth-sign-in', { query: { api_key: apiKey }, body: { email_address: 'nobody@example.com' } });
    expect(unknown.status).toBe(404);
  });
});
