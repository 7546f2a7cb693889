import { CfnOutput, Duration, Fn, NestedStack, Stack, type StackProps } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { type CfnStage, type CorsPreflightOptions, CorsHttpMethod, HttpApi, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import type { FilesBucketExports, OperatorPoolExports } from './data-stack.js';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { jobs as allJobs, streamConsumers, type Job } from './jobs.js';
import { routeStackId } from './route-stacks.js';
import { STAGE_THROTTLE, stageRouteSettings } from './route-throttles.js';
import { routes as allRoutes, type Route } from './routes.js';
import { ApiAlarms } from './constructs/alarms.js';
import { ApiRoute } from './constructs/api-route.js';
import { ServiceDashboard } from './constructs/dashboard.js';
import { FailedAuthGuard } from './constructs/failed-auth-guard.js';
import { PackageLayers } from './constructs/package-layer.js';
import { ScheduledJobs } from './constructs/scheduled-jobs.js';
import { StreamConsumer } from './constructs/stream-consumer.js';
import { FirstDeployRebuild } from './constructs/first-deploy-rebuild.js';
import { ImportPipeline } from './constructs/import-pipeline.js';
import { ExportPipeline } from './constructs/export-pipeline.js';
import { SEGMENT_BUILD_WALK } from './constructs/segment-build-pipeline.js';
import { ShardWalkPipeline } from './constructs/shard-walk-pipeline.js';
import { SIMULATION_WALK } from './constructs/simulation-pipeline.js';
import type { ServiceFunction } from './constructs/service-function.js';
import { DEFAULT_LOG_LEVEL, LOG_LEVELS } from '../shared/support/telemetry-names.js';

/**
 * Access log line (JSON). Only $context fields that carry no secret and no member identifier:
 * the route key ("GET /v2/users/{user_id}") instead of the path, and never the query string,
 * which holds the api_key (spec section 5).
 */
export const ACCESS_LOG_FIELDS = {
  requestId: '$context.requestId',
  // The Lambda request id of the invocation that answered: function_request_id on the function's lines and its REPORT line.
  functionRequestId: '$context.awsEndpointRequestId',
  requestTime: '$context.requestTimeEpoch',
  sourceIp: '$context.identity.sourceIp',
  userAgent: '$context.identity.userAgent',
  routeKey: '$context.routeKey',
  protocol: '$context.protocol',
  status: '$context.status',
  responseLength: '$context.responseLength',
  responseLatency: '$context.responseLatency',
  integrationLatency: '$context.integrationLatency',
  integrationStatus: '$context.integrationStatus',
  integrationError: '$context.integrationErrorMessage',
  error: '$context.error.message',
} as const;

/**
 * What a browser on the operator console's origin may send the API: the bearer token, JSON
 * bodies and the Idempotency-Key of writes. API Gateway answers the preflight itself.
 */
export function consoleCors(origins: readonly string[]): CorsPreflightOptions {
  return {
    allowOrigins: [...origins],
    allowHeaders: ['authorization', 'content-type', 'idempotency-key'],
    allowMethods: [CorsHttpMethod.GET, CorsHttpMethod.POST, CorsHttpMethod.PUT, CorsHttpMethod.PATCH, CorsHttpMethod.DELETE],
    maxAge: Duration.hours(1),
  };
}

export interface ApiStackProps extends StackProps {
  table: ITable;
  /** The data stack's exports of the bucket of import and export files. */
  filesBucket: FilesBucketExports;
  /** The data stack's exports of the operators' user pool: the operator routes' JWT authorizer trusts its tokens. */
  operatorPool: OperatorPoolExports;
  /** Defaults to the whole route table; tests may pass a subset or more. */
  routes?: readonly Route[];
  /** Defaults to every scheduled job of lib/jobs.ts. */
  jobs?: readonly Job[];
  /** SNS topic ARN that the API's alarms notify; without it the alarms only change state. */
  alarmTopicArn?: string;
  /** Powertools log level of every function; defaults to INFO. */
  logLevel?: string;
  /** Chunk workers an import runs at once; defaults to DEFAULT_IMPORT_CONCURRENCY. */
  importConcurrency?: number;
  /** Origins of the operator console that browsers may call the API from; none, no CORS. */
  consoleOrigins?: readonly string[];
}

/**
 * The stateless half: an HTTP API with one Lambda function and one route per row of the route
 * table, and one function with an EventBridge schedule per scheduled job (lib/jobs.ts). Route
 * functions live in nested stacks (lib/route-stacks.ts), so the route table can grow without this
 * stack nearing CloudFormation's resource limit; the API, its stage, logs, layers and jobs stay
 * here, with the CloudWatch dashboard. Operator routes (auth 'operator') require an access token of the operators' user pool
 * (a JWT authorizer: signature, issuer, expiry, app client), and the function checks the role the token names; api_key routes carry
 * the source authorizer of FailedAuthGuard, which refuses sources banned for failed authentications (the function still
 * checks the api_key itself). Functions get the layers
 * their row names (lib/layers.ts), and only those. The stage throttles each route by its kind
 * (lib/route-throttles.ts), and any other at STAGE_THROTTLE.
 */
export class ApiStack extends Stack {
  readonly api: HttpApi;
  readonly stage: HttpStage;
  /** The route functions, in route-table order. */
  readonly functions: ServiceFunction[] = [];
  /** The nested stacks holding the route functions, by construct id. */
  readonly routeStacks = new Map<string, NestedStack>();
  readonly jobs: ScheduledJobs;
  readonly streamConsumers: StreamConsumer[];
  readonly importPipeline: ImportPipeline;
  readonly exportPipeline: ExportPipeline;
  readonly segmentBuilds: ShardWalkPipeline;
  readonly simulations: ShardWalkPipeline;
  readonly dashboard: ServiceDashboard;
  readonly failedAuthGuard: FailedAuthGuard;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const logLevel = props.logLevel ?? DEFAULT_LOG_LEVEL;
    if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) throw new Error(`logLevel must be one of ${LOG_LEVELS.join(', ')}, not ${logLevel}`);

    this.api = new HttpApi(this, 'HttpApi', {
      description: 'Rewards Program REST API v2 and its operator API',
      createDefaultStage: false,
      corsPreflight: props.consoleOrigins?.length ? consoleCors(props.consoleOrigins) : undefined,
    });
    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: RetentionDays.THREE_MONTHS });
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.api,
      stageName: '$default',
      autoDeploy: true,
      throttle: STAGE_THROTTLE,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(JSON.stringify(ACCESS_LOG_FIELDS)),
      },
    });

    const layers = new PackageLayers(this, 'Layers');
    const filesBucket = Bucket.fromBucketAttributes(this, 'FilesBucket', {
      bucketArn: Fn.importValue(props.filesBucket.arn),
      bucketName: Fn.importValue(props.filesBucket.name),
    });
    const operatorPool = { id: Fn.importValue(props.operatorPool.poolId), arn: Fn.importValue(props.operatorPool.poolArn) };
    // Cognito access tokens carry no `aud`, only `client_id`, which the JWT authorizer checks against the same list.
    const operatorAuthorizer = new HttpJwtAuthorizer('OperatorAuthorizer', `https://cognito-idp.${this.region}.amazonaws.com/${operatorPool.id}`, {
      authorizerName: 'OperatorTokens',
      jwtAudience: props.operatorPool.clientIds.map((name) => Fn.importValue(name)),
    });
    this.failedAuthGuard = new FailedAuthGuard(this, 'FailedAuthGuard', { table: props.table, logLevel });
    const routes = props.routes ?? allRoutes;
    for (const route of routes) {
      const deployed = new ApiRoute(this.routeStack(routeStackId(route)), route.name, {
        api: this.api,
        route,
        table: props.table,
        layers: (route.layers ?? []).map((name) => layers.layer(name)),
        operatorAuthorizer,
        clientAuthorizer: this.failedAuthGuard.authorizer,
        logLevel,
        alarmTopicArn: props.alarmTopicArn,
        filesBucket,
        operatorPool,
      });
      this.functions.push(deployed.fn);
    }
    // Each route's own throttle (lib/route-throttles.ts), by route key. API Gateway refuses route
    // settings for a route key that does not exist yet, so the stage waits for the nested stacks
    // that create the routes.
    (this.stage.node.defaultChild as CfnStage).routeSettings = stageRouteSettings(routes);
    for (const stack of this.routeStacks.values()) this.stage.node.addDependency(stack);

    this.jobs = new ScheduledJobs(this, 'Jobs', { table: props.table, jobs: props.jobs ?? allJobs, layers, logLevel, filesBucket });
    this.streamConsumers = streamConsumers.map((consumer) => new StreamConsumer(this, consumer.constructId, { consumer, table: props.table, logLevel }));
    new FirstDeployRebuild(this, 'FirstDeployRebuild', { table: props.table, logLevel, after: this.streamConsumers });
    this.importPipeline = new ImportPipeline(this, 'Imports', {
      table: props.table,
      layers,
      bucket: filesBucket,
      logLevel,
      concurrency: props.importConcurrency,
      alarmTopicArn: props.alarmTopicArn,
    });
    this.exportPipeline = new ExportPipeline(this, 'Exports', { table: props.table, bucket: filesBucket, logLevel, alarmTopicArn: props.alarmTopicArn });
    const walkProps = { table: props.table, bucket: filesBucket, logLevel, alarmTopicArn: props.alarmTopicArn };
    this.segmentBuilds = new ShardWalkPipeline(this, 'SegmentBuilds', { ...walkProps, walk: SEGMENT_BUILD_WALK });
    this.simulations = new ShardWalkPipeline(this, 'Simulations', { ...walkProps, walk: SIMULATION_WALK });

    new ApiAlarms(this, 'Alarms', {
      api: this.api,
      accessLogs,
      jobs: this.jobs.jobs.map((job) => ({ name: job.name, fn: job.fn.function, rule: job.rule })),
      alarmTopicArn: props.alarmTopicArn,
    });

    this.dashboard = new ServiceDashboard(this, 'Dashboard', { api: this.api });

    new CfnOutput(this, 'ApiUrl', { value: this.stage.url, description: 'Base URL of the API' });
    new CfnOutput(this, 'DashboardName', {
      value: this.dashboard.dashboard.dashboardName,
      description: 'CloudWatch dashboard of the business counters and the API',
    });
  }

  private routeStack(id: string): NestedStack {
    let stack = this.routeStacks.get(id);
    if (!stack) {
      stack = new NestedStack(this, id, { description: `Rewards API: route functions (${id})` });
      this.routeStacks.set(id, stack);
    }
    return stack;
  }
}
