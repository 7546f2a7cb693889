import { Tags, Validations, type App } from 'aws-cdk-lib';
import { AwsSolutionsChecks, ServerlessChecks } from 'cdk-nag';
import { ApiStack } from './api-stack.js';
import { DataStack } from './data-stack.js';
import type { Route } from './routes.js';

/** Stack names; `cdk deploy --all` deploys RewardsData first (RewardsApi imports its table). */
export const STACK_NAMES = { data: 'RewardsData', api: 'RewardsApi' } as const;

/**
 * Adds the service's stacks to an app. bin/app.ts and the infra tests both build through here,
 * so the tests check the very stacks `cdk synth` produces. Context `alarmTopicArn` (optional)
 * routes every alarm to an SNS topic; context `logLevel` (optional, INFO by default) sets every
 * function's log level; context `importConcurrency` (optional) the chunk workers an import runs at once; context `consoleUrl`
 * (optional) where the operator console is served, where its sign-in returns; context `operatorDomainPrefix` (optional) the
 * prefix of the operators' sign-in domain. `routes` replaces the route table (capacity tests).
 */
export function addRewardsStacks(app: App, options: { routes?: readonly Route[] } = {}): { data: DataStack; api: ApiStack } {
  const alarmTopicArn = app.node.tryGetContext('alarmTopicArn') as string | undefined;
  const logLevel = app.node.tryGetContext('logLevel') as string | undefined;
  const importConcurrency = app.node.tryGetContext('importConcurrency') as number | undefined;
  const data = new DataStack(app, STACK_NAMES.data, {
    description: 'Rewards API: the single DynamoDB table (stateful)',
    alarmTopicArn,
    consoleUrl: app.node.tryGetContext('consoleUrl') as string | undefined,
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
  });
  // The API imports the files bucket and the operator pool by export name, which CDK does not see as a reference.
  api.addStackDependency(data);
  Tags.of(app).add('service', 'rewards-api');
  return { data, api };
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
