import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Duration, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { Route } from '../routes.js';
import { TABLE_INDEXES } from '../../shared/data/table.js';
import { cdkBundlingOptions } from './bundling.js';
import { grantTableAccess } from './table-access.js';

/** Repository root: handler entries in the route table are relative to it. */
export const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The Lambda runtime of every function: the newest Node.js that aws-cdk-lib offers. */
export const FUNCTION_RUNTIME = Runtime.NODEJS_24_X;

/** Powertools logger service name; matches shared/http/logger.ts. */
export const SERVICE_NAME = 'rewards-api';

export interface ApiFunctionProps {
  route: Route;
  table: ITable;
  /** How long the function's log group keeps its logs. */
  logRetention?: RetentionDays;
}

/**
 * One route's function with the service's defaults: Node.js on arm64, an esbuild bundle with the
 * AWS SDK inside, its own log group with retention, active X-Ray tracing, and a role that holds
 * only what the route needs: write to its log group, and read or read-write on the table
 * (lib/constructs/table-access.ts).
 */
export class ApiFunction extends Construct {
  readonly function: NodejsFunction;
  readonly logGroup: LogGroup;

  constructor(scope: Construct, id: string, props: ApiFunctionProps) {
    super(scope, id);
    const { route, table } = props;

    this.logGroup = new LogGroup(this, 'Logs', { retention: props.logRetention ?? RetentionDays.ONE_MONTH });

    // An own role instead of the default one: the default attaches the AWSLambdaBasicExecutionRole
    // managed policy (logs on every log group); this one may write to its own log group only.
    const role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `${route.method} ${route.path} (${route.access})`,
    });
    this.logGroup.grantWrite(role);

    this.function = new NodejsFunction(this, 'Function', {
      description: `${route.method} ${route.path}`,
      entry: join(PROJECT_ROOT, route.entry),
      handler: 'handler',
      projectRoot: PROJECT_ROOT,
      depsLockFilePath: join(PROJECT_ROOT, 'package-lock.json'),
      runtime: FUNCTION_RUNTIME,
      architecture: Architecture.ARM_64,
      // More memory buys proportionally more CPU, which is what a cold start spends.
      memorySize: 1024,
      timeout: Duration.seconds(10),
      role,
      logGroup: this.logGroup,
      tracing: Tracing.ACTIVE,
      environment: {
        TABLE_NAME: table.tableName,
        POWERTOOLS_SERVICE_NAME: SERVICE_NAME,
        // Source maps are off (lib/constructs/bundling.ts), so NODE_OPTIONS=--enable-source-maps is not set.
      },
      bundling: cdkBundlingOptions(),
    });

    grantTableAccess(role, table, TABLE_INDEXES.map((index) => index.name), route.access);

    Validations.of(role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason: 'X-Ray PutTraceSegments/PutTelemetryRecords support no resource-level permissions; active tracing needs them on "*".',
    });
    Validations.of(this.function).acknowledge({
      id: 'Serverless-LambdaDLQ',
      reason: 'Invoked synchronously by API Gateway only: a failure is answered to the caller, there is no async event to dead-letter.',
    });
  }
}
