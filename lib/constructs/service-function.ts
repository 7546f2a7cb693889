import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Duration, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, Tracing, type ILayerVersion } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { TABLE_INDEXES } from '../../shared/data/table.js';
import { LOG_SAMPLE_RATE, SERVICE_NAME } from '../../shared/support/telemetry-names.js';
import { ROUTE_TIMEOUT_SECONDS } from '../functions.js';
import { cdkBundlingOptions } from './bundling.js';
import { grantTableAccess, type TableAccess } from './table-access.js';

/** Repository root: handler entries in the route and job tables are relative to it. */
export const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The Lambda runtime of every function: the newest Node.js that aws-cdk-lib offers. */
export const FUNCTION_RUNTIME = Runtime.NODEJS_24_X;

export const ROUTE_TIMEOUT = Duration.seconds(ROUTE_TIMEOUT_SECONDS);
/**
 * Memory of a function whose work is not measured per request (jobs, stream consumers, the
 * authorizer, file pipelines): more memory buys proportionally more CPU, which their batches and
 * cold starts spend.
 */
export const DEFAULT_MEMORY_MB = 1024;

export interface ServiceFunctionProps {
  table: ITable;
  /** Handler module, relative to the repository root; it exports `handler`. */
  entry: string;
  /** What invokes the function, e.g. "GET /v2/users/{user_id}"; the function's description. */
  description: string;
  /** Table access the function's role is granted. */
  access: TableAccess;
  /** Defaults to ROUTE_TIMEOUT. */
  timeout?: Duration;
  /** Defaults to DEFAULT_MEMORY_MB; route functions get theirs from measurement, or the routes' default (lib/function-memory.ts). */
  memoryMb?: number;
  /** Layers the function's code loads packages from (lib/layers.ts). */
  layers?: readonly ILayerVersion[];
  /** How long the function's log group keeps its logs. */
  logRetention?: RetentionDays;
  /** Powertools log level (POWERTOOLS_LOG_LEVEL): DEBUG, INFO, WARN, ERROR. */
  logLevel: string;
  /** Environment beside the table's and the service's (e.g. FILES_BUCKET). */
  environment?: Record<string, string>;
}

/**
 * One function with the service's defaults: Node.js on arm64, an esbuild bundle with the AWS SDK
 * inside, its own log group with retention, active X-Ray tracing, and a role that holds only what
 * the function needs: write to its log group, and read or read-write on the table
 * (lib/constructs/table-access.ts). Route functions and scheduled jobs are both built here.
 */
export class ServiceFunction extends Construct {
  readonly function: NodejsFunction;
  readonly logGroup: LogGroup;
  readonly role: Role;

  constructor(scope: Construct, id: string, props: ServiceFunctionProps) {
    super(scope, id);
    const { table } = props;

    this.logGroup = new LogGroup(this, 'Logs', { retention: props.logRetention ?? RetentionDays.ONE_MONTH });

    // An own role instead of the default one: the default attaches the AWSLambdaBasicExecutionRole
    // managed policy (logs on every log group); this one may write to its own log group only.
    const role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `${props.description} (${props.access})`,
    });
    this.role = role;
    this.logGroup.grantWrite(role);

    this.function = new NodejsFunction(this, 'Function', {
      description: props.description,
      entry: join(PROJECT_ROOT, props.entry),
      handler: 'handler',
      projectRoot: PROJECT_ROOT,
      depsLockFilePath: join(PROJECT_ROOT, 'package-lock.json'),
      runtime: FUNCTION_RUNTIME,
      architecture: Architecture.ARM_64,
      memorySize: props.memoryMb ?? DEFAULT_MEMORY_MB,
      timeout: props.timeout ?? ROUTE_TIMEOUT,
      role,
      logGroup: this.logGroup,
      tracing: Tracing.ACTIVE,
      layers: props.layers?.length ? [...props.layers] : undefined,
      environment: {
        TABLE_NAME: table.tableName,
        POWERTOOLS_SERVICE_NAME: SERVICE_NAME,
        POWERTOOLS_LOG_LEVEL: props.logLevel,
        POWERTOOLS_LOGGER_SAMPLE_RATE: String(LOG_SAMPLE_RATE),
        ...props.environment,
        // Source maps are off (lib/constructs/bundling.ts), so NODE_OPTIONS=--enable-source-maps is not set.
      },
      bundling: cdkBundlingOptions(),
    });

    grantTableAccess(
      role,
      table,
      TABLE_INDEXES.map((index) => index.name),
      props.access,
    );

    Validations.of(role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason: 'X-Ray PutTraceSegments/PutTelemetryRecords support no resource-level permissions; active tracing needs them on "*".',
    });
  }
}
