import { join } from 'node:path';
import { Tags, Validations, type App } from 'aws-cdk-lib';
import { AwsSolutionsChecks, ServerlessChecks } from 'cdk-nag';
import { ApiStack } from './api-stack.js';
import { ConsoleStack, consoleDomain, consoleOrigins } from './console-stack.js';
import type { ConsoleAuth } from './constructs/console-site.js';
import { PROJECT_ROOT } from './constructs/service-function.js';
import { DataStack } from './data-stack.js';
import type { Route } from './routes.js';

/**
 * Stack names; `cdk deploy --all` deploys RewardsData first (RewardsApi imports its table), then
 * RewardsApi, then RewardsConsole (it reads the API's URL).
 */
export const STACK_NAMES = { data: 'RewardsData', api: 'RewardsApi', console: 'RewardsConsole' } as const;

/** The built console that `npm run build -w console` writes. */
export const CONSOLE_DIST = join(PROJECT_ROOT, 'console', 'dist');

export interface RewardsAppOptions {
  /** Replaces the route table (capacity tests). */
  routes?: readonly Route[];
  /** The built console to deploy; CONSOLE_DIST by default. */
  consoleDirectory?: string;
  /** Operator sign-in for the console's config.json; the data stack's user pool when absent. */
  consoleAuth?: ConsoleAuth;
}

/**
 * Adds the service's stacks to an app. bin/app.ts and the infra tests both build through here,
 * so the tests check the very stacks `cdk synth` produces. Context `alarmTopicArn` (optional)
 * routes every alarm to an SNS topic; context `logLevel` (optional, INFO by default) sets every
 * function's log level; context `importConcurrency` (optional) the chunk workers an import runs at once;
 * context `consoleDomain` with `consoleCertificateArn` (optional) gives the console a name of our
 * own, whose origin the API and the files bucket then allow (CORS); without it, context
 * `consoleOrigin` (optional, comma-separated) names the origins they allow, known once
 * RewardsConsole is deployed (its ConsoleOrigin output); the operators' sign-in returns to them too.
 * Context `operatorDomainPrefix` (optional) is the prefix of the operators' sign-in domain.
 */
export function addRewardsStacks(app: App, options: RewardsAppOptions = {}): { data: DataStack; api: ApiStack; console: ConsoleStack } {
  const alarmTopicArn = app.node.tryGetContext('alarmTopicArn') as string | undefined;
  const domain = consoleDomain(app.node.tryGetContext('consoleDomain'), app.node.tryGetContext('consoleCertificateArn'));
  const origins = [...new Set([...(domain ? [`https://${domain.name}`] : []), ...consoleOrigins(app.node.tryGetContext('consoleOrigin'))])];
  const logLevel = app.node.tryGetContext('logLevel') as string | undefined;
  const importConcurrency = app.node.tryGetContext('importConcurrency') as number | undefined;
  const data = new DataStack(app, STACK_NAMES.data, {
    description: 'Rewards API: the single DynamoDB table (stateful)',
    alarmTopicArn,
    consoleOrigins: origins,
    operatorDomainPrefix: app.node.tryGetContext('operatorDomainPrefix') as string | undefined,
  });
  const api = new ApiStack(app, STACK_NAMES.api, {
    description: 'Rewards API: HTTP API and one Lambda function per route',
    table: data.table,
    filesBucket: data.filesBucketExports,
    operatorPool: data.operatorPoolExports,
    routes: options.routes,
    importConcurrency: importConcurrency === undefined ? undefined : Number(importConcurrency),
    alarmTopicArn,
    logLevel,
    consoleOrigins: origins,
  });
  // The API imports the files bucket and the operator pool by export name, which CDK does not see as a reference.
  api.addStackDependency(data);
  const consoleStack = new ConsoleStack(app, STACK_NAMES.console, {
    description: 'Rewards API: the operator console (S3 and CloudFront)',
    directory: options.consoleDirectory ?? CONSOLE_DIST,
    api: api.api,
    filesBucket: data.filesBucketExports,
    auth: options.consoleAuth ?? {
      domainUrl: data.operatorPool.domain.baseUrl(),
      clientId: data.operatorPool.consoleClient.userPoolClientId,
      userPoolId: data.operatorPool.userPool.userPoolId,
    },
    domain,
  });
  consoleStack.addStackDependency(data);
  Tags.of(app).add('service', 'rewards-api');
  return { data, api, console: consoleStack };
}

/**
 * The compliance packs every synth runs: AWS Solutions and Serverless. A finding that is not
 * acknowledged (Validations.of(construct).acknowledge, with a reason) fails the synth.
 */
export function compliancePacks(app: App): [AwsSolutionsChecks, ServerlessChecks] {
  return [new AwsSolutionsChecks(app), new ServerlessChecks(app)];
}

export function addComplianceChecks(app: App): void {
  Validations.of(app).addPlugins(...compliancePacks(app));
}
