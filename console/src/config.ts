/**
 * The console's runtime configuration, read from /console/config.json when the page loads: the
 * same build runs against the local server and any deployed stack, which writes its own file.
 */
export interface CognitoAuth {
  kind: 'cognito';
  /** The user pool's hosted domain, e.g. https://rewards-ops.auth.eu-west-1.amazoncognito.com */
  domain: string;
  clientId: string;
  redirectUri: string;
  logoutUri: string;
  scopes: string[];
}

export interface LocalAuth {
  kind: 'local';
}

export interface ConsoleConfig {
  apiUrl: string;
  auth: LocalAuth | CognitoAuth;
}

const isString = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/** The configuration, checked field by field: a console misconfigured says what is wrong instead of failing later. */
export function parseConfig(value: unknown): ConsoleConfig {
  const config = value as { apiUrl?: unknown; auth?: Record<string, unknown> } | null;
  if (!config || !isString(config.apiUrl)) throw new Error('config.json: apiUrl must be the API base URL');
  const auth = config.auth;
  const apiUrl = config.apiUrl.replace(/\/$/, '');
  if (auth?.kind === 'local') return { apiUrl, auth: { kind: 'local' } };
  if (auth?.kind === 'cognito') {
    for (const name of ['domain', 'clientId', 'redirectUri', 'logoutUri'] as const) {
      if (!isString(auth[name])) throw new Error(`config.json: auth.${name} is required for Cognito sign-in`);
    }
    const scopes = Array.isArray(auth.scopes) && auth.scopes.every(isString) ? (auth.scopes as string[]) : ['openid', 'email'];
    return {
      apiUrl,
      auth: {
        kind: 'cognito',
        domain: (auth.domain as string).replace(/\/$/, ''),
        clientId: auth.clientId as string,
        redirectUri: auth.redirectUri as string,
        logoutUri: auth.logoutUri as string,
        scopes,
      },
    };
  }
  if (!auth) throw new Error('config.json names no operator sign-in (auth): this deployment has no user pool for the console yet.');
  throw new Error("config.json: auth.kind must be 'local' or 'cognito'");
}
