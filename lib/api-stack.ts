import { CfnOutput, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, HttpMethod, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpIamAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { jobs as allJobs, type Job } from './jobs.js';
import { routes as allRoutes, type Route } from './routes.js';
import { ApiAlarms } from './constructs/alarms.js';
import { PackageLayers } from './constructs/package-layer.js';
import { ScheduledJobs } from './constructs/scheduled-jobs.js';
import { ServiceFunction } from './constructs/service-function.js';

/**
 * Default throttling of every route of the stage (requests per second, and burst). The service's
 * own per-client limit (settings.rate_limit_per_second) answers 429 well before these; they only
 * cap what one route can cost in total.
 */
export const STAGE_THROTTLE = { rateLimit: 500, burstLimit: 1000 } as const;

/**
 * Access log line (JSON). Only $context fields that carry no secret and no member identifier:
 * the route key ("GET /v2/users/{user_id}") instead of the path, and never the query string,
 * which holds the api_key (spec section 5).
 */
export const ACCESS_LOG_FIELDS = {
  requestId: '$context.requestId',
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

export interface ApiStackProps extends StackProps {
  table: ITable;
  /** Defaults to the whole route table; tests may pass a subset. */
  routes?: readonly Route[];
  /** Defaults to every scheduled job of lib/jobs.ts. */
  jobs?: readonly Job[];
  /** SNS topic ARN that the API's alarms notify; without it the alarms only change state. */
  alarmTopicArn?: string;
}

const METHODS: Record<Route['method'], HttpMethod> = {
  GET: HttpMethod.GET,
  POST: HttpMethod.POST,
  PUT: HttpMethod.PUT,
  DELETE: HttpMethod.DELETE,
};

/**
 * The stateless half: an HTTP API with one Lambda function and one route per row of the route
 * table, and one function with an EventBridge schedule per scheduled job (lib/jobs.ts). Operator
 * routes (auth 'admin') require IAM (SigV4) authorisation; public routes carry no API Gateway
 * authoriser because the function checks the api_key query parameter itself. Functions get the
 * layers their row names (lib/layers.ts), and only those.
 */
export class ApiStack extends Stack {
  readonly api: HttpApi;
  readonly stage: HttpStage;
  /** The route functions, in route-table order. */
  readonly functions: ServiceFunction[] = [];
  readonly jobs: ScheduledJobs;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);

    this.api = new HttpApi(this, 'HttpApi', {
      description: 'Rewards Program REST API v2 and its operator API',
      createDefaultStage: false,
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
    const iamAuthorizer = new HttpIamAuthorizer();
    for (const route of props.routes ?? allRoutes) {
      const fn = new ServiceFunction(this, route.name, {
        table: props.table,
        entry: route.entry,
        description: `${route.method} ${route.path}`,
        access: route.access,
        layers: (route.layers ?? []).map((name) => layers.layer(name)),
      });
      Validations.of(fn.function).acknowledge({
        id: 'Serverless-LambdaDLQ',
        reason: 'Invoked synchronously by API Gateway only: a failure is answered to the caller, there is no async event to dead-letter.',
      });
      this.functions.push(fn);
      const [apiRoute] = this.api.addRoutes({
        path: route.path,
        methods: [METHODS[route.method]],
        integration: new HttpLambdaIntegration(`${route.name}Integration`, fn.function),
        authorizer: route.auth === 'admin' ? iamAuthorizer : undefined,
      });
      if (route.auth === 'api_key' && apiRoute) {
        Validations.of(apiRoute).acknowledge({
          id: 'AwsSolutions-APIG4',
          reason: 'Spec section 5: clients authenticate with the api_key query parameter, which the function checks (SHA-256 hash lookup) before anything else.',
        });
      }
    }

    this.jobs = new ScheduledJobs(this, 'Jobs', { table: props.table, jobs: props.jobs ?? allJobs, layers });

    new ApiAlarms(this, 'Alarms', {
      api: this.api,
      accessLogs,
      functions: [
        ...this.functions.map((fn) => ({ name: fn.node.id, fn: fn.function })),
        ...this.jobs.jobs.map((job) => ({ name: job.name, fn: job.fn.function })),
      ],
      schedules: this.jobs.jobs.map(({ name, rule }) => ({ name, rule })),
      alarmTopicArn: props.alarmTopicArn,
    });

    new CfnOutput(this, 'ApiUrl', { value: this.stage.url, description: 'Base URL of the API' });
  }
}
