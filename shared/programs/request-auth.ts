import { ApiError, invalidAuth } from '../errors.js';
import { clientForApiKey, type ClientRecord } from './clients.js';
import { noteFailedAuth } from './failed-auth.js';
import { parseAuthorization, type SignedRequest } from './request-signing.js';
import { clientForSignedRequest } from './signing-keys.js';

/** What a request presents to be authenticated, taken from the event by the middleware. */
export interface Credentials {
  /** X-CT-Authorization, when sent. */
  authorization: string | undefined;
  /** ?api_key=, when sent. */
  queryApiKey: string | undefined;
  /** The parts of the request a signature covers. */
  request: SignedRequest;
  /** The connection's address as API Gateway saw it: failed authentications are counted per source (failed-auth.ts). */
  sourceIp?: string;
}

/**
 * The client a request comes from. Three forms, as the hosted API takes them: ?api_key=,
 * `X-CT-Authorization: CTApiKey <api_key>` (both together must be the same key), and a signed
 * request (`CTApiV2Auth`), whose ?api_key=, if any, must be one of the same client's keys. A
 * client that requires signed requests refuses the api_key forms. Anything else is invalid_auth,
 * counted against the request's source: a source that fails too often is banned at the API's
 * authorizer (failed-auth.ts). A repeated unknown key or public key costs no read (clients.ts,
 * signing-keys.ts remember them).
 */
export async function authenticateClient(credentials: Credentials): Promise<ClientRecord> {
  try {
    return await authenticate(credentials);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'invalid_auth') await noteFailedAuth(credentials.sourceIp);
    throw error;
  }
}

async function authenticate({ authorization, queryApiKey, request }: Credentials): Promise<ClientRecord> {
  const presented = parseAuthorization(authorization);
  if (presented?.scheme === 'invalid') throw invalidAuth();
  if (presented?.scheme === 'signed') {
    const client = await clientForSignedRequest(presented.publicKey, presented.signature, request);
    if (queryApiKey !== undefined && (await clientForApiKey(queryApiKey))?.clientId !== client.clientId) throw invalidAuth();
    return client;
  }
  if (presented && queryApiKey !== undefined && queryApiKey !== presented.apiKey) throw invalidAuth();
  const apiKey = presented?.apiKey ?? queryApiKey;
  if (!apiKey || apiKey.length > 200) throw invalidAuth();
  const client = await clientForApiKey(apiKey);
  if (!client) throw invalidAuth();
  if (client.settings.require_signed_requests) throw new ApiError('invalid_auth', 'this client accepts signed requests only (X-CT-Authorization: CTApiV2Auth)');
  return client;
}
