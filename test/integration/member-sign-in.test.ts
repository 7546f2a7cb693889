import { advanceClock, freezeClock, resetClock } from '../../shared/support/clock.js';
import { call, newClient, newMember, unique } from '../../local/walks/api.js';
import { MEMBER_FAILURES_BEFORE_LOCK, SIGN_IN_WINDOW_SECONDS, SOURCE_FAILURES_BEFORE_REFUSAL } from '../../shared/member-tokens/sign-in-guard.js';

/** A member's own sign-in with its password (POST /v2/users/sign_in): no api_key, the body names the program. */

const PASSWORD = 'correct horse battery';
const REFUSED = { error: 'unauthorized', message: 'program, member or password not recognised' };

/** A source address no other request of this run used, so one test's failures never throttle another's. */
let sources = 0;
const newSource = () => `198.51.${100 + Math.floor(sources / 250)}.${(sources++ % 250) + 1}`;

const signIn = (body: Record<string, unknown>, sourceIp: string) => call('POST', '/v2/users/sign_in', { body, sourceIp });

describe('member password sign-in', () => {
  let clientId: string;
  let apiKey: string;
  beforeAll(async () => {
    ({ clientId, apiKey } = await newClient());
  });
  afterEach(() => resetClock());

  it('answers a token for the right password, by any id type, which opens the member', async () => {
    const member = await newMember(apiKey, { password: PASSWORD, username: unique('pw') });
    const source = newSource();
    const byEmail = await signIn({ client_id: clientId, id_type: 'email', user_id: member.email_address, password: PASSWORD }, source);
    expect(byEmail.status).toBe(200);
    expect(byEmail.body).toEqual({ token: expect.stringMatching(/^mt1\./), key: expect.stringMatching(/^mk_/), expires_at: expect.any(Number), user_id: String(member.id) });
    const byId = await signIn({ client_id: clientId, user_id: member.id, password: PASSWORD }, source);
    expect(byId.status).toBe(200);
    const own = await call('GET', `/v2/users/${member.id}/points`, { headers: { 'x-ct-user-token': byId.body.token, 'x-ct-is-end-user': '1' } });
    expect(own.status).toBe(200);
  });

  it('refuses a wrong password, an unknown member or program, and a member without a password, in the same words', async () => {
    const member = await newMember(apiKey, { password: PASSWORD });
    const withoutPassword = await newMember(apiKey);
    const source = newSource();
    const attempts = [
      { client_id: clientId, user_id: member.id, password: 'not the password' },
      { client_id: clientId, user_id: 999_999_999, password: PASSWORD },
      { client_id: 'no-such-program', user_id: member.id, password: PASSWORD },
      { client_id: clientId, user_id: withoutPassword.id, password: PASSWORD },
    ];
    for (const body of attempts) {
      const answer = await signIn(body, source);
      expect({ status: answer.status, body: answer.body }).toEqual({ status: 401, body: REFUSED });
    }
  });

  it("refuses another program's member with its right password: the program named is the one searched", async () => {
    const other = await newClient();
    const member = await newMember(other.apiKey, { password: PASSWORD });
    const crossed = await signIn({ client_id: clientId, id_type: 'email', user_id: member.email_address, password: PASSWORD }, newSource());
    expect({ status: crossed.status, body: crossed.body }).toEqual({ status: 401, body: REFUSED });
    expect((await signIn({ client_id: other.clientId, id_type: 'email', user_id: member.email_address, password: PASSWORD }, newSource())).status).toBe(200);
  });

  it('refuses a body missing its password or naming a field it does not take, naming the field', async () => {
    const missing = await signIn({ client_id: clientId, user_id: 1 }, newSource());
    expect(missing.body).toEqual({ error: 'input_error', message: 'password: Invalid input: expected string, received undefined' });
    const extra = await signIn({ client_id: clientId, user_id: 1, password: 'x', api_key: 'k' }, newSource());
    expect(extra.body.message).toBe('api_key: is not a field this request takes');
  });

  it(`locks a member's password sign-in after ${MEMBER_FAILURES_BEFORE_LOCK} failures, from any source, even for the right password, until the lock ends`, async () => {
    const member = await newMember(apiKey, { password: PASSWORD });
    freezeClock();
    for (let attempt = 0; attempt < MEMBER_FAILURES_BEFORE_LOCK; attempt++) {
      expect((await signIn({ client_id: clientId, user_id: member.id, password: `guess ${attempt}` }, newSource())).status).toBe(401);
    }
    const locked = await signIn({ client_id: clientId, user_id: member.id, password: PASSWORD }, newSource());
    expect(locked.status).toBe(429);
    expect(locked.body.error).toBe('rate_limited');
    expect(Number(locked.headers['retry-after'])).toBe(SIGN_IN_WINDOW_SECONDS);
    // The program can still sign its member in: the lock holds the password only.
    expect((await call('POST', `/v2/users/${member.id}/tokens`, { query: { api_key: apiKey } })).status).toBe(201);
    advanceClock(SIGN_IN_WINDOW_SECONDS);
    expect((await signIn({ client_id: clientId, user_id: member.id, password: PASSWORD }, newSource())).status).toBe(200);
  });

  it(`counts failures sent at the same moment: ${MEMBER_FAILURES_BEFORE_LOCK} in parallel lock the member`, async () => {
    const member = await newMember(apiKey, { password: PASSWORD });
    freezeClock();
    const answers = await Promise.all(
      Array.from({ length: MEMBER_FAILURES_BEFORE_LOCK }, (_, attempt) => signIn({ client_id: clientId, user_id: member.id, password: `guess ${attempt}` }, newSource())),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(MEMBER_FAILURES_BEFORE_LOCK).fill(401));
    expect((await signIn({ client_id: clientId, user_id: member.id, password: PASSWORD }, newSource())).status).toBe(429);
  });

  it('a right password clears the failures before the lock: four failures, a success, four more do not lock', async () => {
    const member = await newMember(apiKey, { password: PASSWORD });
    freezeClock();
    const source = newSource();
    for (const round of [1, 2]) {
      for (let attempt = 0; attempt < MEMBER_FAILURES_BEFORE_LOCK - 1; attempt++) {
        expect((await signIn({ client_id: clientId, user_id: member.id, password: `guess ${round}.${attempt}` }, source)).status).toBe(401);
      }
      expect((await signIn({ client_id: clientId, user_id: member.id, password: PASSWORD }, source)).status).toBe(200);
    }
  });

  it(`refuses a source after ${SOURCE_FAILURES_BEFORE_REFUSAL} failures in a window, whichever members it tries, and not another source`, async () => {
    const member = await newMember(apiKey, { password: PASSWORD });
    freezeClock();
    const source = newSource();
    for (let attempt = 0; attempt < SOURCE_FAILURES_BEFORE_REFUSAL; attempt++) {
      expect((await signIn({ client_id: clientId, user_id: 900_000_000 + attempt, password: 'guess' }, source)).status).toBe(401);
    }
    const refused = await signIn({ client_id: clientId, user_id: member.id, password: PASSWORD }, source);
    expect(refused.status).toBe(429);
    expect((await signIn({ client_id: clientId, user_id: member.id, password: PASSWORD }, '203.0.113.9')).status).toBe(200);
  });
});
