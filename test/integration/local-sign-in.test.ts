import { jest } from '@jest/globals';
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dispatch } from '../../local/dispatch.js';
import { createLocalHttpServer } from '../../local/http-server.js';
import { LOCAL_SIGN_IN_PATH, localSignIn } from '../../local/operator-sign-in.js';
import { PASSWORD_CHECK_CHANNEL } from '../../shared/support/passwords.js';
import { ADMIN_HEADERS, call, unique } from '../../local/walks/api.js';
import { signIn } from '../../local/walks/operators.js';

/**
 * The local sign-in under hostile input: a body held to 10 KB by the bytes that arrive, the same
 * password work for an address with or without an account, a first password held to the user
 * pool's policy, and a client gone mid-body logged in one line.
 */


async function invite(role = 'viewer'): Promise<{ email: string; temporaryPassword: string; operatorId: string }> {
  const email = `${unique('signin')}@operators.example.com`;
  const invited = await call('POST', '/admin/v1/operators', { headers: ADMIN_HEADERS, body: { email, role } });
  expect(invited.status).toBe(201);
  return { email, temporaryPassword: invited.body.temporary_password, operatorId: invited.body.operator_id };
}

/** The local server's HTTP side with the sign-in, on a free port. */
async function startServer(): Promise<{ server: Server; port: number }> {
  const server = createLocalHttpServer(dispatch, localSignIn());
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { server, port: (server.address() as AddressInfo).port };
}

const stopServer = (server: Server) => {
  server.closeAllConnections();
  return new Promise<void>((done) => server.close(() => done()));
};

describe('local sign-in', () => {
  let server: Server;
  let port: number;

  beforeAll(async () => {
    ({ server, port } = await startServer());
  });

  afterAll(() => stopServer(server));

  afterEach(() => jest.restoreAllMocks());

  it('answers a chunked body over 10 KB with 413 and stops reading it: of 128 MB offered, a small part is ever sent', async () => {
    const offered = 128 * 1024 * 1024;
    const chunk = Buffer.alloc(64 * 1024, 'x');

    const { status, body, sent } = await new Promise<{ status: number; body: string; sent: number }>((done, fail) => {
      let sent = 0;
      let answered = false;
      const req = httpRequest({ port, host: '127.0.0.1', method: 'POST', path: LOCAL_SIGN_IN_PATH, headers: { 'transfer-encoding': 'chunked' } }, (res) => {
        answered = true;
        let text = '';
        res.on('data', (part) => (text += part));
        res.on('end', () => done({ status: res.statusCode ?? 0, body: text, sent }));
      });
      // The server closes the connection once it has answered: a write after that may fail.
      req.on('error', (error) => (answered ? undefined : fail(error)));
      const write = () => {
        while (!answered && sent < offered) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once('drain', write);
        }
        if (!answered) req.end();
      };
      write();
    });

    expect(status).toBe(413);
    expect(JSON.parse(body)).toEqual({ error: 'input_error', message: 'the body must be at most 10 KB' });
    expect(sent).toBeLessThan(32 * 1024 * 1024);
  });

  it('checks a password hash for an unknown address, a disabled account and a known one alike, and refuses each in the same words', async () => {
    const disabled = await invite();
    expect((await call('POST', `/admin/v1/operators/${disabled.operatorId}/disable`, { headers: ADMIN_HEADERS })).status).toBe(200);
    const known = await invite();
    const checks: Array<{ N: number }> = [];
    const onCheck = (message: unknown) => void checks.push(message as { N: number });
    subscribe(PASSWORD_CHECK_CHANNEL, onCheck);

    const answers = [];
    try {
      answers.push(await signIn({ email: `${unique('nobody')}@operators.example.com`, password: 'Not-the-password-1' }));
      answers.push(await signIn({ email: disabled.email, password: disabled.temporaryPassword }));
      answers.push(await signIn({ email: known.email, password: 'Not-the-password-1' }));
    } finally {
      unsubscribe(PASSWORD_CHECK_CHANNEL, onCheck);
    }

    expect(checks).toEqual([{ N: 16_384, r: 8, p: 1 }, { N: 16_384, r: 8, p: 1 }, { N: 16_384, r: 8, p: 1 }]);
    for (const answer of answers) expect(answer).toEqual({ status: 401, body: { error: 'unauthorized', message: 'e-mail address or password not recognised' } });
  });

  it("refuses a weak first password with 400 naming new_password, and the account stays invited until a password the pool's policy takes", async () => {
    const { email, temporaryPassword } = await invite();
    const weak = ['            ', 'aaaaaaaaaaaa', temporaryPassword, 'Password123!', 'Sh0rt!Pass'];

    const refusals = [];
    for (const newPassword of weak) refusals.push(await signIn({ email, password: temporaryPassword, new_password: newPassword }));
    const stillInvited = await signIn({ email, password: temporaryPassword });
    const accepted = await signIn({ email, password: temporaryPassword, new_password: 'Harbour-lights 42' });

    for (const refusal of refusals) expect(refusal).toMatchObject({ status: 400, body: { error: 'input_error', message: expect.stringMatching(/^new_password: /) } });
    expect(refusals[0]?.body.message).toBe('new_password: must have a lower-case letter, an upper-case letter, a digit and a symbol such as ! # or -');
    expect(refusals[3]?.body.message).toBe('new_password: is a commonly used password; choose one that is harder to guess');
    expect(refusals[4]?.body.message).toBe('new_password: must have at least 12 characters');
    expect(stillInvited).toMatchObject({ status: 403, body: { error: 'forbidden' } });
    expect(accepted).toMatchObject({ status: 200, body: { email } });
  });

  it.each([
    ['the sign-in', LOCAL_SIGN_IN_PATH],
    ['a route', '/v2/users?api_key=rk_unknown'],
  ])('logs a client that closes the connection mid-body to %s as one line, without a stack', async (_what, path) => {
    const warned = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const failed = jest.spyOn(console, 'error').mockImplementation(() => {});

    const req = httpRequest({ port, host: '127.0.0.1', method: 'POST', path, headers: { 'content-length': '1000' } });
    req.on('error', () => {});
    req.write('{"email": "some');
    await new Promise((done) => setTimeout(done, 100));
    req.destroy();
    for (let wait = 0; wait < 50 && warned.mock.calls.length === 0; wait++) await new Promise((done) => setTimeout(done, 20));

    expect(warned.mock.calls).toEqual([['POST request abandoned: the client closed the connection before its body arrived']]);
    expect(failed).not.toHaveBeenCalled();
  });
});
