import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Duration, Validations } from 'aws-cdk-lib';
import { Schedule } from 'aws-cdk-lib/aws-events';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { LAYER_NODE_MODULES, layerContents } from '../../lib/constructs/package-layer.js';
import { FUNCTION_RUNTIME } from '../../lib/constructs/service-function.js';
import { exportPipeline, importPipeline, jobEventAgeMinutes, jobSchedule, jobs, segmentBuildPipeline, simulationPipeline, streamConsumers, type Job } from '../../lib/jobs.js';
import { layers, type LayerName } from '../../lib/layers.js';
import { routes, type Route } from '../../lib/routes.js';
import { ROUTE_THROTTLES, routeThrottle, STAGE_THROTTLE } from '../../lib/route-throttles.js';
import { TABLE_LOGICAL_ID } from '../../lib/data-stack.js';
import { compliancePacks } from '../../lib/rewards-app.js';
import { AUDIT_PARTITIONS } from '../../shared/audit/keys.js';
import { RATE_WINDOW_PARTITIONS, SOURCE_BAN_PARTITIONS, SOURCE_PARTITIONS } from '../../shared/programs/keys.js';
import { REPORT_MONTH_PARTITIONS } from '../../shared/reports/keys.js';
import { isAudited } from '../../shared/http/route-contract.js';
import { SOURCE_AUTHORIZER_CACHE_SECONDS, SOURCE_IDENTITY } from '../../lib/constructs/failed-auth-guard.js';
import { firstDeployRebuildDescription, sourceAuthorizerDescription } from '../../lib/functions.js';
import { ROUTE_DEFAULT_MEMORY_MB, routeMemoryMb } from '../../lib/function-memory.js';
import { MEASURED_MEMORY_MB } from '../../lib/generated/function-memory.js';
import { TABLE_INDEXES, TABLE_KEY, TTL_ATTRIBUTE } from '../../shared/data/table.js';
import { RANK_SHARDS } from '../../shared/points/rank-tree.js';
import { BUSINESS_METRICS, LOG_SAMPLE_RATE, METRICS_NAMESPACE, SERVICE_NAME } from '../../shared/support/telemetry-names.js';
import { resourcesOfType, synthesizeRewardsApp } from '../helpers/cdk-app.js';

const WRITE_ACTIONS = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];

const { app, data, api, console: consoleStack, dataTemplate, apiTemplate, apiStackTemplate } = synthesizeRewardsApp();

function acknowledgements(root: IConstruct): Array<{ path: string; id: string; reason: string }> {
  return root.node.findAll().flatMap((construct) =>
    construct.node.metadata
      .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((entry) => Object.entries(entry.data as Record<string, string>))
      .map(([id, reason]) => ({ path: construct.node.path, id, reason })),
  );
}

type Props = Record<string, any>;

/**
 * What a nested stack's parameter is given by the API stack (a Ref to one of its resources), or
 * the logical id itself when it is not a parameter.
 */
function fromParent(ref: string): string {
  for (const nested of Object.values(resourcesOfType(apiStackTemplate, 'AWS::CloudFormation::Stack'))) {
    const given = (nested.Properties?.Parameters as Record<string, { Ref?: string }> | undefined)?.[ref];
    if (given?.Ref) return given.Ref;
  }
  return ref;
}

/** A function of the template with what its role may do. */
function functionById(template: Template, functionId: string) {
  const fn = resourcesOfType(template, 'AWS::Lambda::Function')[functionId]!.Properties as Props;
  const roleId = fn.Role['Fn::GetAtt'][0] as string;
  const policies = Object.values(resourcesOfType(template, 'AWS::IAM::Policy')).filter((p) =>
    (p.Properties?.Roles as Array<{ Ref: string }>).some((role) => role.Ref === roleId),
  );
  const statements = policies.flatMap((p) => (p.Properties as Props).PolicyDocument.Statement as Props[]);
  const actions = statements.flatMap((s) => [s.Action].flat() as string[]);
  const dynamoResources = statements.filter((s) => [s.Action].flat().some((a: string) => a.startsWith('dynamodb:'))).flatMap((s) => [s.Resource].flat());
  const layerIds = ((fn.Layers ?? []) as Array<{ Ref: string }>).map((layer) => fromParent(layer.Ref));
  return { fn, functionId, statements, actions, dynamoResources, layerIds };
}

/** Follows one route-table row through the template: route -> integration -> function -> role policy. */
function deployed(template: Template, route: Route) {
  const routeKey = `${route.method} ${route.path}`;
  const apiRoutes = Object.values(resourcesOfType(template, 'AWS::ApiGatewayV2::Route')).filter((r) => r.Properties?.RouteKey === routeKey);
  expect(apiRoutes).toHaveLength(1);
  const apiRoute = apiRoutes[0]!.Properties as Props;
  const integrationId = apiRoute.Target['Fn::Join'][1][1].Ref as string;
  const integration = resourcesOfType(template, 'AWS::ApiGatewayV2::Integration')[integrationId]!.Properties as Props;
  return { apiRoute, ...functionById(template, integration.IntegrationUri['Fn::GetAtt'][0] as string) };
}

/** Follows one scheduled job through the template: its function (by description) and the rules that invoke it. */
function scheduled(template: Template, job: Job) {
  const description = `Scheduled job ${job.name}, ${jobSchedule(job)}`;
  const ids = Object.entries(resourcesOfType(template, 'AWS::Lambda::Function'))
    .filter(([, f]) => f.Properties?.Description === description)
    .map(([id]) => id);
  expect(ids).toHaveLength(1);
  const functionId = ids[0]!;
  const rules = Object.entries(resourcesOfType(template, 'AWS::Events::Rule'))
    .filter(([, r]) => ((r.Properties?.Targets ?? []) as Props[]).some((target) => target.Arn?.['Fn::GetAtt']?.[0] === functionId))
    .map(([ruleId, r]) => ({ ruleId, rule: r.Properties as Props }));
  return { rules, ...functionById(template, functionId) };
}

/** Every function row with what it declares, and how to find its function in the template. */
const functionRows = [
  ...routes.map((route) => ({
    label: `route ${route.method} ${route.path}`,
    access: route.access,
    audited: isAudited(route.contract),
    keepsReportTotals: route.contract.keepsReportTotals === true,
    layers: route.layers ?? [],
    find: () => deployed(apiTemplate, route),
  })),
  ...jobs.map((job) => ({ label: `job ${job.name}`, access: job.access, audited: false, keepsReportTotals: false, layers: job.layers ?? [], find: () => scheduled(apiTemplate, job) })),
];

/** Logical id of each layer in the API template, by the name lib/layers.ts gives it. */
function layerIdsByName(): Map<LayerName, string> {
  const versions = Object.entries(resourcesOfType(apiTemplate, 'AWS::Lambda::LayerVersion'));
  const byName = new Map<LayerName, string>();
  for (const name of Object.keys(layers) as LayerName[]) {
    const found = versions.filter(([, v]) => String(v.Properties?.Description).startsWith(layers[name].description));
    if (found.length === 1) byName.set(name, found[0]![0]);
  }
  return byName;
}

describe('data stack', () => {
  it('keeps the table under its pinned logical id', () => {
    const tables = resourcesOfType(dataTemplate, 'AWS::DynamoDB::Table');

    expect(Object.keys(tables)).toEqual([TABLE_LOGICAL_ID]);
    expect(TABLE_LOGICAL_ID).toBe('RewardsTable');
  });

  it('builds the table from shared/data/table.ts: keys, both indexes, on-demand', () => {
    dataTemplate.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [
        { AttributeName: TABLE_KEY.partition, KeyType: 'HASH' },
        { AttributeName: TABLE_KEY.sort, KeyType: 'RANGE' },
      ],
      BillingMode: 'PAY_PER_REQUEST',
      GlobalSecondaryIndexes: TABLE_INDEXES.map((index) =>
        Match.objectLike({
          IndexName: index.name,
          KeySchema: [
            { AttributeName: index.partition, KeyType: 'HASH' },
            { AttributeName: index.sort, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: index.projection },
        }),
      ),
    });
  });

  it('protects the data: point-in-time recovery, deletion protection, retained on stack removal, encrypted', () => {
    dataTemplate.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        DeletionProtectionEnabled: true,
        SSESpecification: { SSEEnabled: true },
      }),
    });
  });

  it('expires items through TTL on the shared expiry attribute', () => {
    dataTemplate.hasResourceProperties('AWS::DynamoDB::Table', {
      TimeToLiveSpecification: { AttributeName: TTL_ATTRIBUTE, Enabled: true },
    });
    expect(TTL_ATTRIBUTE).toBe('expires_at');
  });

  it('alarms on throttle events of the table and every index', () => {
    const alarms = Object.values(resourcesOfType(dataTemplate, 'AWS::CloudWatch::Alarm'));
    const throttle = alarms.find((a) => JSON.stringify(a.Properties).includes('ReadThrottleEvents'));

    expect(throttle).toBeDefined();
    const text = JSON.stringify(throttle!.Properties);
    expect(text).toContain('WriteThrottleEvents');
    for (const index of TABLE_INDEXES) expect(text).toContain(`"${index.name}"`);
  });
});

describe('api stack', () => {
  it('has exactly one function and one HTTP API route per route-table row, one function and one schedule per job, the stream consumers, the source authorizer and the import, export and segment build pipeline steps', () => {
    const pipelineSteps = [importPipeline, exportPipeline, segmentBuildPipeline, simulationPipeline].reduce((sum, pipeline) => sum + Object.keys(pipeline).length, 0);
    // Beside the source authorizer, the first deploy's report rebuild.
    apiTemplate.resourceCountIs('AWS::Lambda::Function', routes.length + jobs.length + streamConsumers.length + 2 + pipelineSteps);
    apiTemplate.resourceCountIs('AWS::ApiGatewayV2::Route', routes.length);
    apiTemplate.resourceCountIs('AWS::ApiGatewayV2::Integration', routes.length);
    // One schedule per job, the import pipeline's file-arrived rule, and the export pipeline's, the segment build's and the simulation's request-arrived rules.
    apiTemplate.resourceCountIs('AWS::Events::Rule', jobs.length + 4);
  });

  it("rebuilds every program's reports once, on the first deploy, through a custom resource its own function serves, made after the stream consumers", () => {
    const custom = Object.values(apiTemplate.findResources('Custom::ReportRebuilds'));
    const functions = apiTemplate.findResources('AWS::Lambda::Function');
    const served = Object.entries(functions).find(([, fn]) => fn.Properties.Description === firstDeployRebuildDescription);

    expect(custom).toHaveLength(1);
    expect(served).toBeDefined();
    expect(custom[0]!.Properties.ServiceToken).toEqual({ 'Fn::GetAtt': [served![0], 'Arn'] });
    const mappings = Object.keys(apiTemplate.findResources('AWS::Lambda::EventSourceMapping'));
    expect(mappings.filter((id) => !custom[0]!.DependsOn?.includes(id))).toEqual([]);
  });

  it('feeds each stream consumer (webhooks, report counts) only inserted outbox items of the table stream, with its own dead-letter queue', () => {
    const mappings = Object.values(apiTemplate.findResources('AWS::Lambda::EventSourceMapping'));
    // A DynamoDB stream shard takes two readers at most.
    expect(mappings).toHaveLength(2);
    expect(streamConsumers).toHaveLength(2);
    const destinations = new Set(mappings.map((mapping) => JSON.stringify(mapping.Properties.DestinationConfig.OnFailure.Destination)));
    expect(destinations.size).toBe(2);
    // The dispatcher starts at the stream's end; the counter, whose marks make a replay count nothing, at its start.
    expect(mappings.map(({ Properties: mapping }) => mapping.StartingPosition).sort()).toEqual(['LATEST', 'TRIM_HORIZON']);
    for (const { Properties: mapping } of mappings) {
      expect(mapping).toMatchObject({ BisectBatchOnFunctionError: true, DestinationConfig: { OnFailure: { Destination: expect.anything() } } });
      expect(JSON.parse(mapping.FilterCriteria.Filters[0].Pattern)).toEqual({ eventName: ['INSERT'], dynamodb: { NewImage: { type: { S: ['outbox_event'] } } } });
    }
    dataTemplate.hasResourceProperties('AWS::DynamoDB::Table', { StreamSpecification: { StreamViewType: 'NEW_IMAGE' } });
  });

  it.each(routes.map((route) => [`${route.method} ${route.path}`, route] as const))('wires %s to its own function', (_key, route) => {
    const { fn } = deployed(apiTemplate, route);

    expect(fn.Description).toBe(`${route.method} ${route.path}`);
    expect(fn.Handler).toBe('index.handler');
    expect(fn.Timeout).toBeLessThanOrEqual(29);
    // Sized by measurement (npm run bench:cost), or the routes' default until the cost bench has measured it.
    expect(fn.MemorySize).toBe(MEASURED_MEMORY_MB[route.name] ?? ROUTE_DEFAULT_MEMORY_MB);
    expect(fn.MemorySize).toBe(routeMemoryMb(route.name));
  });

  it('sizes route functions by what each measured, not one size for all', () => {
    const sizes = new Set(Object.values(MEASURED_MEMORY_MB));
    expect(sizes.size).toBeGreaterThan(1);
    for (const size of sizes) expect(size).toBeGreaterThanOrEqual(128);
    // The generated table names only routes that exist.
    expect(Object.keys(MEASURED_MEMORY_MB).filter((name) => !routes.some((route) => route.name === name))).toEqual([]);
  });

  it('requires an operator pool token (JWT authorizer) on operator routes and puts the source authorizer on every api_key route', () => {
    const authorizers = Object.entries(resourcesOfType(apiStackTemplate, 'AWS::ApiGatewayV2::Authorizer'));
    const idOf = (type: string) => authorizers.find(([, a]) => a.Properties?.AuthorizerType === type)?.[0];
    for (const route of routes) {
      const { apiRoute } = deployed(apiTemplate, route);
      const authorizer = apiRoute.AuthorizerId?.Ref ? fromParent(apiRoute.AuthorizerId.Ref) : undefined;
      const expected = route.auth === 'operator' ? ['JWT', idOf('JWT')] : ['CUSTOM', idOf('REQUEST')];
      expect([route.path, apiRoute.AuthorizationType, authorizer]).toEqual([route.path, ...expected]);
    }
    expect(routes.some((route) => route.auth === 'operator')).toBe(true);
  });

  it('keys the source authorizer by source IP, caches its answers (deny included) and reads nothing but bans', () => {
    const authorizers = Object.values(resourcesOfType(apiStackTemplate, 'AWS::ApiGatewayV2::Authorizer'))
      .map((a) => a.Properties as Props)
      .filter((a) => a.AuthorizerType === 'REQUEST');
    const fnId = Object.entries(resourcesOfType(apiStackTemplate, 'AWS::Lambda::Function')).find(([, f]) => f.Properties?.Description === sourceAuthorizerDescription)![0];
    const { statements } = functionById(apiStackTemplate, fnId);
    const dynamo = statements.filter((s) => [s.Action].flat().some((a: string) => a.startsWith('dynamodb:')));

    expect(authorizers).toEqual([
      expect.objectContaining({
        AuthorizerType: 'REQUEST',
        IdentitySource: [SOURCE_IDENTITY],
        AuthorizerResultTtlInSeconds: SOURCE_AUTHORIZER_CACHE_SECONDS,
        EnableSimpleResponses: true,
        AuthorizerPayloadFormatVersion: '2.0',
      }),
    ]);
    expect(JSON.stringify(authorizers[0]!.AuthorizerUri)).toContain(fnId);
    expect(SOURCE_IDENTITY).toBe('$context.identity.sourceIp');
    expect(dynamo).toEqual([expect.objectContaining({ Action: 'dynamodb:GetItem', Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [SOURCE_BAN_PARTITIONS] } } })]);
    apiStackTemplate.hasResourceProperties('AWS::Lambda::Permission', { FunctionName: { 'Fn::GetAtt': [fnId, 'Arn'] }, Principal: 'apigateway.amazonaws.com' });
  });

  it('runs every function on arm64 and Node.js 22 or newer, traced, with the table name, log level, service name and metrics namespace', () => {
    const functions = Object.values(resourcesOfType(apiTemplate, 'AWS::Lambda::Function')).map((f) => f.Properties as Props);

    for (const fn of functions) {
      expect(fn.Architectures).toEqual(['arm64']);
      const major = Number(/^nodejs(\d+)\.x$/.exec(fn.Runtime)?.[1]);
      expect(major).toBeGreaterThanOrEqual(22);
      expect(fn.TracingConfig).toEqual({ Mode: 'Active' });
      // The pipelines' steps, the routes that use the file store and the daily export job also name the files bucket.
      const usesFiles =
        /^((Import|Export) pipeline|Segment build|Simulation) step/.test(fn.Description) ||
        routes.some((route) => route.files && fn.Description === `${route.method} ${route.path}`) ||
        jobs.some((job) => job.files && fn.Description.startsWith(`Scheduled job ${job.name},`));
      const filesBucket = usesFiles ? ['FILES_BUCKET'] : [];
      // The operator-management routes also name the operators' user pool.
      const operatorPool = routes.some((route) => route.contract.directory && fn.Description === `${route.method} ${route.path}`) ? ['OPERATOR_POOL_ID'] : [];
      expect(Object.keys(fn.Environment.Variables).sort()).toEqual([...filesBucket, ...operatorPool, 'POWERTOOLS_LOGGER_SAMPLE_RATE', 'POWERTOOLS_LOG_LEVEL', 'POWERTOOLS_SERVICE_NAME', 'TABLE_NAME']);
      expect(fn.Environment.Variables).toMatchObject({ POWERTOOLS_LOG_LEVEL: 'INFO', POWERTOOLS_LOGGER_SAMPLE_RATE: String(LOG_SAMPLE_RATE), POWERTOOLS_SERVICE_NAME: SERVICE_NAME });
      expect(fn.MemorySize).toBeGreaterThanOrEqual(128);
    }
  });

  it('gives every function its own log group with a retention period', () => {
    const logGroups = resourcesOfType(apiTemplate, 'AWS::Logs::LogGroup');
    const functions = Object.values(resourcesOfType(apiTemplate, 'AWS::Lambda::Function')).map((f) => f.Properties as Props);
    const used = functions.map((fn) => fn.LoggingConfig.LogGroup.Ref as string);

    expect(new Set(used).size).toBe(functions.length);
    for (const id of used) expect(logGroups[id]?.Properties?.RetentionInDays).toBeGreaterThan(0);
  });

  it.each(functionRows.filter((r) => r.access === 'read').map((row) => [row.label, row] as const))(
    'grants the read %s no table write action but counting requests in rate windows and failed authentications per source',
    (_key, row) => {
      const { actions, statements } = row.find();
      const writes = statements.filter((s) => [s.Action].flat().some((action: string) => WRITE_ACTIONS.includes(action)));

      const counting = expect.objectContaining({
        Action: 'dynamodb:UpdateItem',
        Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [RATE_WINDOW_PARTITIONS, SOURCE_PARTITIONS] } },
      });
      // An audited read (a member's data handed out) also records its audit entry, in the audit partitions only.
      const auditing = expect.objectContaining({
        Action: ['dynamodb:PutItem', 'dynamodb:UpdateItem'],
        Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [AUDIT_PARTITIONS] } },
      });

      // A top list also keeps the month totals it adds up, in their own partitions only (not the counters or their marks).
      const keepingTotals = expect.objectContaining({
        Action: 'dynamodb:BatchWriteItem',
        Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [REPORT_MONTH_PARTITIONS] } },
      });

      expect(actions).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:Query']));
      expect(writes).toEqual([counting, ...(row.audited ? [auditing] : []), ...(row.keepsReportTotals ? [keepingTotals] : [])]);
      expect([RATE_WINDOW_PARTITIONS, SOURCE_PARTITIONS, AUDIT_PARTITIONS, REPORT_MONTH_PARTITIONS]).toEqual(['RATE#*', 'SOURCE#*', 'AUDIT#*', 'REPORT_MONTHS#*']);
    },
  );

  it.each(functionRows.filter((r) => r.access === 'write').map((row) => [row.label, row] as const))(
    'grants the write %s the table write actions',
    (_key, row) => {
      const { actions } = row.find();

      expect(actions).toEqual(expect.arrayContaining(WRITE_ACTIONS));
    },
  );

  it('grants no function Scan, a dynamodb:* wildcard, or an index wildcard, and names the table and each index', () => {
    for (const row of functionRows) {
      const { actions, dynamoResources } = row.find();
      const text = JSON.stringify(dynamoResources);
      expect([row.label, actions.filter((action) => action === 'dynamodb:Scan' || action.endsWith(':*'))]).toEqual([row.label, []]);
      expect(text).not.toContain('/index/*');
      expect(new Set(dynamoResources.map((resource) => JSON.stringify(resource))).size).toBe(1 + TABLE_INDEXES.length);
      for (const index of TABLE_INDEXES) expect([row.label, text.includes(`"/index/${index.name}"`)]).toEqual([row.label, true]);
    }
  });

  it('throttles the stage by default', () => {
    apiTemplate.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      DefaultRouteSettings: { ThrottlingRateLimit: Match.anyValue(), ThrottlingBurstLimit: Match.anyValue() },
    });
    const stage = Object.values(resourcesOfType(apiTemplate, 'AWS::ApiGatewayV2::Stage'))[0]!.Properties as Props;
    expect(stage.DefaultRouteSettings.ThrottlingRateLimit).toBeGreaterThan(0);
    expect(stage.DefaultRouteSettings.ThrottlingBurstLimit).toBeGreaterThan(0);
  });

  it('throttles every route of the route table in the stage, by route key and kind, and keeps the stage default', () => {
    const [stageId, stage] = Object.entries(resourcesOfType(apiStackTemplate, 'AWS::ApiGatewayV2::Stage'))[0]! as [string, Props];
    const settings = stage.Properties.RouteSettings as Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }>;
    const expected = Object.fromEntries(
      routes.map((route) => [`${route.method} ${route.path}`, { ThrottlingRateLimit: routeThrottle(route).rateLimit, ThrottlingBurstLimit: routeThrottle(route).burstLimit }]),
    );

    expect(settings).toEqual(expected);
    expect(stage.Properties.DefaultRouteSettings).toMatchObject({ ThrottlingRateLimit: STAGE_THROTTLE.rateLimit, ThrottlingBurstLimit: STAGE_THROTTLE.burstLimit });
    expect(settings['GET /v2/users/{user_id}']!.ThrottlingRateLimit).toBe(ROUTE_THROTTLES.read.rateLimit);
    expect(settings['POST /v2/users/{user_id}/redemption']!.ThrottlingRateLimit).toBe(ROUTE_THROTTLES.write.rateLimit);
    expect(settings['POST /admin/v1/clients']!.ThrottlingRateLimit).toBe(ROUTE_THROTTLES.operator.rateLimit);
    // Every route key named there is created before the stage: it waits for every nested route stack.
    const nestedStacks = Object.keys(resourcesOfType(apiStackTemplate, 'AWS::CloudFormation::Stack'));
    expect(nestedStacks.length).toBe(api.routeStacks.size);
    expect([stageId, [stage.DependsOn].flat()]).toEqual([stageId, expect.arrayContaining(nestedStacks)]);
  });

  it('writes JSON access logs that never contain the query string (api_key) or the raw path', () => {
    const stage = Object.values(resourcesOfType(apiTemplate, 'AWS::ApiGatewayV2::Stage'))[0]!.Properties as Props;
    const format = stage.AccessLogSettings.Format as string;

    const fields = JSON.parse(format) as Record<string, string>;
    expect(fields).toMatchObject({ routeKey: '$context.routeKey', status: '$context.status', requestId: '$context.requestId' });
    expect(format).not.toMatch(/querystring|api_key|\$context\.path|\$request\./i);
    expect(stage.AccessLogSettings.DestinationArn).toBeDefined();
  });

  it('alarms on the 5xx rate, on 429 answers and on errors of every function, jobs included', () => {
    const alarms = Object.values(resourcesOfType(apiTemplate, 'AWS::CloudWatch::Alarm')).map((a) => JSON.stringify(a.Properties));
    const functionErrorAlarms = alarms.filter((a) => a.includes('"MetricName":"Errors"') && a.includes('AWS/Lambda'));

    expect(alarms.filter((a) => a.includes('"MetricName":"5xx"') && a.includes('"MetricName":"Count"'))).toHaveLength(1);
    expect(alarms.filter((a) => a.includes('"MetricName":"ThrottledRequests"'))).toHaveLength(1);
    expect(functionErrorAlarms).toHaveLength(routes.length + jobs.length);
    for (const job of jobs) {
      const { functionId } = scheduled(apiTemplate, job);
      expect([job.name, functionErrorAlarms.filter((a) => a.includes(`{"Ref":"${functionId}"}`))]).toEqual([job.name, [expect.any(String)]]);
    }
    apiTemplate.hasResourceProperties('AWS::Logs::MetricFilter', {
      FilterPattern: '{ $.status = "429" }',
      MetricTransformations: [Match.objectLike({ MetricName: 'ThrottledRequests', MetricValue: '1' })],
    });
  });
});

describe('dashboard', () => {
  const dashboards = Object.values(resourcesOfType(apiStackTemplate, 'AWS::CloudWatch::Dashboard'));
  /** Every metric the dashboard's widgets chart, as [namespace, name, ...dimensions], its tokens (region, API id) as "<token>". */
  const charted = (): string[][] => {
    const { 'Fn::Join': [separator, parts] } = dashboards[0]!.Properties!.DashboardBody as { 'Fn::Join': [string, unknown[]] };
    const json = parts.map((part) => (typeof part === 'string' ? part : '<token>')).join(separator);
    const widgets = (JSON.parse(json) as { widgets: Array<{ properties: { metrics?: unknown[][] } }> }).widgets;
    return widgets.flatMap((widget) => widget.properties.metrics ?? []).map((metric) => metric.filter((part): part is string => typeof part === 'string'));
  };

  it('is one dashboard of the API stack, with no hard-coded name', () => {
    expect(dashboards).toHaveLength(1);
    expect(dashboards[0]!.Properties!.DashboardName).toBeUndefined();
    apiStackTemplate.hasOutput('DashboardName', {});
  });

  it('charts every business counter under the namespace and service dimension the functions write them with', () => {
    const metrics = charted();

    for (const name of Object.values(BUSINESS_METRICS)) expect(metrics).toContainEqual([METRICS_NAMESPACE, name, 'service', SERVICE_NAME]);
  });

  it('charts the HTTP API requests, 4xx, 5xx and latency', () => {
    const api = charted().filter(([namespace]) => namespace === 'AWS/ApiGateway').map(([, name, dimension]) => [name, dimension]);

    expect(api).toEqual(expect.arrayContaining([['Count', 'ApiId'], ['4xx', 'ApiId'], ['5xx', 'ApiId'], ['Latency', 'ApiId']]));
  });
});

describe('scheduled jobs', () => {
  it.each(jobs.map((job) => [job.name, job] as const))('invokes %s through one EventBridge schedule at its rate', (_name, job) => {
    const { rules, functionId } = scheduled(apiTemplate, job);

    expect(rules).toHaveLength(1);
    const { ruleId, rule } = rules[0]!;
    expect(rule.ScheduleExpression).toBe(Schedule.rate(Duration.minutes(job.everyMinutes)).expressionString);
    expect(rule.State).toBe('ENABLED');
    apiTemplate.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      FunctionName: { 'Fn::GetAtt': [functionId, 'Arn'] },
      Principal: 'events.amazonaws.com',
      SourceArn: { 'Fn::GetAtt': [ruleId, 'Arn'] },
    });
  });

  it.each(jobs.map((job) => [job.name, job] as const))('runs %s with the function defaults, its own timeout, and no retry of a failed run', (_name, job) => {
    const { fn, functionId } = scheduled(apiTemplate, job);

    expect(fn.Timeout).toBe(job.timeoutSeconds);
    expect(fn.Timeout).toBeLessThanOrEqual(job.everyMinutes * 60);
    expect(fn.Handler).toBe('index.handler');
    expect(fn.Runtime).toBe(FUNCTION_RUNTIME.name);
    apiTemplate.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      FunctionName: { Ref: functionId },
      MaximumRetryAttempts: 0,
      MaximumEventAgeInSeconds: jobEventAgeMinutes(job) * 60,
    });
  });

  it('alarms when a schedule fails to invoke its job', () => {
    const alarms = Object.values(resourcesOfType(apiTemplate, 'AWS::CloudWatch::Alarm')).map((a) => a.Properties as Props);

    for (const job of jobs) {
      const { ruleId } = scheduled(apiTemplate, job).rules[0]!;
      const failed = alarms.filter((a) => a.MetricName === 'FailedInvocations' && a.Namespace === 'AWS/Events' && a.Dimensions[0].Value.Ref === ruleId);
      expect([job.name, failed]).toEqual([job.name, [expect.objectContaining({ Threshold: 1 })]]);
    }
  });
});

describe('layers', () => {
  const declared = [...new Set(functionRows.flatMap((row) => row.layers))];

  it('builds one arm64 layer per layer some function declares, for the functions runtime, naming its package versions', () => {
    const versions = Object.values(resourcesOfType(apiTemplate, 'AWS::Lambda::LayerVersion')).map((v) => v.Properties as Props);

    expect(declared).toContain('postalCodes');
    expect(versions).toHaveLength(declared.length);
    expect([...layerIdsByName().keys()].sort()).toEqual([...declared].sort());
    for (const version of versions) {
      expect(version.CompatibleArchitectures).toEqual(['arm64']);
      expect(version.CompatibleRuntimes).toEqual([FUNCTION_RUNTIME.name]);
    }
    const postalCodes = versions.find((v) => String(v.Description).startsWith(layers.postalCodes.description))!;
    expect(postalCodes.Description).toMatch(/\(zipcodes \d+\.\d+\.\d+\)$/);
  });

  it.each(functionRows.map((row) => [row.label, row] as const))('attaches to the %s exactly the layers its row declares', (_label, row) => {
    const ids = layerIdsByName();

    const { layerIds } = row.find();
    expect([...layerIds].sort()).toEqual(row.layers.map((name) => ids.get(name)).sort());
  });

  it('holds each package as installed, under nodejs/node_modules', () => {
    const contents = layerContents(layers.postalCodes);

    expect(contents.packages).toEqual([expect.objectContaining({ name: 'zipcodes', version: expect.stringMatching(/^\d+\.\d+\.\d+$/) })]);
    const paths = contents.files.map((file) => file.path);
    expect(paths.filter((path) => !path.startsWith(`${LAYER_NODE_MODULES}/zipcodes/`))).toEqual([]);
    expect(paths).toEqual(expect.arrayContaining([`${LAYER_NODE_MODULES}/zipcodes/package.json`, `${LAYER_NODE_MODULES}/zipcodes/lib/index.js`]));
  });

  describe('refuses a package the layer could not run', () => {
    let nodeModules: string;
    const install = (name: string, files: Record<string, string>) => {
      for (const [path, text] of Object.entries(files)) {
        const target = join(nodeModules, name, path);
        mkdirSync(dirname(target), { recursive: true });
        writeFileSync(target, text);
      }
    };
    beforeAll(() => {
      nodeModules = mkdtempSync(join(tmpdir(), 'rewards-layer-packages-'));
      install('plain', { 'package.json': '{"name":"plain","version":"1.0.0"}', 'index.js': 'module.exports = 1;' });
      install('needs-more', { 'package.json': '{"name":"needs-more","version":"1.0.0","dependencies":{"left-pad":"1.3.0"}}' });
      install('native', { 'package.json': '{"name":"native","version":"1.0.0"}', 'build/Release/addon.node': 'binary' });
    });
    afterAll(() => rmSync(nodeModules, { recursive: true, force: true }));

    const layer = (name: string) => ({ name: 'Test', description: 'test layer', packages: [name] });

    it('accepts a package with neither dependencies nor native code', () => {
      expect(layerContents(layer('plain'), nodeModules).files.map((file) => file.path)).toEqual([
        `${LAYER_NODE_MODULES}/plain/index.js`,
        `${LAYER_NODE_MODULES}/plain/package.json`,
      ]);
    });

    it('refuses a package with runtime dependencies, which the layer would not carry', () => {
      expect(() => layerContents(layer('needs-more'), nodeModules)).toThrow('needs-more has runtime dependencies (left-pad)');
    });

    it('refuses a package with a native addon, built for this machine rather than arm64 Lambda', () => {
      expect(() => layerContents(layer('native'), nodeModules)).toThrow('native has native code (build/Release/addon.node)');
    });

    it('refuses a package that is not installed', () => {
      expect(() => layerContents(layer('absent'), nodeModules)).toThrow('absent is not installed');
    });
  });
});

describe('the import pipeline', () => {
  const statementsOf = (description: string) => {
    const id = Object.entries(resourcesOfType(apiTemplate, 'AWS::Lambda::Function')).find(([, f]) => f.Properties?.Description === description)![0];
    return functionById(apiTemplate, id).statements.filter((s) => [s.Action].flat().some((a: string) => a.startsWith('s3:')));
  };
  const objects = (pattern: string) => ({ 'Fn::Join': ['', [{ 'Fn::ImportValue': 'RewardsData-FilesBucketArn' }, `/${pattern}`]] });

  it('keeps import files in an encrypted, private, TLS-only bucket with access logs, which expires them after 30 days and sends its events to EventBridge', () => {
    const buckets = Object.values(resourcesOfType(dataTemplate, 'AWS::S3::Bucket')).map((b) => b.Properties as Props);
    const files = buckets.find((bucket) => bucket.NotificationConfiguration)!;

    expect(files).toMatchObject({
      BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
      PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
      NotificationConfiguration: { EventBridgeConfiguration: { EventBridgeEnabled: true } },
      LoggingConfiguration: { DestinationBucketName: expect.anything() },
      LifecycleConfiguration: {
        Rules: [
          expect.objectContaining({ Prefix: 'imports/', ExpirationInDays: 30, AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 }, Status: 'Enabled' }),
          expect.objectContaining({ Prefix: 'exports/', ExpirationInDays: 7, AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 }, Status: 'Enabled' }),
        ],
      },
    });
    const policies = Object.values(resourcesOfType(dataTemplate, 'AWS::S3::BucketPolicy')).map((p) => JSON.stringify(p.Properties));
    expect(policies.filter((policy) => policy.includes('aws:SecureTransport'))).toHaveLength(2);
  });

  it('starts a Standard state machine on each import file that lands, and fans its chunks out on a Distributed Map over the manifest with bounded concurrency and retries', () => {
    const machines = Object.entries(resourcesOfType(apiStackTemplate, 'AWS::StepFunctions::StateMachine'))
      .filter(([id]) => id.startsWith('Imports'))
      .map(([, m]) => m.Properties as Props);
    expect(machines).toHaveLength(1);
    const definition = JSON.stringify(machines[0]!.DefinitionString);
    expect(machines[0]).toMatchObject({ TracingConfiguration: { Enabled: true }, LoggingConfiguration: { Level: 'ALL', IncludeExecutionData: false } });
    expect(definition).toContain('DISTRIBUTED');
    expect(definition).toContain(':states:::s3:getObject');
    expect(definition).toContain('Key.$');
    expect(definition).toContain('MaxConcurrency');
    expect(definition).toContain('States.ALL');
    const rule = Object.values(resourcesOfType(apiStackTemplate, 'AWS::Events::Rule')).find((r) => JSON.stringify(r.Properties).includes('Object Created'))!.Properties as Props;
    expect(rule.EventPattern).toEqual({
      source: ['aws.s3'],
      'detail-type': ['Object Created'],
      detail: { bucket: { name: [{ 'Fn::ImportValue': 'RewardsData-FilesBucketName' }] }, object: { key: [{ wildcard: 'imports/*/*/file' }] } },
    });
    expect(rule.Targets[0]).toMatchObject({ DeadLetterConfig: { Arn: expect.anything() }, RetryPolicy: { MaximumRetryAttempts: 10 } });
  });

  it('grants each step and the upload route only the S3 action on the objects it needs', () => {
    expect(statementsOf('Import pipeline step PlanImport')).toEqual([
      expect.objectContaining({ Action: 's3:GetObject', Resource: objects('imports/*/*/file') }),
      expect.objectContaining({ Action: 's3:PutObject', Resource: objects('imports/*/*/manifest.json') }),
    ]);
    expect(statementsOf('Import pipeline step WriteImportChunk')).toEqual([expect.objectContaining({ Action: 's3:GetObject', Resource: objects('imports/*/*/file') })]);
    expect(statementsOf('Import pipeline step FinishImport')).toEqual([]);
    expect(statementsOf('POST /admin/v1/clients/{client_id}/imports')).toEqual([expect.objectContaining({ Action: 's3:PutObject', Resource: objects('imports/*/*/file') })]);
    expect(statementsOf('GET /admin/v1/clients/{client_id}/imports/{import_id}')).toEqual([]);
  });
});

/** What the pipeline tests read of the API stack: a function's S3 statements, and a pipeline's state machine and its definition. */
function pipelineTemplate(constructId: string) {
  const statementsOf = (description: string) => {
    const id = Object.entries(resourcesOfType(apiTemplate, 'AWS::Lambda::Function')).find(([, f]) => f.Properties?.Description === description)![0];
    return functionById(apiTemplate, id).statements.filter((s) => [s.Action].flat().some((a: string) => a.startsWith('s3:')));
  };
  const objects = (pattern: string) => ({ 'Fn::Join': ['', [{ 'Fn::ImportValue': 'RewardsData-FilesBucketArn' }, `/${pattern}`]] });
  const machine = () => {
    const machines = Object.entries(resourcesOfType(apiStackTemplate, 'AWS::StepFunctions::StateMachine')).filter(([id]) => id.startsWith(constructId));
    expect(machines).toHaveLength(1);
    return machines[0]![1].Properties as Props;
  };
  /** The state machine's definition with the function ARNs named by their logical ids. */
  const definition = () =>
    JSON.parse(
      (machine().DefinitionString['Fn::Join'][1] as Array<string | Props>)
        .map((part) => (typeof part === 'string' ? part : part['Fn::GetAtt'] ? part['Fn::GetAtt'][0] : 'x'))
        .join(''),
    );
  return { statementsOf, objects, machine, definition };
}

describe('the export pipeline', () => {
  const { statementsOf, objects, machine, definition } = pipelineTemplate('Exports');

  it('starts a traced, logged Standard state machine on each export request that lands, with a dead-letter queue for events it could not take', () => {
    expect(machine()).toMatchObject({ TracingConfiguration: { Enabled: true }, LoggingConfiguration: { Level: 'ALL', IncludeExecutionData: false } });
    const rule = Object.values(resourcesOfType(apiStackTemplate, 'AWS::Events::Rule')).find((r) => JSON.stringify(r.Properties).includes('exports/'))!.Properties as Props;
    expect(rule.EventPattern).toEqual({
      source: ['aws.s3'],
      'detail-type': ['Object Created'],
      detail: { bucket: { name: [{ 'Fn::ImportValue': 'RewardsData-FilesBucketName' }] }, object: { key: [{ wildcard: 'exports/*/*/request.json' }] } },
    });
    expect(rule.Targets[0]).toMatchObject({ DeadLetterConfig: { Arn: expect.anything() }, RetryPolicy: { MaximumRetryAttempts: 10 } });
  });

  it('walks each rank index shard in a Map branch, a page after another until the page says the shard is done, then finishes; every failure ends in the finish step', () => {
    const states = definition().States;

    expect(states.Plan).toMatchObject({ Type: 'Task', Next: 'AnythingToRun', Catch: [expect.objectContaining({ Next: 'FinishAfterFailedPlan' })] });
    expect(states.Shards).toMatchObject({
      Type: 'Map',
      ItemsPath: '$.plan.shards',
      MaxConcurrency: RANK_SHARDS,
      Next: 'Finish',
      Catch: [expect.objectContaining({ ErrorEquals: ['States.ALL'], Next: 'FinishAfterFailedPages' })],
    });
    const walk = states.Shards.ItemProcessor;
    expect(walk.StartAt).toBe('WritePage');
    expect(walk.States.WritePage).toMatchObject({ Next: 'ShardDone', Retry: [expect.objectContaining({ ErrorEquals: ['States.ALL'], MaxAttempts: 6 })] });
    expect(walk.States.ShardDone).toMatchObject({ Type: 'Choice', Choices: [{ Variable: '$.done', BooleanEquals: true, Next: 'ShardWalked' }], Default: 'WritePage' });
    for (const finish of ['Finish', 'FinishAfterFailedPlan', 'FinishAfterFailedPages']) expect(states[finish].Resource).toMatch(/^ExportsFinishExport/);
    expect(states.FinishAfterFailedPages.Parameters['failure.$']).toContain('$.error.Error');
  });

  it('grants each step, the export routes and the daily job only the S3 actions on the objects they need', () => {
    const files = [objects('exports/*/*/*.csv.gz'), objects('exports/*/*/*.ndjson.gz')];
    expect(statementsOf('Export pipeline step PlanExport')).toEqual([]);
    expect(statementsOf('Export pipeline step WriteExportPage')).toEqual([expect.objectContaining({ Action: 's3:PutObject', Resource: objects('exports/*/*/parts/*') })]);
    expect(statementsOf('Export pipeline step FinishExport')).toEqual([
      expect.objectContaining({ Action: 's3:GetObject', Resource: objects('exports/*/*/parts/*') }),
      expect.objectContaining({ Action: ['s3:AbortMultipartUpload', 's3:PutObject'], Resource: files }),
    ]);
    const request = [expect.objectContaining({ Action: 's3:PutObject', Resource: objects('exports/*/*/request.json') })];
    expect(statementsOf('POST /admin/v1/clients/{client_id}/exports')).toEqual(request);
    expect(statementsOf('Scheduled job StartDailyExports, every 30 minutes')).toEqual(request);
    expect(statementsOf('GET /admin/v1/clients/{client_id}/exports/{export_id}')).toEqual([expect.objectContaining({ Action: 's3:GetObject', Resource: files })]);
    expect(statementsOf('GET /admin/v1/clients/{client_id}/exports')).toEqual([expect.objectContaining({ Action: 's3:GetObject', Resource: files })]);
  });

  it('alarms on failed executions and on request events that could not start one', () => {
    const alarms = Object.entries(resourcesOfType(apiStackTemplate, 'AWS::CloudWatch::Alarm')).filter(([id]) => id.startsWith('Exports'));
    expect(alarms.map(([, alarm]) => (alarm.Properties as Props).MetricName).sort()).toEqual(['ApproximateNumberOfMessagesVisible', 'ExecutionsFailed']);
  });
});

describe('the segment build pipeline', () => {
  const { statementsOf, objects, machine, definition } = pipelineTemplate('SegmentBuilds');

  it('starts a traced, logged state machine on each build request that lands, with a dead-letter queue for events it could not take', () => {
    expect(machine()).toMatchObject({ TracingConfiguration: { Enabled: true }, LoggingConfiguration: { Level: 'ALL', IncludeExecutionData: false } });
    const rule = Object.values(resourcesOfType(apiStackTemplate, 'AWS::Events::Rule')).find((r) => JSON.stringify(r.Properties).includes('segment-builds/'))!
      .Properties as Props;
    expect(rule.EventPattern.detail.object).toEqual({ key: [{ wildcard: 'segment-builds/*/*/*.json' }] });
    expect(rule.Targets[0]).toMatchObject({ DeadLetterConfig: { Arn: expect.anything() }, RetryPolicy: { MaximumRetryAttempts: 10 } });
  });

  it('walks each rank index shard in a Map branch, a page after another until the shard is done, then finishes; every failure ends in the finish step', () => {
    const states = definition().States;

    expect(states.Shards).toMatchObject({ Type: 'Map', ItemsPath: '$.plan.shards', MaxConcurrency: RANK_SHARDS, Next: 'Finish' });
    expect(states.Shards.ItemProcessor.States.ShardDone).toMatchObject({ Type: 'Choice', Default: 'BuildPage' });
    for (const finish of ['Finish', 'FinishAfterFailedPlan', 'FinishAfterFailedPages']) expect(states[finish].Resource).toMatch(/^SegmentBuildsFinishSegmentBuild/);
  });

  it('lets the routes that make and change segments put build requests, and the steps touch no object', () => {
    const request = [expect.objectContaining({ Action: 's3:PutObject', Resource: objects('segment-builds/*/*/*.json') })];
    expect(statementsOf('POST /admin/v1/clients/{client_id}/segments')).toEqual(request);
    expect(statementsOf('PUT /admin/v1/clients/{client_id}/segments/{segment_id}')).toEqual(request);
    for (const step of Object.values(segmentBuildPipeline)) expect(statementsOf(`Segment build step ${step.name}`)).toEqual([]);
    expect(statementsOf('POST /admin/v1/clients/{client_id}/segments/{segment_id}/archive')).toEqual([]);
  });
});

describe('the simulation pipeline', () => {
  const { statementsOf, objects, machine, definition } = pipelineTemplate('Simulations');

  it('starts a traced, logged state machine on each simulation request that lands, with a dead-letter queue for events it could not take', () => {
    expect(machine()).toMatchObject({ TracingConfiguration: { Enabled: true }, LoggingConfiguration: { Level: 'ALL', IncludeExecutionData: false } });
    const rule = Object.values(resourcesOfType(apiStackTemplate, 'AWS::Events::Rule')).find((r) => JSON.stringify(r.Properties).includes('simulations/'))!
      .Properties as Props;
    expect(rule.EventPattern.detail.object).toEqual({ key: [{ wildcard: 'simulations/*/*.json' }] });
    expect(rule.Targets[0]).toMatchObject({ DeadLetterConfig: { Arn: expect.anything() }, RetryPolicy: { MaximumRetryAttempts: 10 } });
  });

  it('replays each rank index shard in a Map branch, a page after another until the shard is done, then finishes; every failure ends in the finish step', () => {
    const states = definition().States;

    expect(states.Shards).toMatchObject({ Type: 'Map', ItemsPath: '$.plan.shards', MaxConcurrency: RANK_SHARDS, Next: 'Finish' });
    expect(states.Shards.ItemProcessor.States.ShardDone).toMatchObject({ Type: 'Choice', Default: 'ReplayPage' });
    for (const finish of ['Finish', 'FinishAfterFailedPlan', 'FinishAfterFailedPages']) expect(states[finish].Resource).toMatch(/^SimulationsFinishSimulation/);
  });

  it('lets only the route that asks for simulations put their requests, and the steps touch no object', () => {
    expect(statementsOf('POST /admin/v1/clients/{client_id}/simulations')).toEqual([expect.objectContaining({ Action: 's3:PutObject', Resource: objects('simulations/*/*.json') })]);
    for (const step of Object.values(simulationPipeline)) expect(statementsOf(`Simulation step ${step.name}`)).toEqual([]);
    expect(statementsOf('GET /admin/v1/clients/{client_id}/simulations/{simulation_id}')).toEqual([]);
  });
});

describe('every stack', () => {
  it('synthesize without CDK warnings or errors', () => {
    const assembly = app.synth();
    for (const stack of [data, api, consoleStack]) {
      const annotations = assembly.getStackArtifact(stack.artifactId).messages;
      expect(annotations.filter((m) => m.level !== 'info').map((m) => `${m.level} ${m.id}: ${String(m.entry.data)}`)).toEqual([]);
    }
  });
});

describe('without a console origin in context', () => {
  it('the API and the files bucket allow no cross-origin requests', () => {
    const files = Object.values(resourcesOfType(dataTemplate, 'AWS::S3::Bucket')).map((b) => b.Properties as Props);

    expect(Object.values(resourcesOfType(apiStackTemplate, 'AWS::ApiGatewayV2::Api')).map((a) => a.Properties?.CorsConfiguration)).toEqual([undefined]);
    expect(files.filter((bucket) => bucket.CorsConfiguration)).toEqual([]);
  });
});

describe('cdk-nag compliance', () => {
  it.each(compliancePacks(app).map((pack) => [pack.readPackName, pack] as const))(
    'the %s pack reports no unacknowledged error or warning',
    (_name, pack) => {
      const report = pack.validateScope(app);

      const findings = report.violations.map((v) => `${v.severity} ${v.ruleName} at ${v.violatingResources.map((r) => r.constructPath).join(', ')}`);
      expect(findings).toEqual([]);
    },
  );

  it('acknowledges findings only with a concrete reason', () => {
    const acknowledged = acknowledgements(app);

    expect(acknowledged.length).toBeGreaterThan(0);
    for (const { path, id, reason } of acknowledged) {
      expect([path, id, reason.length >= 40]).toEqual([path, id, true]);
    }
  });

  it('acknowledges no missing API Gateway authorisation: every route has an authorizer', () => {
    const apig4 = acknowledgements(app).filter(({ id }) => id.endsWith('AwsSolutions-APIG4'));

    expect(apig4).toEqual([]);
  });
});
