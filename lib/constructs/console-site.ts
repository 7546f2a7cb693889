import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, type CfnBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { acknowledgeWildcards } from './wildcard-acknowledgements.js';
import { accessLogBucket } from './access-log-bucket.js';

/** Where the console lives, on the distribution and in the bucket alike: the app is built with Vite's base '/console/'. */
export const CONSOLE_PATH = '/console/';
/** The runtime configuration the app fetches at start, beside its index.html. */
export const CONSOLE_CONFIG_FILE = 'config.json';
/** Where Cognito sends the operator back after signing in, and after signing out. */
export const CONSOLE_CALLBACK_PATH = `${CONSOLE_PATH}auth/callback`;
export const CONSOLE_LOGOUT_PATH = CONSOLE_PATH;
/** The OAuth scopes the console asks for unless the auth props name others. */
export const CONSOLE_DEFAULT_SCOPES = ['openid', 'email', 'profile'] as const;

/** The operator sign-in the console uses (a Cognito user pool, its hosted domain and the console's app client). */
export interface ConsoleAuth {
  /** The user pool domain's base URL, e.g. https://rewards.auth.eu-west-1.amazoncognito.com */
  domainUrl: string;
  clientId: string;
  userPoolId: string;
  /** OAuth scopes; CONSOLE_DEFAULT_SCOPES when absent. */
  scopes?: readonly string[];
}

/** What the app reads from /console/config.json. */
export interface ConsoleConfig {
  apiUrl: string;
  auth?: {
    kind: 'cognito';
    domain: string;
    clientId: string;
    userPoolId: string;
    redirectUri: string;
    logoutUri: string;
    scopes: string[];
  };
}

export interface ConsoleSiteProps {
  /** The built app (console/dist): index.html at its root, as Vite writes it. */
  directory: string;
  /** The API's base URL, without a trailing slash. */
  apiUrl: string;
  /** Origins besides the API the app sends requests to (the files bucket's presigned uploads). */
  connectOrigins?: readonly string[];
  auth?: ConsoleAuth;
  /** A name of our own for the distribution, with its ACM certificate (us-east-1); else its cloudfront.net name. */
  domain?: ConsoleDomain;
}

export interface ConsoleDomain {
  name: string;
  certificateArn: string;
}

/**
 * The CloudFront Function (viewer request) that serves the single-page app: / and /console go to
 * /console/, and a path under /console/ without a file extension (a client route such as
 * /console/members/42) gets index.html; files (assets, config.json) pass through unchanged, so a
 * missing one stays an error instead of an HTML page.
 */
export const SPA_ROUTING_CODE = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri === '/' || uri === '${CONSOLE_PATH.slice(0, -1)}') {
    return { statusCode: 302, statusDescription: 'Found', headers: { location: { value: '${CONSOLE_PATH}' } } };
  }
  if (uri.indexOf('${CONSOLE_PATH}') === 0 && uri.slice(uri.lastIndexOf('/') + 1).indexOf('.') === -1) {
    request.uri = '${CONSOLE_PATH}index.html';
  }
  return request;
}`;

/**
 * The Content-Security-Policy of every answer: only the distribution's own scripts, styles,
 * images and fonts; requests to the API, the files bucket and the sign-in domain besides the
 * distribution itself; no framing, no plugins, no base or form target elsewhere.
 */
export function contentSecurityPolicy(connect: readonly string[], formAction: readonly string[]): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "manifest-src 'self'",
    ["connect-src 'self'", ...connect].join(' '),
    ["form-action 'self'", ...formAction].join(' '),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * The operator console as a static site: a private, encrypted, TLS-only bucket that only the
 * CloudFront distribution reads (origin access control), the app's files under console/ with the
 * config.json the stack writes beside them, security headers on every answer, HTTPS only.
 */
export class ConsoleSite extends Construct {
  readonly bucket: Bucket;
  readonly distribution: Distribution;
  /** https://<distribution domain>, the origin the API and the files bucket allow. */
  readonly origin: string;
  /** Where operators open the console. */
  readonly url: string;
  readonly config: ConsoleConfig;

  constructor(scope: Construct, id: string, props: ConsoleSiteProps) {
    super(scope, id);
    if (!existsSync(join(props.directory, 'index.html'))) {
      throw new Error(`${join(props.directory, 'index.html')} not found: build the console first (npm run build -w console)`);
    }

    const logs = accessLogBucket(this, 'AccessLogs', 'the console bucket and distribution');

    this.bucket = new Bucket(this, 'Files', {
      encryption: BucketEncryption.S3_MANAGED,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      serverAccessLogsBucket: logs,
      serverAccessLogsPrefix: 'bucket/',
      // Every file comes from console/dist and the stack; the deployment empties the bucket when it is removed.
      removalPolicy: RemovalPolicy.DESTROY,
    });

    const region = Stack.of(this).region;
    const cognito = props.auth ? [props.auth.domainUrl] : [];
    const headers = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Operator console: CSP, HSTS, no sniffing, no framing, same-origin referrer',
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy([props.apiUrl, ...(props.connectOrigins ?? []), ...cognito], cognito),
          override: true,
        },
        strictTransportSecurity: { accessControlMaxAge: Duration.days(730), includeSubdomains: true, override: true },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.SAME_ORIGIN, override: true },
      },
      customHeadersBehavior: {
        customHeaders: [{ header: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()', override: true }],
      },
    });
    const routing = new CloudFrontFunction(this, 'SpaRouting', {
      comment: `Operator console: / to ${CONSOLE_PATH}, client routes to index.html`,
      code: FunctionCode.fromInline(SPA_ROUTING_CODE),
      runtime: FunctionRuntime.JS_2_0,
    });

    const certificate = props.domain && Certificate.fromCertificateArn(this, 'Certificate', props.domain.certificateArn);
    this.distribution = new Distribution(this, 'Distribution', {
      comment: `Rewards operator console (${region})`,
      defaultRootObject: 'index.html',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        compress: true,
        responseHeadersPolicy: headers,
        functionAssociations: [{ function: routing, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      // CloudFront applies a viewer security policy only with a certificate of our own.
      ...(props.domain && { domainNames: [props.domain.name], certificate, minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021 }),
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: logs,
      logFilePrefix: 'distribution/',
    });
    if (!props.domain) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR4',
        reason:
          'Without a domain of our own the distribution answers on its cloudfront.net name with the default certificate, whose viewer security policy CloudFront fixes; with consoleDomain it requires TLS 1.2.',
      });
    }
    Validations.of(this.distribution).acknowledge(
      {
        id: 'AwsSolutions-CFR1',
        reason: 'Operators sign in from wherever they work; access is controlled by the API and Cognito sign-in, not by country.',
      },
      {
        id: 'AwsSolutions-CFR2',
        reason:
          'The distribution serves only static files that hold no secret (the app and its public config); every call with data goes to the API, which has its own throttles and authorisation.',
      },
    );

    this.origin = `https://${props.domain?.name ?? this.distribution.distributionDomainName}`;
    this.url = `${this.origin}${CONSOLE_PATH}`;
    this.config = {
      apiUrl: props.apiUrl,
      ...(props.auth && {
        auth: {
          kind: 'cognito' as const,
          domain: props.auth.domainUrl,
          clientId: props.auth.clientId,
          userPoolId: props.auth.userPoolId,
          redirectUri: `${this.origin}${CONSOLE_CALLBACK_PATH}`,
          logoutUri: `${this.origin}${CONSOLE_LOGOUT_PATH}`,
          scopes: [...(props.auth.scopes ?? CONSOLE_DEFAULT_SCOPES)],
        },
      }),
    };

    const deployment = new BucketDeployment(this, 'Deployment', {
      sources: [Source.asset(props.directory), Source.jsonData(CONSOLE_CONFIG_FILE, this.config)],
      destinationBucket: this.bucket,
      destinationKeyPrefix: CONSOLE_PATH.slice(1),
      distribution: this.distribution,
      distributionPaths: [`${CONSOLE_PATH}*`],
      retainOnDelete: false,
      memoryLimit: 512,
    });
    acknowledgeDeploymentHandler(this, deployment, this.bucket);
  }
}

/**
 * BucketDeployment runs one handler per stack (aws-cdk-lib's own Python function with the AWS
 * CLI layer), invoked by CloudFormation while the stack deploys; its role and runtime are the
 * library's, so its findings are acknowledged here, each with why it holds.
 */
function acknowledgeDeploymentHandler(site: Construct, deployment: BucketDeployment, bucket: Bucket): void {
  const bucketId = Stack.of(site).getLogicalId(bucket.node.defaultChild as CfnBucket);
  const handler = Stack.of(site)
    .node.children.filter((child) => child.node.id.startsWith('Custom::CDKBucketDeployment'))
    .map((child) => child.node.defaultChild ?? child);
  const runsOnDeploy = 'The handler runs only while CloudFormation deploys the stack, which waits for its answer and rolls back on a failure';
  for (const fn of handler) {
    Validations.of(fn).acknowledge(
      { id: 'AwsSolutions-L1', reason: 'The runtime is the one aws-cdk-lib builds its BucketDeployment handler for; it moves with aws-cdk-lib upgrades.' },
      {
        id: 'Serverless-LambdaLatestVersion',
        reason: 'The runtime is the one aws-cdk-lib builds its BucketDeployment handler for; it moves with aws-cdk-lib upgrades.',
      },
      { id: 'Serverless-LambdaDLQ', reason: `${runsOnDeploy}: a failed copy is reported there, and a queue would hold nothing to act on.` },
      { id: 'Serverless-LambdaTracing', reason: `${runsOnDeploy}; it copies files between two buckets and serves no request worth a trace.` },
    );
  }
  Validations.of(deployment.handlerRole).acknowledge({
    id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
    reason: 'The deployment handler role has the AWS managed basic execution policy aws-cdk-lib gives it: writing its own logs, nothing else.',
  });
  acknowledgeWildcards(deployment.handlerRole, [
    {
      finding: /^s3:(GetBucket|GetObject|List|Abort|DeleteObject)\*$/,
      reason:
        'The S3 read and write action groups BucketDeployment grants to copy the app from the asset bucket and prune the console bucket, on those two buckets only.',
    },
    {
      finding: /^arn:<AWS::Partition>:s3:::cdk-[a-z0-9]+-assets-<AWS::AccountId>-<AWS::Region>\/\*$/,
      reason: 'The handler reads the zipped app from the CDK bootstrap asset bucket, under a key that changes with every build.',
    },
    {
      finding: new RegExp(`^<${bucketId}\\.Arn>/\\*$`),
      reason: 'The deployment writes and prunes every object of the console bucket, which holds nothing but the deployed app and its config.',
    },
    {
      finding: /^\*$/,
      reason:
        'BucketDeployment grants CloudFront invalidation on every distribution; the handler invalidates only the console distribution, whose id it is given.',
    },
  ]);
}
