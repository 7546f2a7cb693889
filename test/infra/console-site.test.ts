import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { consoleDomain, consoleOrigins } from '../../lib/console-stack.js';
import { CONSOLE_CALLBACK_PATH, CONSOLE_DEFAULT_SCOPES, ConsoleSite } from '../../lib/constructs/console-site.js';
import { compliancePacks } from '../../lib/rewards-app.js';
import { testApp } from '../helpers/cdk-assemblies.js';
import { CONSOLE_FIXTURE, resourcesOfType, synthesizeRewardsApp } from '../helpers/cdk-app.js';

type Props = Record<string, any>;

const DOMAIN = 'console.rewards.example.com';
const CERTIFICATE = 'arn:aws:acm:us-east-1:123456789012:certificate/0f1e2d3c-4b5a-6978-8a9b-0c1d2e3f4a5b';
const LOCAL_CONSOLE = 'http://localhost:5173';
const AUTH = { domainUrl: 'https://rewards-ops.auth.eu-west-1.amazoncognito.com', clientId: 'console-client-id', userPoolId: 'eu-west-1_Example' };

const { app, console: consoleStack, consoleTemplate, apiStackTemplate, dataTemplate } = synthesizeRewardsApp({
  context: { consoleDomain: DOMAIN, consoleCertificateArn: CERTIFICATE, consoleOrigin: LOCAL_CONSOLE },
  consoleAuth: AUTH,
});

const only = (template: Template, type: string) => {
  const found = Object.entries(resourcesOfType(template, type));
  expect(found).toHaveLength(1);
  return { id: found[0]![0], props: found[0]![1].Properties as Props };
};

/** A CloudFormation value as readable text: {Logical.Attr}, {Ref}, {Stack.Output}, {import:Name}, pieces of a join. */
function text(value: unknown): string {
  if (typeof value === 'string') return value;
  const node = value as Props;
  if (node['Fn::Join']) return (node['Fn::Join'][1] as unknown[]).map(text).join(node['Fn::Join'][0]);
  if (node['Fn::GetAtt']) return `{${node['Fn::GetAtt'].join('.')}}`;
  if (node.Ref) return `{${node.Ref}}`;
  if (node['Fn::GetStackOutput']) return `{${node['Fn::GetStackOutput'].StackName}.${node['Fn::GetStackOutput'].OutputName}}`;
  if (node['Fn::ImportValue']) return `{import:${node['Fn::ImportValue']}}`;
  return JSON.stringify(node);
}

/** The API's endpoint as the console stack reads it, and the API stack's output behind it. */
function apiEndpoint(): string {
  const [apiId] = Object.keys(resourcesOfType(apiStackTemplate, 'AWS::ApiGatewayV2::Api'));
  const outputs = apiStackTemplate.toJSON().Outputs as Record<string, { Value: unknown }>;
  const published = Object.entries(outputs).filter(([, output]) => text(output.Value) === `{${apiId}.ApiEndpoint}`);
  expect(published).toHaveLength(1);
  return `{RewardsApi.${published[0]![0]}}`;
}

const deployment = () => only(consoleTemplate, 'Custom::CDKBucketDeployment').props;

/** The files of one source of the console's deployment, as staged in the cloud assembly. */
const stagedSource = (outdir: string, key: string) => join(outdir, `asset.${key.replace(/\.zip$/, '')}`);

/** config.json as the deployment writes it, deploy-time values shown as text(). */
function deployedConfig(outdir: string, deploymentProps: Props) {
  const index = (deploymentProps.SourceObjectKeys as string[]).findIndex((key) => existsSync(join(stagedSource(outdir, key), 'config.json')));
  expect(index).toBeGreaterThanOrEqual(0);
  let content = readFileSync(join(stagedSource(outdir, deploymentProps.SourceObjectKeys[index]), 'config.json'), 'utf8');
  for (const [marker, value] of Object.entries((deploymentProps.SourceMarkers?.[index] ?? {}) as Record<string, unknown>)) {
    content = content.split(marker).join(text(value));
  }
  return JSON.parse(content);
}

describe('console site bucket', () => {
  it('is encrypted, TLS-only, blocks every public access and logs its accesses', () => {
    const bucketId = deployment().DestinationBucketName.Ref as string;
    const bucket = resourcesOfType(consoleTemplate, 'AWS::S3::Bucket')[bucketId]!.Properties as Props;

    expect(bucket).toMatchObject({
      BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
      PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
      LoggingConfiguration: { DestinationBucketName: expect.anything() },
    });
    expect(bucket.WebsiteConfiguration).toBeUndefined();
  });

  it('is read only by the console distribution, through its origin access control', () => {
    const bucketId = deployment().DestinationBucketName.Ref as string;
    const distribution = only(consoleTemplate, 'AWS::CloudFront::Distribution');
    const policy = Object.values(resourcesOfType(consoleTemplate, 'AWS::S3::BucketPolicy')).find((p) => (p.Properties as Props | undefined)?.Bucket?.Ref === bucketId)!.Properties as Props;
    const statements = policy.PolicyDocument.Statement as Props[];

    expect(statements.filter((s) => s.Effect === 'Allow')).toEqual([
      {
        Effect: 'Allow',
        Principal: { Service: 'cloudfront.amazonaws.com' },
        Action: 's3:GetObject',
        Resource: { 'Fn::Join': ['', [{ 'Fn::GetAtt': [bucketId, 'Arn'] }, '/*']] },
        Condition: { StringEquals: { 'AWS:SourceArn': expect.anything() } },
      },
    ]);
    const sourceArn = text(statements.find((s) => s.Effect === 'Allow')!.Condition.StringEquals['AWS:SourceArn']);
    expect(sourceArn).toBe(`arn:{AWS::Partition}:cloudfront::{AWS::AccountId}:distribution/{${distribution.id}}`);
    expect(statements).toContainEqual(expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }));
    const oac = only(consoleTemplate, 'AWS::CloudFront::OriginAccessControl');
    expect(oac.props.OriginAccessControlConfig).toMatchObject({ OriginAccessControlOriginType: 's3', SigningBehavior: 'always', SigningProtocol: 'sigv4' });
    expect(distribution.props.DistributionConfig.Origins).toEqual([
      expect.objectContaining({
        DomainName: { 'Fn::GetAtt': [bucketId, 'RegionalDomainName'] },
        OriginAccessControlId: { 'Fn::GetAtt': [oac.id, 'Id'] },
        S3OriginConfig: { OriginAccessIdentity: '' },
      }),
    ]);
  });
});

describe('console distribution', () => {
  const config = () => only(consoleTemplate, 'AWS::CloudFront::Distribution').props.DistributionConfig as Props;

  it('redirects HTTP to HTTPS, serves index.html at the root, answers on the console domain with TLS 1.2 or newer', () => {
    expect(config()).toMatchObject({
      DefaultRootObject: 'index.html',
      DefaultCacheBehavior: { ViewerProtocolPolicy: 'redirect-to-https', AllowedMethods: ['GET', 'HEAD'] },
      Aliases: [DOMAIN],
      ViewerCertificate: { AcmCertificateArn: CERTIFICATE, MinimumProtocolVersion: 'TLSv1.2_2021', SslSupportMethod: 'sni-only' },
      Logging: { Bucket: expect.anything() },
    });
  });

  it('adds the security headers to every answer: a strict CSP that allows the API, the files bucket and the sign-in domain, HSTS, nosniff, DENY framing, a same-origin referrer', () => {
    const policy = only(consoleTemplate, 'AWS::CloudFront::ResponseHeadersPolicy');
    const headers = policy.props.ResponseHeadersPolicyConfig.SecurityHeadersConfig as Props;
    const csp = Object.fromEntries(
      text(headers.ContentSecurityPolicy.ContentSecurityPolicy)
        .split('; ')
        .map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]),
    );

    expect(config().DefaultCacheBehavior.ResponseHeadersPolicyId).toEqual({ Ref: policy.id });
    expect(csp).toEqual({
      'default-src': ["'none'"],
      'script-src': ["'self'"],
      'style-src': ["'self'"],
      'img-src': ["'self'", 'data:'],
      'font-src': ["'self'"],
      'manifest-src': ["'self'"],
      'connect-src': ["'self'", apiEndpoint(), 'https://{import:RewardsData-FilesBucketName}.s3.{AWS::Region}.{AWS::URLSuffix}', AUTH.domainUrl],
      'form-action': ["'self'", AUTH.domainUrl],
      'frame-ancestors': ["'none'"],
      'base-uri': ["'self'"],
      'object-src': ["'none'"],
    });
    expect(headers).toMatchObject({
      ContentSecurityPolicy: { Override: true },
      StrictTransportSecurity: { AccessControlMaxAgeSec: 63_072_000, IncludeSubdomains: true, Override: true },
      ContentTypeOptions: { Override: true },
      FrameOptions: { FrameOption: 'DENY', Override: true },
      ReferrerPolicy: { ReferrerPolicy: 'same-origin', Override: true },
    });
  });

  describe('routes the single-page app with a viewer-request function', () => {
    const route = (uri: string) => {
      const fn = only(consoleTemplate, 'AWS::CloudFront::Function');
      expect(config().DefaultCacheBehavior.FunctionAssociations).toEqual([{ EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [fn.id, 'FunctionARN'] } }]);
      expect(fn.props.FunctionConfig.Runtime).toBe('cloudfront-js-2.0');
      const handler = new Function(`${fn.props.FunctionCode}; return handler;`)() as (event: unknown) => Props;
      return handler({ request: { uri, method: 'GET', querystring: {}, headers: {} } });
    };

    it.each(['/', '/console'])('redirects %s to /console/', (uri) => {
      expect(route(uri)).toEqual({ statusCode: 302, statusDescription: 'Found', headers: { location: { value: '/console/' } } });
    });

    it.each(['/console/', '/console/members/42', CONSOLE_CALLBACK_PATH, '/console/rewards/new'])('serves index.html for the client route %s', (uri) => {
      expect(route(uri).uri).toBe('/console/index.html');
    });

    it.each(['/console/assets/index-3f2a1b.js', '/console/config.json', '/console/favicon.svg', '/other/page'])('passes the file %s through unchanged', (uri) => {
      expect(route(uri).uri).toBe(uri);
    });
  });

  it('outputs the console URL and origin, on the console domain', () => {
    const outputs = consoleTemplate.toJSON().Outputs as Record<string, { Value: unknown }>;

    expect(text(outputs.ConsoleUrl!.Value)).toBe(`https://${DOMAIN}/console/`);
    expect(text(outputs.ConsoleOrigin!.Value)).toBe(`https://${DOMAIN}`);
    expect([consoleStack.url, consoleStack.origin]).toEqual([`https://${DOMAIN}/console/`, `https://${DOMAIN}`]);
  });
});

describe('console deployment', () => {
  it('copies the built app under console/, prunes what the build no longer has and invalidates /console/*', () => {
    const props = deployment();
    const app_ = stagedSource(app.outdir, props.SourceObjectKeys[0]);

    expect(props).toMatchObject({ DestinationBucketKeyPrefix: 'console/', Prune: true, DistributionPaths: ['/console/*'] });
    expect(props.SourceObjectKeys).toHaveLength(2);
    expect(readFileSync(join(app_, 'index.html'), 'utf8')).toBe(readFileSync(join(CONSOLE_FIXTURE, 'index.html'), 'utf8'));
    expect(existsSync(join(app_, 'assets', 'index.js'))).toBe(true);
  });

  it('writes config.json with the API URL and the Cognito sign-in, redirecting back to the console', () => {
    const origin = `https://${DOMAIN}`;

    expect(deployedConfig(app.outdir, deployment())).toEqual({
      apiUrl: apiEndpoint(),
      auth: {
        kind: 'cognito',
        domain: AUTH.domainUrl,
        clientId: AUTH.clientId,
        userPoolId: AUTH.userPoolId,
        redirectUri: `${origin}/console/auth/callback`,
        logoutUri: `${origin}/console/`,
        scopes: [...CONSOLE_DEFAULT_SCOPES],
      },
    });
  });

  it('leaves auth out of config.json until the sign-in is given', () => {
    const bare = testApp();
    const stack = new Stack(bare, 'ConsoleOnly');
    new ConsoleSite(stack, 'Site', { directory: CONSOLE_FIXTURE, apiUrl: 'https://api.example.com' });
    const outdir = bare.synth().directory;

    expect(deployedConfig(outdir, only(Template.fromStack(stack), 'Custom::CDKBucketDeployment').props)).toEqual({ apiUrl: 'https://api.example.com' });
  });

  it('refuses to synthesize without the built console, naming the build command', () => {
    const stack = new Stack(testApp(), 'ConsoleOnly');

    expect(() => new ConsoleSite(stack, 'Site', { directory: join(CONSOLE_FIXTURE, 'absent'), apiUrl: 'https://api.example.com' })).toThrow(
      /index\.html not found: build the console first \(npm run build -w console\)/,
    );
  });
});

describe('cross-origin requests from the console', () => {
  const origins = [`https://${DOMAIN}`, LOCAL_CONSOLE];

  it('the HTTP API allows the console origins with the bearer token, JSON bodies and Idempotency-Key', () => {
    const api = only(apiStackTemplate, 'AWS::ApiGatewayV2::Api').props;

    expect(api.CorsConfiguration).toEqual({
      AllowOrigins: origins,
      AllowHeaders: ['authorization', 'content-type', 'idempotency-key'],
      AllowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      MaxAge: 3600,
    });
  });

  it('the files bucket allows the console origins a presigned PUT with its content type and If-None-Match', () => {
    const files = Object.values(resourcesOfType(dataTemplate, 'AWS::S3::Bucket'))
      .map((b) => b.Properties as Props)
      .find((bucket) => bucket.NotificationConfiguration)!;

    expect(files.CorsConfiguration).toEqual({
      CorsRules: [{ AllowedOrigins: origins, AllowedMethods: ['PUT'], AllowedHeaders: ['content-type', 'if-none-match'], MaxAge: 3600 }],
    });
  });

  it('reads context consoleOrigin as one or more https origins, or http on localhost', () => {
    expect(consoleOrigins(undefined)).toEqual([]);
    expect(consoleOrigins('https://d111111abcdef8.cloudfront.net, http://localhost:5173')).toEqual(['https://d111111abcdef8.cloudfront.net', 'http://localhost:5173']);
    for (const wrong of ['https://d111111abcdef8.cloudfront.net/', 'https://d111111abcdef8.cloudfront.net/console/', 'http://console.example.com', 'd111111abcdef8.cloudfront.net']) {
      expect(() => consoleOrigins(wrong)).toThrow(/consoleOrigin must be https:\/\/host/);
    }
  });

  it('takes context consoleDomain only with a certificate in us-east-1', () => {
    expect(consoleDomain(undefined, undefined)).toBeUndefined();
    expect(consoleDomain(DOMAIN, CERTIFICATE)).toEqual({ name: DOMAIN, certificateArn: CERTIFICATE });
    expect(() => consoleDomain(DOMAIN, undefined)).toThrow(/consoleCertificateArn must be/);
    expect(() => consoleDomain(DOMAIN, CERTIFICATE.replace('us-east-1', 'eu-west-1'))).toThrow(/consoleCertificateArn must be/);
    expect(() => consoleDomain('https://console.example.com', CERTIFICATE)).toThrow(/consoleDomain must be/);
  });
});

describe('console stack compliance', () => {
  it('synthesizes without CDK warnings or errors', () => {
    const messages = app.synth().getStackArtifact(consoleStack.artifactId).messages;

    expect(messages.filter((m) => m.level !== 'info').map((m) => `${m.level} ${m.id}: ${String(m.entry.data)}`)).toEqual([]);
  });

  it.each(compliancePacks(app).map((pack) => [pack.readPackName, pack] as const))('the %s pack reports nothing unacknowledged, with a domain of its own', (_name, pack) => {
    const findings = pack.validateScope(app).violations.map((v) => `${v.severity} ${v.ruleName} at ${v.violatingResources.map((r) => r.constructPath).join(', ')}`);

    expect(findings).toEqual([]);
  });
});
