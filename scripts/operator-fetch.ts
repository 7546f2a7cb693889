import { createHash, createHmac } from 'node:crypto';
import { defaultProvider } from '@aws-sdk/credential-provider-node';
import { SignatureV4 } from '@smithy/signature-v4';

/**
 * How the command-line tools reach the operator API: the local server takes its admin token
 * (ADMIN_TOKEN); a deployed stack takes IAM, so there every request is signed with SigV4 under
 * the caller's AWS credentials (the usual chain: environment, profile, SSO, instance role).
 */

const bytes = (data: string | ArrayBuffer | ArrayBufferView): string | Uint8Array =>
  typeof data === 'string' ? data : ArrayBuffer.isView(data) ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength) : new Uint8Array(data);

/** SHA-256 for the signer, from node:crypto. */
class Sha256 {
  private readonly hash;
  constructor(secret?: string | ArrayBuffer | ArrayBufferView) {
    this.hash = secret === undefined ? createHash('sha256') : createHmac('sha256', bytes(secret));
  }
  update(data: string | ArrayBuffer | ArrayBufferView): void {
    this.hash.update(bytes(data));
  }
  async digest(): Promise<Uint8Array> {
    return new Uint8Array(this.hash.digest());
  }
}

/** The region of an API Gateway URL (https://<id>.execute-api.<region>.amazonaws.com). */
const regionOf = (url: URL): string | undefined => /\.execute-api\.([a-z0-9-]+)\.amazonaws\.com$/.exec(url.hostname)?.[1];

/** A fetch that signs each request with SigV4 for API Gateway (service execute-api). */
export function sigV4Fetch(baseUrl: string): (request: Request) => Promise<Response> {
  const region = regionOf(new URL(baseUrl)) ?? process.env.AWS_REGION ?? process.env.AWS_DEFAULT_REGION;
  if (!region) throw new Error('the API URL names no region: set AWS_REGION');
  const signer = new SignatureV4({ service: 'execute-api', region, credentials: defaultProvider(), sha256: Sha256 });
  return async (request) => {
    const url = new URL(request.url);
    const body = request.body ? await request.text() : undefined;
    const signed = await signer.sign({
      method: request.method,
      protocol: url.protocol,
      hostname: url.hostname,
      port: url.port ? Number(url.port) : undefined,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: { ...Object.fromEntries(request.headers), host: url.host },
      body,
    });
    return fetch(url, { method: request.method, headers: signed.headers as Record<string, string>, body });
  };
}

export interface OperatorAccess {
  baseUrl: string;
  operatorToken?: string;
  fetch?: (request: Request) => Promise<Response>;
}

/** The operator's way in for `baseUrl`: the admin token when one is given, else SigV4 (a deployed stack). */
export function operatorAccess(baseUrl: string, token: string | undefined): OperatorAccess {
  if (token) return { baseUrl, operatorToken: token };
  const host = new URL(baseUrl).hostname;
  if (host === '127.0.0.1' || host === 'localhost') throw new Error('the local server takes its admin token: set ADMIN_TOKEN or pass --token (npm start prints it)');
  return { baseUrl, fetch: sigV4Fetch(baseUrl) };
}
