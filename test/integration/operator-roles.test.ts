import { routes } from '../../lib/routes.js';
import { issueOperatorToken } from '../../local/operator-tokens.js';
import { OPERATOR_ROLES, OWNERS, type OperatorRole } from '../../shared/operators/operator-roles.js';
import { ADMIN_HEADERS, call, newClient, newMember, unique } from '../../local/walks/api.js';
import { signedInOperator } from '../../local/walks/operators.js';
import { storedMember } from '../helpers/ledger.js';

/**
 * Operator roles: every operator route admits the roles its contract lists and refuses every
 * other with 403 forbidden before anything runs (a walk over the route table, with tokens as the
 * local issuer signs them and the local server verifies them, as API Gateway's JWT authorizer does).
 */

const operatorRoutes = routes.filter((route) => route.auth === 'operator');


/** A route's path with every parameter filled: the client's id, and ids of nothing for the rest. */
const pathOf = (path: string, clientId: string) => path.replace('{client_id}', clientId).replace(/\{(\w+)\}/g, (_match, name: string) => `no-such-${name}`);

describe('operator roles', () => {
  let clientId: string;
  let apiKey: string;
  const accounts = new Map<OperatorRole, { operatorId: string; email: string }>();
  /** A token of the role's operator issued now: the walk's sign-out route ends the sessions of those issued before it. */
  const tokenOf = async (role: OperatorRole): Promise<string> => {
    const account = accounts.get(role) as { operatorId: string; email: string };
    return issueOperatorToken({ sub: account.operatorId, email: account.email, role });
  };
  beforeAll(async () => {
    ({ clientId, apiKey } = await newClient());
    for (const role of OPERATOR_ROLES) accounts.set(role, await signedInOperator(role));
  });

  it('declares the roles of every operator route', () => {
    const undeclared = operatorRoutes.filter((route) => !route.contract.roles || route.contract.roles.length === 0).map((route) => route.name);

    expect(undeclared).toEqual([]);
  });

  it.each(operatorRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))('%s admits its roles and refuses the others with 403', async (_name, route) => {
    const allowed = route.contract.roles ?? OWNERS;
    for (const role of OPERATOR_ROLES) {
      const res = await call(route.method, pathOf(route.path, clientId), {
        headers: { authorization: `Bearer ${await tokenOf(role)}`, 'content-type': 'application/json' },
        body: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
      });

      if (allowed.includes(role)) expect({ role, refused: [401, 403].includes(res.status) }).toEqual({ role, refused: false });
      else expect({ role, status: res.status, body: res.body }).toEqual({ role, status: 403, body: { error: 'forbidden', message: `the ${role} role may not call ${route.name}` } });
    }
  });

  it('refuses a viewer’s points adjustment with 403 and holds a support adjustment over the program’s cap for approval, adjusting nothing; support makes one within it', async () => {
    const member = await newMember(apiKey);
    const path = `/admin/v1/clients/${clientId}/members/${member.id}/points_adjustments`;
    const adjustment = { points: 50, reason: 'goodwill' };

    const refused = await call('POST', path, { headers: { authorization: `Bearer ${await tokenOf('viewer')}` }, body: adjustment });
    expect(refused).toMatchObject({ status: 403, body: { error: 'forbidden' } });
    expect(await storedMember(clientId, member.id)).toMatchObject({ redeemable_points: 0 });

    const overCap = await call('POST', path, { headers: { authorization: `Bearer ${await tokenOf('support')}` }, body: { points: 1_001, reason: 'too generous' } });
    expect(overCap).toMatchObject({ status: 202, body: { status: 'pending_approval', requested_by: accounts.get('support')?.email } });
    expect(await storedMember(clientId, member.id)).toMatchObject({ redeemable_points: 0 });

    const made = await call('POST', path, { headers: { authorization: `Bearer ${await tokenOf('support')}` }, body: adjustment });
    const large = await call('POST', path, { headers: { authorization: `Bearer ${await tokenOf('manager')}` }, body: { points: 5_000, reason: 'migration fix' } });
    expect(made).toMatchObject({ status: 201, body: { adjusted_by: accounts.get('support')?.email } });
    expect(large.status).toBe(201);
    expect(await storedMember(clientId, member.id)).toMatchObject({ redeemable_points: 5_050 });
  });

  it('answers 401 for a forged, expired or missing token, 403 for a token naming no role, and keeps the admin token as an owner', async () => {
    const path = `/admin/v1/clients/${clientId}/settings`;
    const owner = await tokenOf('owner');
    const [header, payload] = owner.split('.');
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload as string, 'base64url').toString()), 'cognito:groups': ['owner'], sub: 'someone-else' })).toString('base64url')}.${owner.split('.')[2]}`;
    const expired = await issueOperatorToken({ sub: 'op-late', email: 'late@operators.example.com', role: 'owner' }, -60);
    const noRole = await issueOperatorToken({ sub: 'op-none', email: 'none@operators.example.com', role: 'nobody' as OperatorRole });

    const answers = await Promise.all(
      [`Bearer ${forged}`, `Bearer ${expired}`, undefined, `Bearer ${noRole}`].map((authorization) =>
        call('GET', path, { headers: authorization ? { authorization } : {} }),
      ),
    );
    const admin = await call('POST', '/admin/v1/clients', { headers: ADMIN_HEADERS, body: { name: unique('by-admin-token') } });

    expect(answers.map((res) => [res.status, res.body.error])).toEqual([
      [401, 'unauthorized'],
      [401, 'unauthorized'],
      [401, 'unauthorized'],
      [403, 'forbidden'],
    ]);
    expect(admin.status).toBe(201);
  });
});
