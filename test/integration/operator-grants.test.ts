import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { issueOperatorToken } from '../../local/operator-tokens.js';
import { documentClient, tableName } from '../../shared/data/client.js';
import { operatorGrantKey } from '../../shared/operators/keys.js';
import { getOperatorGrant, recordSignOut } from '../../shared/operators/operator-repository.js';
import { ADMIN_HEADERS, call, newClient, newMember, unique } from '../../local/walks/api.js';
import { storedMember } from '../helpers/ledger.js';
import { signedInOperator } from '../../local/walks/operators.js';

/**
 * No power outlives its grant: a token stays valid for its hour, but what it may do is the
 * account's as it stands at each request. A disabled operator's, a demoted operator's or a
 * signed-out operator's next request is refused or served under the new role, and the audit
 * records the role the request ran with.
 */

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const operators = (method: string, path: string, body?: unknown) => call(method, `/admin/v1/operators${path}`, { headers: ADMIN_HEADERS, body });

describe('operator grants', () => {
  let clientId: string;
  let apiKey: string;
  beforeAll(async () => {
    ({ clientId, apiKey } = await newClient());
  });

  const adjust = (token: string, memberId: number, points: number) =>
    call('POST', `/admin/v1/clients/${clientId}/members/${memberId}/points_adjustments`, { headers: bearer(token), body: { points, reason: 'goodwill' } });

  it("refuses a disabled operator's token on its next request, changing nothing, and takes it again once enabled", async () => {
    const support = await signedInOperator('support');
    const member = await newMember(apiKey);
    const before = await adjust(support.token, member.id, 100);

    const disabled = await operators('POST', `/${support.operatorId}/disable`);
    const after = await adjust(support.token, member.id, 900);
    const read = await call('GET', `/admin/v1/clients/${clientId}/members/${member.id}`, { headers: bearer(support.token) });
    await operators('POST', `/${support.operatorId}/enable`);
    const back = await adjust(support.token, member.id, 5);

    expect(before.status).toBe(201);
    expect(disabled.status).toBe(200);
    expect(after).toMatchObject({ status: 401, body: { error: 'unauthorized', message: 'this operator account is disabled' } });
    expect(read).toMatchObject({ status: 401, body: { error: 'unauthorized' } });
    expect(back.status).toBe(201);
    expect(await storedMember(clientId, member.id)).toMatchObject({ redeemable_points: 105 });
  });

  it('serves a demoted operator under the new role at once, and records that role in the audit log', async () => {
    const manager = await signedInOperator('manager');
    const activity = () => call('POST', `/admin/v1/clients/${clientId}/activities`, { headers: bearer(manager.token), body: { name: unique('act'), title: 'Visit', num_points: 5 } });
    const first = await activity();

    await operators('PUT', `/${manager.operatorId}/role`, { role: 'viewer' });
    const demoted = await activity();
    const viewerRead = await call('GET', `/admin/v1/clients/${clientId}/settings`, { headers: bearer(manager.token) });
    await operators('PUT', `/${manager.operatorId}/role`, { role: 'support' });
    const member = await newMember(apiKey);
    const asSupport = await adjust(manager.token, member.id, 10);
    const audit = await call('GET', `/admin/v1/clients/${clientId}/audit`, { headers: ADMIN_HEADERS, query: { actor: manager.operatorId } });

    expect(first.status).toBe(201);
    expect(demoted).toMatchObject({ status: 403, body: { error: 'forbidden', message: 'the viewer role may not call AdminCreateActivity' } });
    expect(viewerRead.status).toBe(200);
    expect(asSupport.status).toBe(201);
    expect(audit.body.entries.map((entry: any) => [entry.operation, entry.actor.role])).toEqual([
      ['AdminCreatePointsAdjustment', 'support'],
      ['AdminCreateActivity', 'manager'],
    ]);
  });

  it('refuses an owner demoted to viewer the owner-only routes: no invitation is made', async () => {
    const owner = await signedInOperator('owner');
    await operators('PUT', `/${owner.operatorId}/role`, { role: 'viewer' });
    const email = `${unique('late-invite')}@operators.example.com`;

    const invite = await call('POST', '/admin/v1/operators', { headers: bearer(owner.token), body: { email, role: 'owner' } });
    const listed = await call('GET', '/admin/v1/operators', { headers: ADMIN_HEADERS, query: { limit: '100' } });

    expect(invite).toMatchObject({ status: 403, body: { error: 'forbidden' } });
    expect(listed.body.operators.map((account: any) => account.email)).not.toContain(email);
  });

  it('ends every session of an operator who signs out: the old token is refused, a token issued after it works', async () => {
    const viewer = await signedInOperator('viewer');
    const settings = (token: string) => call('GET', `/admin/v1/clients/${clientId}/settings`, { headers: bearer(token) });
    const before = await settings(viewer.token);

    const signedOut = await call('POST', '/admin/v1/sign_out', { headers: bearer(viewer.token) });
    const old = await settings(viewer.token);
    const again = await call('POST', '/admin/v1/sign_out', { headers: bearer(viewer.token) });
    const fresh = await issueOperatorToken({ sub: viewer.operatorId, email: viewer.email, role: 'viewer' });
    const next = await settings(fresh);

    expect(before.status).toBe(200);
    expect(signedOut.status).toBe(204);
    expect(old).toMatchObject({ status: 401, body: { error: 'unauthorized', message: 'this session has ended: sign in again' } });
    expect(again.status).toBe(401);
    expect(next.status).toBe(200);
  });

  it('refuses a token whose subject has no account, and a sign-out by the admin token, which is no session', async () => {
    const stranger = await issueOperatorToken({ sub: 'op-nobody-here', email: 'nobody@operators.example.com', role: 'owner' });

    const refused = await call('GET', `/admin/v1/clients/${clientId}/settings`, { headers: bearer(stranger) });
    const admin = await call('POST', '/admin/v1/sign_out', { headers: ADMIN_HEADERS });

    expect(refused).toMatchObject({ status: 401, body: { error: 'unauthorized' } });
    expect(admin).toMatchObject({ status: 403, body: { error: 'forbidden' } });
  });

  it('checks an account made before grants were kept against the account itself, and keeps a grant from its first change on', async () => {
    const support = await signedInOperator('support');
    await documentClient.send(new DeleteCommand({ TableName: tableName(), Key: operatorGrantKey(support.operatorId) }));
    const member = await newMember(apiKey);

    const served = await adjust(support.token, member.id, 20);
    await operators('POST', `/${support.operatorId}/disable`);
    const refused = await adjust(support.token, member.id, 20);

    expect(served.status).toBe(201);
    expect(refused).toMatchObject({ status: 401, body: { message: 'this operator account is disabled' } });
    expect(await storedMember(clientId, member.id)).toMatchObject({ redeemable_points: 20 });
  });

  it("ends the sessions of an account made before grants were kept, and never writes a sign-out's stale role or status over a newer one", async () => {
    const viewer = await signedInOperator('viewer');
    await documentClient.send(new DeleteCommand({ TableName: tableName(), Key: operatorGrantKey(viewer.operatorId) }));
    const support = await signedInOperator('support');
    await operators('POST', `/${support.operatorId}/disable`);

    const signedOut = await call('POST', '/admin/v1/sign_out', { headers: bearer(viewer.token) });
    const old = await call('GET', `/admin/v1/clients/${clientId}/settings`, { headers: bearer(viewer.token) });
    await recordSignOut(support.operatorId, { operator_id: support.operatorId, role: 'owner', status: 'active' }, Date.now() / 1000);

    expect(signedOut.status).toBe(204);
    expect(old).toMatchObject({ status: 401, body: { message: 'this session has ended: sign in again' } });
    expect(await getOperatorGrant(viewer.operatorId)).toMatchObject({ operator_id: viewer.operatorId, role: 'viewer', status: 'active', signed_out_at: expect.any(Number) });
    expect(await getOperatorGrant(support.operatorId)).toMatchObject({ role: 'support', status: 'disabled' });
  });
});
