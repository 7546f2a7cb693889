import { CfnOutput, Fn, Stack, type StackProps } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import type { Construct } from 'constructs';
import type { FilesBucketExports } from './data-stack.js';
import { type ConsoleAuth, type ConsoleDomain, ConsoleSite } from './constructs/console-site.js';

export interface ConsoleStackProps extends StackProps {
  /** The built console (console/dist). */
  directory: string;
  api: IHttpApi;
  /** The data stack's exports of the files bucket, which the console uploads imports to. */
  filesBucket: FilesBucketExports;
  /** Operator sign-in; without it config.json carries no auth section. */
  auth?: ConsoleAuth;
  /** A domain of our own (context consoleDomain and consoleCertificateArn); else the distribution's cloudfront.net name. */
  domain?: ConsoleDomain;
}

/**
 * The operator console: its static site (lib/constructs/console-site.ts) and the config.json
 * that points it at this deployment's API and sign-in. Deployed after the API, whose URL it
 * reads; the API and the files bucket learn the console's origin from context (`consoleDomain`,
 * or `consoleOrigin`) instead of a reference back, which would make the stacks depend on each other.
 */
export class ConsoleStack extends Stack {
  readonly site: ConsoleSite;
  /** https://<distribution domain>: the origin the API's and the files bucket's CORS must allow. */
  readonly origin: string;
  /** Where operators open the console. */
  readonly url: string;

  constructor(scope: Construct, id: string, props: ConsoleStackProps) {
    super(scope, id, props);
    // The host a presigned upload goes to (virtual-hosted style, as the SDK signs it).
    const filesHost = `https://${Fn.importValue(props.filesBucket.name)}.s3.${this.region}.${this.urlSuffix}`;
    this.site = new ConsoleSite(this, 'Site', {
      directory: props.directory,
      apiUrl: props.api.apiEndpoint,
      connectOrigins: [filesHost],
      auth: props.auth,
      domain: props.domain,
    });
    this.origin = this.site.origin;
    this.url = this.site.url;

    new CfnOutput(this, 'ConsoleUrl', { value: this.url, description: 'Operator console' });
    new CfnOutput(this, 'ConsoleOrigin', {
      value: this.origin,
      description: 'Origin of the console: pass it as context consoleOrigin so the API and the files bucket allow it',
    });
  }
}

/**
 * The console's own domain from context `consoleDomain` and `consoleCertificateArn` (an ACM
 * certificate in us-east-1, as CloudFront requires): both or neither.
 */
export function consoleDomain(name: unknown, certificateArn: unknown): ConsoleDomain | undefined {
  if (!name && !certificateArn) return undefined;
  if (typeof name !== 'string' || !/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/.test(name)) {
    throw new Error(`consoleDomain must be a lower-case host name such as console.example.com, not ${String(name)}`);
  }
  if (typeof certificateArn !== 'string' || !/^arn:aws[a-z-]*:acm:us-east-1:\d{12}:certificate\/[\w-]+$/.test(certificateArn)) {
    throw new Error(`consoleCertificateArn must be the ARN of an ACM certificate in us-east-1 for ${name}, not ${String(certificateArn)}`);
  }
  return { name, certificateArn };
}

/**
 * The console origins context `consoleOrigin` names (one, or several separated by commas), each
 * an https origin (scheme and host, no path), or http on localhost for a console run locally.
 */
export function consoleOrigins(value: unknown): string[] {
  if (value === undefined || value === null || value === '') return [];
  const origins = (Array.isArray(value) ? value.map(String) : String(value).split(',')).map((origin) => origin.trim()).filter(Boolean);
  for (const origin of origins) {
    let url: URL | undefined;
    try {
      url = new URL(origin);
    } catch {
      url = undefined;
    }
    const local = url?.protocol === 'http:' && ['localhost', '127.0.0.1'].includes(url.hostname);
    if (!url || url.origin !== origin || (url.protocol !== 'https:' && !local)) {
      throw new Error(`consoleOrigin must be https://host (no path, no trailing slash) or http://localhost:port, not ${origin}`);
    }
  }
  return origins;
}
