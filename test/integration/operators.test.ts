import { issueOperatorToken } from '../../local/operator-tokens.js';
import { inputError } from '../../shared/errors.js';
import { type OperatorDirectory, replaceOperatorDirectory } from '../../shared/operators/operator-directory.js';
import { ADMIN_HEADERS, call, newClient, unique } from '../../local/walks/api.js';
import { signIn } from '../../local/walks/operators.js';

/**
 * Operator accounts: owners invite operators with a role, list them, change roles, disable and
 * enable them; operators sign in (the local stand-in for the user pool) and act with their role.
 */


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

    const signedIn = await signIn({ email, password: invited.body.temporary_password, new_password: 'A long new password 1' });
    expect(signedIn).toMatchObject({ status: 200, body: { token_type: 'Bearer', role: 'manager', email } });
    const token = signedIn.body.access_token as string;
    const activity = await call('POST', `/admin/v1/clients/${clientId}/activities`, {
      headers: { authorization: `Bearer ${token}` },
      body: { name: unique('bonus'), title: 'Bonus', num_points: 5 },
    });
    const invite = await operators('POST', '', { token, body: { email: `${unique('x')}@operators.example.com`, role: 'owner' } });

    expect(activity.status).toBe(201);
    expect(invite).toMatchObject({ status: 403, body: { error: 'forbidden' } });
    expect(await signIn({ email, password: 'A long new password 1' })).toMatchObject({ status: 200 });
    const listed = await operators('GET', '', { query: { limit: '100' } });
    expect(listed.body.operators).toContainEqual(expect.objectContaining({ operator_id: invited.body.operator_id, status: 'active', role: 'manager' }));
    expect(JSON.stringify(listed.body)).not.toContain('password');
  });

  it('changes a role, disables an operator (who can no longer sign in) and enables them again; an owner cannot change their own account', async () => {
    const email = `${unique('support')}@operators.example.com`;
    const invited = await operators('POST', '', { body: { email, role: 'support' } });
    const id = invited.body.operator_id as string;
    await signIn({ email, password: invited.body.temporary_password, new_password: 'Another long password 2' });

    const promoted = await operators('PUT', `/${id}/role`, { body: { role: 'viewer' } });
    const disabled = await operators('POST', `/${id}/disable`);
    const refused = await signIn({ email, password: 'Another long password 2' });
    const enabled = await operators('POST', `/${id}/enable`);
    const back = await signIn({ email, password: 'Another long password 2' });

    expect(promoted).toMatchObject({ status: 200, body: { role: 'viewer', status: 'active' } });
    expect(disabled).toMatchObject({ status: 200, body: { status: 'disabled' } });
    expect(refused).toMatchObject({ status: 401, body: { error: 'unauthorized' } });
    expect(enabled).toMatchObject({ status: 200, body: { status: 'active' } });
    expect(back).toMatchObject({ status: 200, body: { role: 'viewer' } });

    const ownerEmail = `${unique('owner')}@operators.example.com`;
    const owner = await operators('POST', '', { body: { email: ownerEmail, role: 'owner' } });
    const ownerToken = (await signIn({ email: ownerEmail, password: owner.body.temporary_password, new_password: 'Owner long password 3' })).body.access_token;
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

describe('operator accounts with the user pool as the directory (AWS)', () => {
  const changes: string[] = [];
  let previous: OperatorDirectory;
  /** A directory that records each change and refuses addresses of `taken.example.com`, as the pool refuses one it has. */
  const pool: OperatorDirectory = {
    sendsPasswords: true,
    invite: async (email, role) => {
      if (email.endsWith('@taken.example.com')) throw inputError('email: an operator with this e-mail address exists');
      changes.push(`invite ${email} ${role}`);
      return { subject: `sub-${email}` };
    },
    withdraw: async (email) => {
      changes.push(`withdraw ${email}`);
    },
    setRole: async (email, role) => {
      changes.push(`role ${email} ${role}`);
    },
    setEnabled: async (email, enabled) => {
      changes.push(`${enabled ? 'enable' : 'disable'} ${email}`);
    },
  };

  beforeAll(() => {
    previous = replaceOperatorDirectory(pool);
  });
  afterAll(() => {
    replaceOperatorDirectory(previous);
  });

  it('invites through the pool (which mails the first password, so none is answered), and applies role changes, disabling and enabling to it', async () => {
    const email = `${unique('pooled')}@operators.example.com`;

    const invited = await operators('POST', '', { body: { email, role: 'support' } });
    const id = invited.body.operator_id as string;
    const promoted = await operators('PUT', `/${id}/role`, { body: { role: 'manager' } });
    await operators('POST', `/${id}/disable`);
    await operators('POST', `/${id}/enable`);

    expect(invited).toMatchObject({ status: 201, body: { email, role: 'support', status: 'invited', temporary_password: null } });
    expect(promoted).toMatchObject({ status: 200, body: { role: 'manager' } });
    expect(changes.filter((change) => change.includes(email))).toEqual([`invite ${email} support`, `role ${email} manager`, `disable ${email}`, `enable ${email}`]);
    expect(await signIn({ email, password: 'any password at all' })).toMatchObject({ status: 401 });
  });

  it('knows the caller by the subject the pool gave: an owner cannot change their own account', async () => {
    const email = `${unique('pooled-owner')}@operators.example.com`;
    const invited = await operators('POST', '', { body: { email, role: 'owner' } });
    const ownToken = await issueOperatorToken({ sub: `sub-${email}`, email, role: 'owner' });

    const self = await operators('POST', `/${invited.body.operator_id}/disable`, { token: ownToken });

    expect(self).toMatchObject({ status: 403, body: { error: 'forbidden' } });
    expect(changes).not.toContain(`disable ${email}`);
  });

  it('records no account for an address the pool refuses, and takes back a pool invitation for an address the table has', async () => {
    const taken = `${unique('taken')}@taken.example.com`;
    const listedBefore = await operators('GET', '', { query: { limit: '100' } });
    const email = `${unique('twice')}@operators.example.com`;
    await operators('POST', '', { body: { email, role: 'viewer' } });

    const refused = await operators('POST', '', { body: { email: taken, role: 'viewer' } });
    const again = await operators('POST', '', { body: { email, role: 'viewer' } });

    expect(refused).toMatchObject({ status: 400, body: { error: 'input_error' } });
    expect(JSON.stringify(listedBefore.body)).not.toContain(taken);
    expect(JSON.stringify((await operators('GET', '', { query: { limit: '100' } })).body)).not.toContain(taken);
    expect(again).toMatchObject({ status: 400, body: { error: 'input_error' } });
    expect(changes.filter((change) => change.includes(` ${email}`))).toEqual([`invite ${email} viewer`, `invite ${email} viewer`, `withdraw ${email}`]);
  });
});
