import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { PROJECT_ROOT } from '../../lib/constructs/service-function.js';
import { addRewardsStacks } from '../../lib/rewards-app.js';

/**
 * The service's app as `cdk synth` builds it (same stacks, same cdk.json feature flags), with one
 * difference: asset bundling is skipped (context aws:cdk:bundling-stacks = []), so a template test
 * does not run esbuild once per function. test/infra/bundling.test.ts builds the bundles instead.
 */
export function synthesizeRewardsApp() {
  const cdkJson = JSON.parse(readFileSync(join(PROJECT_ROOT, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> };
  const app = new App({ context: { ...cdkJson.context, 'aws:cdk:bundling-stacks': [] } });
  const stacks = addRewardsStacks(app);
  app.synth();
  return {
    app,
    ...stacks,
    dataTemplate: Template.fromStack(stacks.data),
    apiTemplate: Template.fromStack(stacks.api),
  };
}

type Resources = Record<string, { Type: string; Properties?: Record<string, unknown> }>;

/** Resources of one type in a template, by logical id. */
export function resourcesOfType(template: Template, type: string): Resources {
  return template.findResources(type) as Resources;
}
