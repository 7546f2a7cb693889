import { Validations } from 'aws-cdk-lib';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { routes, type Route } from '../../lib/routes.js';
import { TABLE_LOGICAL_ID } from '../../lib/data-stack.js';
import { compliancePacks } from '../../lib/rewards-app.js';
import { TABLE_INDEXES, TABLE_KEY, TTL_ATTRIBUTE } from '../../shared/data/table.js';
import { resourcesOfType, synthesizeRewardsApp } from '../helpers/cdk-app.js';

const WRITE_ACTIONS = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];

const { app, data, api, dataTemplate, apiTemplate } = synthesizeRewardsApp();

function acknowledgements(root: IConstruct): Array<{ path: string; id: string; reason: string }> {
  return root.node.findAll().flatMap((construct) =>
    construct.node.metadata
      .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((entry) => Object.entries(entry.data as Record<string, string>))
      .map(([id, reason]) => ({ path: construct.node.path, id, reason })),
  );
}

type Props = Record<string, any>;

/** Follows one route-table row through the template: route -> integration -> function -> role policy. */
function deployed(template: Template, route: Route) {
  const routeKey = `${route.method} ${route.path}`;
  const apiRoutes = Object.values(resourcesOfType(template, 'AWS::ApiGatewayV2::Route')).filter((r) => r.Properties?.RouteKey === routeKey);
  expect(apiRoutes).toHaveLength(1);
  const apiRoute = apiRoutes[0]!.Properties as Props;
  const integrationId = apiRoute.Target['Fn::Join'][1][1].Ref as string;
  const integration = resourcesOfType(template, 'AWS::ApiGatewayV2::Integration')[integrationId]!.Properties as Props;
  const functionId = integration.IntegrationUri['Fn::GetAtt'][0] as string;
  const fn = resourcesOfType(template, 'AWS::Lambda::Function')[functionId]!.Properties as Props;
  const roleId = fn.Role['Fn::GetAtt'][0] as string;
  const policies = Object.values(resourcesOfType(template, 'AWS::IAM::Policy')).filter((p) =>
    (p.Properties?.Roles as Array<{ Ref: string }>).some((role) => role.Ref === roleId),
  );
  const statements = policies.flatMap((p) => (p.Properties as Props).PolicyDocument.Statement as Props[]);
  const actions = statements.flatMap((s) => [s.Action].flat() as string[]);
  const dynamoResources = statements.filter((s) => [s.Action].flat().some((a: string) => a.startsWith('dynamodb:'))).flatMap((s) => [s.Resource].flat());
  return { apiRoute, fn, functionId, actions, dynamoResources };
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
          Projection: { ProjectionType: 'ALL' },
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
  it('has exactly one function and one HTTP API route per route-table row', () => {
    apiTemplate.resourceCountIs('AWS::Lambda::Function', routes.length);
    apiTemplate.resourceCountIs('AWS::ApiGatewayV2::Route', routes.length);
    apiTemplate.resourceCountIs('AWS::ApiGatewayV2::Integration', routes.length);
  });

  it.each(routes.map((route) => [`${route.method} ${route.path}`, route] as const))('wires %s to its own function', (_key, route) => {
    const { fn } = deployed(apiTemplate, route);

    expect(fn.Description).toBe(`${route.method} ${route.path}`);
    expect(fn.Handler).toBe('index.handler');
  });

  it('requires IAM (SigV4) on operator routes and leaves api_key routes to the function', () => {
    for (const route of routes) {
      const { apiRoute } = deployed(apiTemplate, route);
      expect([route.path, apiRoute.AuthorizationType]).toEqual([route.path, route.auth === 'admin' ? 'AWS_IAM' : 'NONE']);
    }
    expect(routes.some((route) => route.auth === 'admin')).toBe(true);
  });

  it('runs every function on arm64 and Node.js 22 or newer, traced, with the table name', () => {
    const functions = Object.values(resourcesOfType(apiTemplate, 'AWS::Lambda::Function')).map((f) => f.Properties as Props);

    for (const fn of functions) {
      expect(fn.Architectures).toEqual(['arm64']);
      const major = Number(/^nodejs(\d+)\.x$/.exec(fn.Runtime)?.[1]);
      expect(major).toBeGreaterThanOrEqual(22);
      expect(fn.TracingConfig).toEqual({ Mode: 'Active' });
      expect(Object.keys(fn.Environment.Variables).sort()).toEqual(['POWERTOOLS_SERVICE_NAME', 'TABLE_NAME']);
      expect(fn.MemorySize).toBeGreaterThanOrEqual(128);
      expect(fn.Timeout).toBeLessThanOrEqual(29);
    }
  });

  it('gives every function its own log group with a retention period', () => {
    const logGroups = resourcesOfType(apiTemplate, 'AWS::Logs::LogGroup');
    const functions = Object.values(resourcesOfType(apiTemplate, 'AWS::Lambda::Function')).map((f) => f.Properties as Props);
    const used = functions.map((fn) => fn.LoggingConfig.LogGroup.Ref as string);

    expect(new Set(used).size).toBe(functions.length);
    for (const id of used) expect(logGroups[id]?.Properties?.RetentionInDays).toBeGreaterThan(0);
  });

  it.each(routes.filter((r) => r.access === 'read').map((route) => [`${route.method} ${route.path}`, route] as const))(
    'grants the read route %s no table write action',
    (_key, route) => {
      const { actions } = deployed(apiTemplate, route);

      expect(actions).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:Query']));
      expect(actions.filter((action) => WRITE_ACTIONS.includes(action))).toEqual([]);
    },
  );

  it.each(routes.filter((r) => r.access === 'write').map((route) => [`${route.method} ${route.path}`, route] as const))(
    'grants the write route %s the table write actions',
    (_key, route) => {
      const { actions } = deployed(apiTemplate, route);

      expect(actions).toEqual(expect.arrayContaining(WRITE_ACTIONS));
    },
  );

  it('grants no route Scan, a dynamodb:* wildcard, or an index wildcard', () => {
    for (const route of routes) {
      const { actions, dynamoResources } = deployed(apiTemplate, route);
      expect(actions.filter((action) => action === 'dynamodb:Scan' || action.endsWith(':*'))).toEqual([]);
      expect(JSON.stringify(dynamoResources)).not.toContain('/index/*');
      expect(dynamoResources).toHaveLength(1 + TABLE_INDEXES.length);
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

  it('writes JSON access logs that never contain the query string (api_key) or the raw path', () => {
    const stage = Object.values(resourcesOfType(apiTemplate, 'AWS::ApiGatewayV2::Stage'))[0]!.Properties as Props;
    const format = stage.AccessLogSettings.Format as string;

    const fields = JSON.parse(format) as Record<string, string>;
    expect(fields).toMatchObject({ routeKey: '$context.routeKey', status: '$context.status', requestId: '$context.requestId' });
    expect(format).not.toMatch(/querystring|api_key|\$context\.path|\$request\./i);
    expect(stage.AccessLogSettings.DestinationArn).toBeDefined();
  });

  it('alarms on the 5xx rate, on 429 answers and on errors of every function', () => {
    const alarms = Object.values(resourcesOfType(apiTemplate, 'AWS::CloudWatch::Alarm')).map((a) => JSON.stringify(a.Properties));
    const functionErrorAlarms = alarms.filter((a) => a.includes('"MetricName":"Errors"') && a.includes('AWS/Lambda'));

    expect(alarms.filter((a) => a.includes('"MetricName":"5xx"') && a.includes('"MetricName":"Count"'))).toHaveLength(1);
    expect(alarms.filter((a) => a.includes('"MetricName":"ThrottledRequests"'))).toHaveLength(1);
    expect(functionErrorAlarms).toHaveLength(routes.length);
    apiTemplate.hasResourceProperties('AWS::Logs::MetricFilter', {
      FilterPattern: '{ $.status = "429" }',
      MetricTransformations: [Match.objectLike({ MetricName: 'ThrottledRequests', MetricValue: '1' })],
    });
  });
});

describe('both stacks', () => {
  it('synthesize without CDK warnings or errors', () => {
    const assembly = app.synth();
    for (const stack of [data, api]) {
      const annotations = assembly.getStackArtifact(stack.artifactId).messages;
      expect(annotations.filter((m) => m.level !== 'info').map((m) => `${m.level} ${m.id}: ${String(m.entry.data)}`)).toEqual([]);
    }
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

  it('acknowledges missing API Gateway authorisation on api_key routes only, never on operator routes', () => {
    const apig4 = acknowledgements(app).filter(({ id }) => id.endsWith('AwsSolutions-APIG4'));

    expect(apig4.length).toBeGreaterThan(0);
    for (const { path, reason } of apig4) {
      expect(path).toMatch(/\/HttpApi\/[A-Z]+--v2--/);
      expect(reason).toContain('api_key');
    }
  });
});
