/**
 * How the command-line tools reach the operator API: the local server takes its admin token
 * (ADMIN_TOKEN); a deployed stack takes access tokens of its operators' user pool, which a
 * machine gets with the client-credentials grant of one of the stack's machine app clients
 * (OPERATOR_CLIENT_ID, OPERATOR_CLIENT_SECRET, and OPERATOR_TOKEN_URL: the stack's
 * OperatorTokenUrl output), and sends as `Authorization: Bearer <token>`.
 */

/** A machine app client of the operators' user pool. */
export interface MachineCredentials {
  clientId: string;
  clientSecret: string;
  /** The pool domain's token endpoint: https://<prefix>.auth.<region>.amazoncognito.com/oauth2/token. */
  tokenUrl: string;
}

/** The machine credentials the environment names: all three variables, or none. */
export function machineCredentials(env: NodeJS.ProcessEnv = process.env): MachineCredentials | undefined {
  const [clientId, clientSecret, tokenUrl] = [env.OPERATOR_CLIENT_ID, env.OPERATOR_CLIENT_SECRET, env.OPERATOR_TOKEN_URL];
  if (!clientId && !clientSecret && !tokenUrl) return undefined;
  if (!clientId || !clientSecret || !tokenUrl) throw new Error('set all of OPERATOR_CLIENT_ID, OPERATOR_CLIENT_SECRET and OPERATOR_TOKEN_URL, or none');
  return { clientId, clientSecret, tokenUrl };
}

/** A token is taken again this long before it runs out, so no request goes out with one about to expire. */
const RENEW_BEFORE_MS = 60_000;

/**
 * Access tokens by the client-credentials grant: one is asked for on first use and kept until
 * shortly before it runs out (an hour), so a long import asks for a new one as it goes.
 */
export function clientCredentialsTokens(credentials: MachineCredentials, send: typeof fetch = fetch, now: () => number = Date.now): () => Promise<string> {
  let current: { token: string; renewAt: number } | undefined;
  return async () => {
    if (current && now() < current.renewAt) return current.token;
    const answer = await send(credentials.tokenUrl, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      // No scope asked for: the pool grants the client's own role scope.
      body: new URLSearchParams({ grant_type: 'client_credentials' }).toString(),
    });
    const body = (await answer.json().catch(() => ({}))) as { access_token?: string; expires_in?: number; error?: string };
    if (!answer.ok || !body.access_token) throw new Error(`the token endpoint refused the client credentials: ${answer.status} ${body.error ?? ''}`.trim());
    current = { token: body.access_token, renewAt: now() + (body.expires_in ?? 3_600) * 1_000 - RENEW_BEFORE_MS };
    return current.token;
  };
}

/** A fetch that sends each request with a bearer token from `tokens`. */
export function bearerFetch(tokens: () => Promise<string>, send: (request: Request) => Promise<Response> = (request) => fetch(request)) {
  return async (request: Request): Promise<Response> => {
    request.headers.set('authorization', `Bearer ${await tokens()}`);
    return send(request);
  };
}

export interface OperatorAccess {
  baseUrl: string;
  operatorToken?: string;
  fetch?: (request: Request) => Promise<Response>;
}

/**
 * The operator's way in for `baseUrl`: a machine's client-credentials tokens when the environment
 * names a machine client (a deployed stack), else the admin token (the local server).
 */
export function operatorAccess(baseUrl: string, token: string | undefined, env: NodeJS.ProcessEnv = process.env): OperatorAccess {
  const machine = machineCredentials(env);
  if (machine) return { baseUrl, fetch: bearerFetch(clientCredentialsTokens(machine)) };
  if (token) return { baseUrl, operatorToken: token };
  const host = new URL(baseUrl).hostname;
  if (host === '127.0.0.1' || host === 'localhost') throw new Error('the local server takes its admin token: set ADMIN_TOKEN or pass --token (npm start prints it)');
  throw new Error(
    'a deployed stack takes a machine client: set OPERATOR_CLIENT_ID, OPERATOR_CLIENT_SECRET and OPERATOR_TOKEN_URL (see docs/guide/operators-console.md, Operators and roles)',
  );
}
