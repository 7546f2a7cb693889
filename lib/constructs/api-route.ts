import { Validations } from 'aws-cdk-lib';
import { HttpMethod, HttpRoute, HttpRouteKey, type IHttpApi, type IHttpRouteAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { ILayerVersion } from 'aws-cdk-lib/aws-lambda';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { routeFunctionDescription } from '../functions.js';
import type { Route } from '../routes.js';
import { isAudited } from '../../shared/http/route-contract.js';
import { FunctionErrorAlarm } from './alarms.js';
import { IMPORT_FILES_PATTERN, IMPORT_OBJECT_WILDCARDS } from './import-pipeline.js';
import { grantObjects } from './file-pipeline.js';
import { EXPORT_FILES_PATTERNS, EXPORT_OBJECT_WILDCARDS, EXPORT_REQUESTS_PATTERN } from './export-pipeline.js';
import { SEGMENT_BUILD_REQUESTS_PATTERN, SEGMENT_BUILD_WILDCARDS } from './segment-build-pipeline.js';
import { SIMULATION_REQUESTS_PATTERN, SIMULATION_WILDCARDS } from './simulation-pipeline.js';
import { acknowledgeWildcards } from './wildcard-acknowledgements.js';
import { RECEIPT_IMAGES_PATTERN, RECEIPT_OBJECT_WILDCARDS } from './file-pipeline.js';
import { ServiceFunction } from './service-function.js';
import type { TableAccess } from './table-access.js';
import { routeMemoryMb } from '../function-memory.js';
import { DIRECTORY_ACTIONS } from '../../shared/operators/operator-directory.js';

/** A route's table access: a read route may also write its audit entries, or the report totals it keeps, and nothing else. */
function tableAccessOf(route: Route): TableAccess {
  if (route.access === 'write') return 'write';
  if (isAudited(route.contract)) return 'read-audited';
  return route.contract.keepsReportTotals ? 'read-report-totals' : 'read';
}

const METHODS: Record<Route['method'], HttpMethod> = {
  GET: HttpMethod.GET,
  POST: HttpMethod.POST,
  PUT: HttpMethod.PUT,
  PATCH: HttpMethod.PATCH,
  DELETE: HttpMethod.DELETE,
};

export interface ApiRouteProps {
  api: IHttpApi;
  route: Route;
  table: ITable;
  /** The layers the route's row names. */
  layers: readonly ILayerVersion[];
  /** Operator routes' authoriser: access tokens of the operators' user pool (JWT). */
  operatorAuthorizer: IHttpRouteAuthorizer;
  /** api_key routes' authoriser: refuses sources banned for failed authentications (FailedAuthGuard); the function checks the api_key. */
  clientAuthorizer: IHttpRouteAuthorizer;
  logLevel: string;
  alarmTopicArn?: string;
  /** The bucket of import and export files: routes whose contract says `files` use it as it says. */
  filesBucket: IBucket;
  /** The operators' user pool: routes whose contract says `directory` change it, as it says. */
  operatorPool: { id: string; arn: string };
}

/**
 * One row of the route table, deployed: its function (lib/constructs/service-function.ts), the
 * HTTP API route and Lambda integration that invoke it, and the alarm on its errors.
 */
export class ApiRoute extends Construct {
  readonly fn: ServiceFunction;

  constructor(scope: Construct, id: string, props: ApiRouteProps) {
    super(scope, id);
    const { route } = props;

    this.fn = new ServiceFunction(this, 'Handler', {
      table: props.table,
      entry: route.entry,
      description: routeFunctionDescription(route),
      access: tableAccessOf(route),
      memoryMb: routeMemoryMb(route.name),
      layers: props.layers,
      logLevel: props.logLevel,
      environment: {
        ...(route.files ? { FILES_BUCKET: props.filesBucket.bucketName } : {}),
        ...(route.contract.directory ? { OPERATOR_POOL_ID: props.operatorPool.id } : {}),
      },
    });
    // An operator-management route may make, in the pool alone, the changes its contract names.
    if (route.contract.directory) {
      this.fn.role.addToPrincipalPolicy(
        new PolicyStatement({ actions: [...DIRECTORY_ACTIONS[route.contract.directory]], resources: [props.operatorPool.arn] }),
      );
    }
    // A presigned PUT or GET carries the signer's permission: the function may put import files,
    // or put export requests, or get export files, or put receipt images, or get them, or put segment build requests, or put simulation requests, and nothing else.
    if (route.files === 'upload') {
      grantObjects(this.fn.role, props.filesBucket, ['s3:PutObject'], [IMPORT_FILES_PATTERN]);
      acknowledgeWildcards(this.fn, [IMPORT_OBJECT_WILDCARDS]);
    } else if (route.files === 'export') {
      grantObjects(this.fn.role, props.filesBucket, ['s3:PutObject'], [EXPORT_REQUESTS_PATTERN]);
      acknowledgeWildcards(this.fn, [EXPORT_OBJECT_WILDCARDS]);
    } else if (route.files === 'download') {
      grantObjects(this.fn.role, props.filesBucket, ['s3:GetObject'], EXPORT_FILES_PATTERNS);
      acknowledgeWildcards(this.fn, [EXPORT_OBJECT_WILDCARDS]);
    } else if (route.files === 'receipt-upload') {
      grantObjects(this.fn.role, props.filesBucket, ['s3:PutObject'], [RECEIPT_IMAGES_PATTERN]);
      acknowledgeWildcards(this.fn, [RECEIPT_OBJECT_WILDCARDS]);
    } else if (route.files === 'receipt-view') {
      grantObjects(this.fn.role, props.filesBucket, ['s3:GetObject'], [RECEIPT_IMAGES_PATTERN]);
      acknowledgeWildcards(this.fn, [RECEIPT_OBJECT_WILDCARDS]);
    } else if (route.files === 'segment-build') {
      grantObjects(this.fn.role, props.filesBucket, ['s3:PutObject'], [SEGMENT_BUILD_REQUESTS_PATTERN]);
      acknowledgeWildcards(this.fn, [SEGMENT_BUILD_WILDCARDS]);
    } else if (route.files === 'simulation') {
      grantObjects(this.fn.role, props.filesBucket, ['s3:PutObject'], [SIMULATION_REQUESTS_PATTERN]);
      acknowledgeWildcards(this.fn, [SIMULATION_WILDCARDS]);
    }
    Validations.of(this.fn.function).acknowledge({
      id: 'Serverless-LambdaDLQ',
      reason: 'Invoked synchronously by API Gateway only: a failure is answered to the caller, there is no async event to dead-letter.',
    });

    new HttpRoute(this, 'Route', {
      httpApi: props.api,
      routeKey: HttpRouteKey.with(route.path, METHODS[route.method]),
      integration: new HttpLambdaIntegration('Integration', this.fn.function),
      authorizer: route.auth === 'operator' ? props.operatorAuthorizer : props.clientAuthorizer,
    });

    new FunctionErrorAlarm(this, 'Errors', { name: route.name, fn: this.fn.function, alarmTopicArn: props.alarmTopicArn });
  }
}
