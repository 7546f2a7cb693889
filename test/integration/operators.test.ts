import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { localSignIn, LOCAL_SIGN_IN_PATH } from '../../local/operator-sign-in.js';
import { ADMIN_HEADERS, call, newClient, unique } from '../helpers/api.js';

/**
 * Operator accounts: owners invite operators with a role, list them, change roles, disable and
 * enable them; operators sign in (the local stand-in for the user pool) and act with their role.
 */

const signInHandler = localSignIn();

async function signIn(body: Record<string, unknown>): Promise<{ status: number; body: any }> {
  const payload = Buffer.from(JSON.stringify(body));
  const request = Object.assign(Readable.from([payload]), { headers: { 'content-length': String(payload.length) } }) as unknown as IncomingMessage;
  const answer = await signInHandler('POST', new URL(`http://localhost${LOCAL_SIGN_IN_PATH}`), request);
  return { status: answer?.statusCode ?? 404, body: JSON.parse(answer?.body ?? '{}') };
}

const operators = (method: string, path = '', options: { body?: unknown; query?: Record<string, string>; token?: string } = {}) =>
  call(method, `/admin/v1/operators${path}`, { headers: options.token ? { authorization: `Bearer ${options.token}` } : ADMIN_HEADERS, ...options });

describe('operator accounts', () => {
  it('invites an operator who sets a password at first sign-in and then acts with the role given: a manager sets up a program but manages no operators', async () => {
    const email = `${unique('manager')}@operators.example.com`;
    const { clientId } = await newClient();

    const invited = await operators('POST', '', { body: { email, role: 'manager' } });
    expect(invited).toMatchObject({ status: 201, body: { email, role: 'manager', status: 'invited', invited_by: 'local-admin', temporary_password: expect.any(String) } });
    const first = await signIn({ email, password: invited.body.temporary_password });
    expect(first).toMatchObject({ status: 403, body: { error: 'forbidden', message: expect.stringContaining('new_password') } });
    const wrong = await signIn({ email, password: 'not-the-password' });
    expect(wrong).toMatchObject({ status: 401, body: { error: 'unauthorized' } });

    const signedIn = await signIn({ email, password: invited.body.temporary_password, new_password: 'a long new password' });
    expect(signedIn).toMatchObject({ status: 200, body: { token_type: 'Bearer', role: 'manager', email } });
    const token = signedIn.body.access_token as string;
    const activity = await call('POST', `/admin/v1/clients/${clientId}/activities`, {
      headers: { authorization: `Bearer ${token}` },
      body: { name: unique('bonus'), title: 'Bonus', num_points: 5 },
    });
    const invite = await operators('POST', '', { token, body: { email: `${unique('x')}@operators.example.com`, role: 'owner' } });

    expect(activity.status).toBe(201);
    expect(invite).toMatchObject({ status: 403, body: { error: 'forbidden' } });
    expect(await signIn({ email, password: 'a long new password' })).toMatchObject({ status: 200 });
    const listed = await operators('GET', '', { query: { limit: '100' } });
    expect(listed.body.operators).toContainEqual(expect.objectContaining({ operator_id: invited.body.operator_id, status: 'active', role: 'manager' }));
    expect(JSON.stringify(listed.body)).not.toContain('password');
  });

  it('changes a role, disables an operator (who can no longer sign in) and enables them again; an owner cannot change their own account', async () => {
    const email = `${unique('support')}@operators.example.com`;
    const invited = await operators('POST', '', { body: { email, role: 'support' } });
    const id = invited.body.operator_id as string;
    await signIn({ email, password: invited.body.temporary_password, new_password: 'another long password' });

    const promoted = await operators('PUT', `/${id}/role`, { body: { role: 'viewer' } });
    const disabled = await operators('POST', `/${id}/disable`);
    const refused = await signIn({ email, password: 'another long password' });
    const enabled = await operators('POST', `/${id}/enable`);
    const back = await signIn({ email, password: 'another long password' });

    expect(promoted).toMatchObject({ status: 200, body: { role: 'viewer', status: 'active' } });
    expect(disabled).toMatchObject({ status: 200, body: { status: 'disabled' } });
    expect(refused).toMatchObject({ status: 401, body: { error: 'unauthorized' } });
    expect(enabled).toMatchObject({ status: 200, body: { status: 'active' } });
    expect(back).toMatchObject({ status: 200, body: { role: 'viewer' } });

    const ownerEmail = `${unique('owner')}@operators.example.com`;
    const owner = await operators('POST', '', { body: { email: ownerEmail, role: 'owner' } });
    const ownerToken = (await signIn({ email: ownerEmail, password: owner.body.temporary_password, new_password: 'owner long password' })).body.access_token;
    const self = await operators('POST', `/${owner.body.operator_id}/disable`, { token: ownerToken });
    const other = await operators('PUT', `/${id}/role`, { token: ownerToken, body: { role: 'manager' } });
    expect(self).toMatchObject({ status: 403, body: { error: 'forbidden' } });
    expect(other).toMatchObject({ status: 200, body: { role: 'manager' } });
  });

  it('refuses a second account for one e-mail address, an unknown role or operator, and a bad sign-in body', async () => {
    const email = `${unique('twice')}@operators.example.com`;
    await operators('POST', '', { body: { email, role: 'viewer' } });

    const again = await operators('POST', '', { body: { email: email.toUpperCase(), role: 'viewer' } });
    const badRole = await operators('POST', '', { body: { email: `${unique('r')}@operators.example.com`, role: 'admin' } });
    const unknown = await operators('PUT', '/op_aaaaaaaaaaaaaaab/role', { body: { role: 'viewer' } });
    const malformed = await operators('POST', '/not-an-id/disable');
    const noPassword = await signIn({ email });

    expect(again).toMatchObject({ status: 400, body: { error: 'input_error', message: expect.stringContaining('email') } });
    expect(badRole).toMatchObject({ status: 400, body: { error: 'input_error' } });
    expect(unknown).toMatchObject({ status: 404, body: { error: 'not_found' } });
    expect(malformed).toMatchObject({ status: 400 });
    expect(noPassword).toMatchObject({ status: 400, body: { error: 'input_error' } });
  });
});
