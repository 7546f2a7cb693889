import { Aws, Duration, Fn, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import {
  AccountRecovery,
  FeaturePlan,
  Mfa,
  OAuthScope,
  ResourceServerScope,
  StandardThreatProtectionMode,
  UserPool,
  type UserPoolClient,
  UserPoolClientIdentityProvider,
  type UserPoolDomain,
  UserPoolGroup,
  type UserPoolResourceServer,
} from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { CONSOLE_CALLBACK_PATH, CONSOLE_PATH } from './console-site.js';
import { ROLE_SCOPE_PREFIX } from '../../shared/operators/operator-identity.js';
import { OPERATOR_PASSWORD_POLICY } from '../../shared/operators/operator-passwords.js';
import { OPERATOR_ROLES, type OperatorRole } from '../../shared/operators/operator-roles.js';

/** The resource server whose scopes name a machine caller's role: `rewards-operators/<role>`, as the functions read it. */
export const OPERATOR_RESOURCE_SERVER = ROLE_SCOPE_PREFIX.replace(/\/$/, '');

/** The console's origin when none is given: a console run locally against the deployed API (`npm start`'s default port). */
export const DEFAULT_CONSOLE_ORIGIN = 'http://localhost:3000';

/** Lifetime of an access token (console and machines): a disabled operator or a changed role holds on at most this long. */
export const ACCESS_TOKEN_LIFETIME = Duration.hours(1);

/** How long a console session lasts without signing in again (the refresh token). */
export const CONSOLE_SESSION = Duration.hours(12);

/**
 * The machine callers: an app client with the client-credentials grant and one role scope each.
 * One per role a machine has work for: provisioning programs and their keys (owner), the import
 * and export scripts (manager), checks and reports (viewer, e.g. CI). Support is a person's work
 * on single members, so no machine holds it.
 */
export const MACHINE_CLIENTS: ReadonlyArray<{ id: string; role: OperatorRole; purpose: string }> = [
  { id: 'Provisioning', role: 'owner', purpose: 'programs, their api_keys and signing keys' },
  { id: 'Automation', role: 'manager', purpose: 'the import and export scripts' },
  { id: 'Reporting', role: 'viewer', purpose: 'read-only checks and reports (CI)' },
];

export interface OperatorPoolProps {
  /** Origins the console is served from (https, or http://localhost): its sign-in returns to /console/auth/callback there. */
  consoleOrigins?: readonly string[];
  /** Prefix of the pool's Cognito domain (<prefix>.auth.<region>.amazoncognito.com); defaults to <stack name>-<account id>. */
  domainPrefix?: string;
}

/**
 * The operators' Cognito user pool. Owners invite operators (no self sign-up; an e-mail address
 * is the username; the pool mails the first password), each in the group named by their role,
 * which access tokens carry in `cognito:groups`. The console signs in with the authorization
 * code grant and PKCE (a public client); machines take a client-credentials token whose scope
 * names their role. Stateful: retained, and protected from deletion.
 */
export class OperatorPool extends Construct {
  readonly userPool: UserPool;
  readonly domain: UserPoolDomain;
  readonly resourceServer: UserPoolResourceServer;
  readonly consoleClient: UserPoolClient;
  /** The client-credentials clients, in MACHINE_CLIENTS order. */
  readonly machineClients: Array<(typeof MACHINE_CLIENTS)[number] & { client: UserPoolClient }>;

  constructor(scope: Construct, id: string, props: OperatorPoolProps = {}) {
    super(scope, id);
    const origins = props.consoleOrigins?.length ? props.consoleOrigins : [DEFAULT_CONSOLE_ORIGIN];

    this.userPool = new UserPool(this, 'Pool', {
      selfSignUpEnabled: false,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      autoVerify: { email: true },
      standardAttributes: { email: { required: true, mutable: true } },
      // The local sign-in checks a new password against the same policy.
      passwordPolicy: {
        ...OPERATOR_PASSWORD_POLICY,
        tempPasswordValidity: Duration.days(7),
        passwordHistorySize: 5,
      },
      mfa: Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      // Threat protection (compromised credentials, risky sign-ins) needs the Plus plan; dozens of operators cost little on it.
      featurePlan: FeaturePlan.PLUS,
      standardThreatProtectionMode: StandardThreatProtectionMode.FULL_FUNCTION,
      userInvitation: {
        emailSubject: 'Your Rewards operator account',
        emailBody:
          'You are invited to operate the Rewards programs. Sign in as {username} with the temporary password {####} within 7 days; you will choose your own.',
      },
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    Validations.of(this.userPool).acknowledge({
      id: 'AwsSolutions-COG2',
      reason:
        'MFA is optional (TOTP), not required: machine callers use client credentials, which MFA does not cover, and an invited operator enrols an authenticator after the first sign-in; threat protection (Plus plan) challenges risky sign-ins meanwhile.',
    });

    for (const role of OPERATOR_ROLES) {
      new UserPoolGroup(this, `Group${role.charAt(0).toUpperCase()}${role.slice(1)}`, {
        userPool: this.userPool,
        groupName: role,
        description: `Operators with the ${role} role`,
        // The strongest role first, should anyone be in two groups (the functions take the strongest anyway).
        precedence: OPERATOR_ROLES.indexOf(role),
      });
    }

    const scopes = Object.fromEntries(
      OPERATOR_ROLES.map((role) => [role, new ResourceServerScope({ scopeName: role, scopeDescription: `Call the operator API as ${role}` })]),
    ) as Record<OperatorRole, ResourceServerScope>;
    this.resourceServer = this.userPool.addResourceServer('Operators', {
      identifier: OPERATOR_RESOURCE_SERVER,
      userPoolResourceServerName: 'Rewards operator API',
      scopes: Object.values(scopes),
    });

    this.domain = this.userPool.addDomain('Domain', {
      cognitoDomain: { domainPrefix: props.domainPrefix ?? Fn.join('-', [Stack.of(this).stackName.toLowerCase(), Aws.ACCOUNT_ID]) },
    });

    this.consoleClient = this.userPool.addClient('Console', {
      generateSecret: false,
      authFlows: { userSrp: true },
      oAuth: {
        flows: { authorizationCodeGrant: true },
        scopes: [OAuthScope.OPENID, OAuthScope.EMAIL, OAuthScope.PROFILE],
        callbackUrls: origins.map((origin) => `${origin}${CONSOLE_CALLBACK_PATH}`),
        logoutUrls: origins.map((origin) => `${origin}${CONSOLE_PATH}`),
      },
      supportedIdentityProviders: [UserPoolClientIdentityProvider.COGNITO],
      accessTokenValidity: ACCESS_TOKEN_LIFETIME,
      idTokenValidity: ACCESS_TOKEN_LIFETIME,
      refreshTokenValidity: CONSOLE_SESSION,
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
    });

    this.machineClients = MACHINE_CLIENTS.map((machine) => ({
      ...machine,
      client: this.userPool.addClient(machine.id, {
        generateSecret: true,
        authFlows: {},
        oAuth: { flows: { clientCredentials: true }, scopes: [OAuthScope.resourceServer(this.resourceServer, scopes[machine.role])] },
        supportedIdentityProviders: [UserPoolClientIdentityProvider.COGNITO],
        accessTokenValidity: ACCESS_TOKEN_LIFETIME,
        preventUserExistenceErrors: true,
      }),
    }));
  }

  /** The token endpoint machines take client-credentials tokens from. */
  get tokenUrl(): string {
    return `${this.domain.baseUrl()}/oauth2/token`;
  }
}
