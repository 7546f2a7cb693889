import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Template } from 'aws-cdk-lib/assertions';
import { PROJECT_ROOT } from '../../lib/constructs/service-function.js';
import type { ConsoleAuth } from '../../lib/constructs/console-site.js';
import { addRewardsStacks } from '../../lib/rewards-app.js';
import type { Route } from '../../lib/routes.js';
import { testApp } from './cdk-assemblies.js';

/**
 * The service's app as `cdk synth` builds it (same stacks, same cdk.json feature flags), with one
 * difference: asset bundling is skipped (context aws:cdk:bundling-stacks = []), so a template test
 * does not run esbuild once per function. test/infra/bundling.test.ts builds the bundles instead.
 * The console stack deploys a small fixture (test/infra/fixtures/console-site) instead of the
 * built console, so no test needs `npm run build -w console`.
 */
export const CONSOLE_FIXTURE = join(PROJECT_ROOT, 'test', 'infra', 'fixtures', 'console-site');

export function synthesizeRewardsApp(options: { routes?: readonly Route[]; context?: Record<string, unknown>; consoleAuth?: ConsoleAuth } = {}) {
  const cdkJson = JSON.parse(readFileSync(join(PROJECT_ROOT, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> };
  const app = testApp({ context: { ...cdkJson.context, 'aws:cdk:bundling-stacks': [], ...options.context } });
  const stacks = addRewardsStacks(app, { routes: options.routes, consoleDirectory: CONSOLE_FIXTURE, consoleAuth: options.consoleAuth });
  app.synth();
  const routeTemplates = [...stacks.api.routeStacks.values()].map((stack) => Template.fromStack(stack));
  const apiStackTemplate = Template.fromStack(stacks.api);
  /** Every stack's template, nested stacks included: the whole of what CloudFormation deploys. */
  const templates = [{ name: stacks.data.node.path, template: Template.fromStack(stacks.data) }, { name: stacks.api.node.path, template: apiStackTemplate }];
  for (const stack of stacks.api.routeStacks.values()) templates.push({ name: stack.node.path, template: Template.fromStack(stack) });
  const consoleTemplate = Template.fromStack(stacks.console);
  templates.push({ name: stacks.console.node.path, template: consoleTemplate });
  return {
    app,
    ...stacks,
    dataTemplate: templates[0]!.template,
    consoleTemplate,
    /** The API stack's own template (API, stage, layers, jobs, and one resource per nested stack). */
    apiStackTemplate,
    /** The API stack and its nested route stacks as one template: every API resource, by logical id. */
    apiTemplate: Template.fromJSON({
      Resources: Object.assign({}, ...[apiStackTemplate, ...routeTemplates].map((template) => template.toJSON().Resources)),
    }),
    templates,
  };
}

/** Every stack's template as JSON, nested stacks included, for a check that needs no more: the assembly written to build them is removed at once. */
export function rewardsAppTemplatesJson(): Array<Record<string, unknown>> {
  const { app, templates } = synthesizeRewardsApp();
  const json = templates.map(({ template }) => template.toJSON() as Record<string, unknown>);
  rmSync(app.outdir, { recursive: true, force: true });
  return json;
}

type Resources = Record<string, { Type: string; Properties?: Record<string, unknown> }>;

/** Resources of one type in a template, by logical id. */
export function resourcesOfType(template: Template, type: string): Resources {
  return template.findResources(type) as Resources;
}
