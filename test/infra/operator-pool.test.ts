import { Match } from 'aws-cdk-lib/assertions';
import { STACK_NAMES } from '../../lib/rewards-app.js';
import { routes } from '../../lib/routes.js';
import { DEFAULT_CONSOLE_ORIGIN, MACHINE_CLIENTS, OPERATOR_RESOURCE_SERVER } from '../../lib/constructs/operator-pool.js';
import { DIRECTORY_ACTIONS } from '../../shared/operators/operator-directory.js';
import { ROLE_SCOPE_PREFIX } from '../../shared/operators/operator-identity.js';
import { OPERATOR_ROLES } from '../../shared/operators/operator-roles.js';
import { resourcesOfType, synthesizeRewardsApp } from '../helpers/cdk-app.js';

/**
 * The operators' user pool (data stack) and the JWT authorizer that trusts its tokens on every
 * operator route (API stack), with the pool actions the operator-management functions may call.
 */

type Props = Record<string, any>;

const { dataTemplate, apiTemplate, apiStackTemplate, data } = synthesizeRewardsApp();
const properties = (type: string, template = dataTemplate) => Object.values(resourcesOfType(template, type)).map((r) => r.Properties as Props);
const clients = properties('AWS::Cognito::UserPoolClient');
const consoleClient = clients.filter((c) => c.AllowedOAuthFlows?.includes('code'));
const machineClients = clients.filter((c) => c.AllowedOAuthFlows?.includes('client_credentials'));

/** Every statement the role of the function described `description` holds. */
function statementsOf(description: string): Props[] {
  const fns = Object.values(resourcesOfType(apiTemplate, 'AWS::Lambda::Function')).filter((f) => f.Properties?.Description === description);
  expect(fns).toHaveLength(1);
  const roleId = (fns[0]!.Properties as Props).Role['Fn::GetAtt'][0] as string;
  return properties('AWS::IAM::Policy', apiTemplate)
    .filter((p) => (p.Roles as Array<{ Ref: string }>).some((role) => role.Ref === roleId))
    .flatMap((p) => p.PolicyDocument.Statement as Props[]);
}
const poolStatements = (description: string) => statementsOf(description).filter((s) => [s.Action].flat().some((a: string) => a.startsWith('cognito-idp:')));

describe('the operator pool', () => {
  it('lets only administrators create users, with the e-mail address as username, a strong password and optional TOTP MFA', () => {
    dataTemplate.resourceCountIs('AWS::Cognito::UserPool', 1);
    dataTemplate.hasResourceProperties('AWS::Cognito::UserPool', {
      AdminCreateUserConfig: Match.objectLike({ AllowAdminCreateUserOnly: true }),
      UsernameAttributes: ['email'],
      Policies: { PasswordPolicy: Match.objectLike({ MinimumLength: 12, RequireLowercase: true, RequireUppercase: true, RequireNumbers: true, RequireSymbols: true }) },
      MfaConfiguration: 'OPTIONAL',
      EnabledMfas: ['SOFTWARE_TOKEN_MFA'],
      UserPoolTier: 'PLUS',
    });
  });

  it('is retained and protected from deletion', () => {
    dataTemplate.hasResource('AWS::Cognito::UserPool', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({ DeletionProtection: 'ACTIVE' }),
    });
  });

  it('has one group per role, named as the role that cognito:groups carries', () => {
    const groups = properties('AWS::Cognito::UserPoolGroup').map((g) => g.GroupName);

    expect(groups.sort()).toEqual([...OPERATOR_ROLES].sort());
  });

  it('has the rewards-operators resource server with one scope per role, as the functions read a machine role', () => {
    const [server, ...others] = properties('AWS::Cognito::UserPoolResourceServer');

    expect(others).toEqual([]);
    expect(`${server!.Identifier}/`).toBe(ROLE_SCOPE_PREFIX);
    expect(server!.Identifier).toBe(OPERATOR_RESOURCE_SERVER);
    expect((server!.Scopes as Props[]).map((s) => s.ScopeName)).toEqual([...OPERATOR_ROLES]);
  });

  it('signs the console in with the authorization code grant and no secret (PKCE), back to the console, with hour-long access tokens', () => {
    expect(consoleClient).toHaveLength(1);
    const client = consoleClient[0]!;

    expect(client.GenerateSecret).not.toBe(true);
    expect(client.AllowedOAuthFlows).toEqual(['code']);
    expect(client.AllowedOAuthScopes.sort()).toEqual(['email', 'openid', 'profile']);
    expect(client.CallbackURLs).toEqual([`${DEFAULT_CONSOLE_ORIGIN}/console/auth/callback`]);
    expect(client.LogoutURLs).toEqual([`${DEFAULT_CONSOLE_ORIGIN}/console/`]);
    expect([client.AccessTokenValidity, client.TokenValidityUnits.AccessToken]).toEqual([60, 'minutes']);
  });

  it('gives each machine client the client-credentials grant, a generated secret and its one role scope', () => {
    // A scope names the resource server by reference (so the server is made first): "<Ref server>/<role>".
    const [serverId] = Object.keys(resourcesOfType(dataTemplate, 'AWS::Cognito::UserPoolResourceServer'));
    const scopeName = (scope: Props) => (scope['Fn::Join'][1] as Props[]).map((part) => (part.Ref === serverId ? OPERATOR_RESOURCE_SERVER : part)).join('');
    const scopes = machineClients.map((client) => {
      expect([client.AllowedOAuthFlows, client.GenerateSecret]).toEqual([['client_credentials'], true]);
      return (client.AllowedOAuthScopes as Props[]).map(scopeName);
    });

    expect(machineClients).toHaveLength(MACHINE_CLIENTS.length);
    expect(scopes).toEqual(MACHINE_CLIENTS.map((machine) => [`${ROLE_SCOPE_PREFIX}${machine.role}`]));
    expect(clients).toHaveLength(1 + MACHINE_CLIENTS.length);
  });

  it('has a Cognito prefix domain named after the stack and the account, not a hard-coded name', () => {
    const [domain] = properties('AWS::Cognito::UserPoolDomain');

    expect(domain!.Domain).toEqual({ 'Fn::Join': ['-', [STACK_NAMES.data.toLowerCase(), { Ref: 'AWS::AccountId' }]] });
  });

  it('outputs the pool id, its domain and token URL and every client id (exported for the API stack), and no client secret', () => {
    const outputs = dataTemplate.toJSON().Outputs as Record<string, Props>;
    const exported = Object.values(outputs).map((output) => output.Export?.Name);

    expect(Object.keys(outputs)).toEqual(expect.arrayContaining(['OperatorPoolId', 'OperatorDomain', 'OperatorTokenUrl', 'OperatorConsoleClientId', ...MACHINE_CLIENTS.map((m) => `Operator${m.id}ClientId`)]));
    expect(exported).toEqual(expect.arrayContaining([data.operatorPoolExports.poolId, data.operatorPoolExports.poolArn, ...data.operatorPoolExports.clientIds]));
    expect(JSON.stringify(outputs)).not.toMatch(/ClientSecret/);
  });

  it("returns the console's sign-in to the console origins of the context, and takes the domain prefix from context", () => {
    const { dataTemplate: template } = synthesizeRewardsApp({ context: { consoleOrigin: 'https://console.example.com', operatorDomainPrefix: 'acme-rewards' } });

    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      AllowedOAuthFlows: ['code'],
      CallbackURLs: ['https://console.example.com/console/auth/callback'],
      LogoutURLs: ['https://console.example.com/console/'],
    });
    template.hasResourceProperties('AWS::Cognito::UserPoolDomain', { Domain: 'acme-rewards' });
  });
});

describe('operator routes in AWS', () => {
  const operatorRoutes = routes.filter((route) => route.auth === 'operator');
  const authorizers = Object.entries(resourcesOfType(apiStackTemplate, 'AWS::ApiGatewayV2::Authorizer')).filter(([, a]) => a.Properties?.AuthorizerType === 'JWT');
  const apiRoutes = properties('AWS::ApiGatewayV2::Route', apiTemplate);
  const routeOf = (key: string) => apiRoutes.filter((r) => r.RouteKey === key);
  /** The authorizer a nested stack's route names: the API stack's resource its parameter is given. */
  const parentRef = (ref: string) =>
    properties('AWS::CloudFormation::Stack', apiStackTemplate)
      .map((stack) => (stack.Parameters as Record<string, { Ref?: string }> | undefined)?.[ref]?.Ref)
      .find(Boolean) ?? ref;

  it('trust tokens of the operator pool: its issuer, and the console and machine clients as the audience', () => {
    expect(authorizers).toHaveLength(1);
    const config = (authorizers[0]![1].Properties as Props).JwtConfiguration;
    const imported = (value: Props) => value['Fn::ImportValue'];

    expect(JSON.stringify(config.Issuer)).toContain(`"Fn::ImportValue":"${data.operatorPoolExports.poolId}"`);
    expect(JSON.stringify(config.Issuer)).toContain('https://cognito-idp.');
    expect((config.Audience as Props[]).map(imported)).toEqual(data.operatorPoolExports.clientIds);
    expect((authorizers[0]![1].Properties as Props).IdentitySource).toEqual(['$request.header.Authorization']);
  });

  it.each(operatorRoutes.map((route) => `${route.method} ${route.path}`))('%s takes the JWT authorizer', (key) => {
    const found = routeOf(key);

    expect(found).toHaveLength(1);
    expect([found[0]!.AuthorizationType, parentRef(found[0]!.AuthorizerId.Ref)]).toEqual(['JWT', authorizers[0]![0]]);
  });

  it('puts the JWT authorizer on no api_key route', () => {
    const clientRoutes = routes.filter((route) => route.auth === 'api_key').flatMap((route) => routeOf(`${route.method} ${route.path}`));

    expect(clientRoutes.length).toBeGreaterThan(0);
    expect(clientRoutes.filter((r) => r.AuthorizationType === 'JWT')).toEqual([]);
  });

  it.each(routes.filter((route) => route.contract.directory).map((route) => [`${route.method} ${route.path}`, route.contract.directory!] as const))(
    '%s may make in the pool, and only there, exactly the %s changes the directory makes',
    (key, change) => {
      const [statement, ...others] = poolStatements(key);

      expect(others).toEqual([]);
      expect([statement!.Action].flat().sort()).toEqual([...DIRECTORY_ACTIONS[change]].sort());
      expect(statement!.Resource).toEqual({ 'Fn::ImportValue': data.operatorPoolExports.poolArn });
    },
  );

  it('gives no other function any pool action', () => {
    const others = routes.filter((route) => !route.contract.directory).flatMap((route) => poolStatements(`${route.method} ${route.path}`));

    expect(routes.filter((route) => route.contract.directory).map((route) => route.contract.directory)).toEqual(['invite', 'role', 'disable', 'enable']);
    expect(others).toEqual([]);
  });
});
