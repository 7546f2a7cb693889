import { Duration, Validations } from 'aws-cdk-lib';
import { HttpLambdaAuthorizer, HttpLambdaResponseType } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { sourceAuthorizer, sourceAuthorizerDescription } from '../functions.js';
import { ServiceFunction } from './service-function.js';

/** How long API Gateway keeps the authorizer's answer, allow or deny, for one source IP. */
export const SOURCE_AUTHORIZER_CACHE_SECONDS = 60;

/**
 * What API Gateway keys the authorizer's answers by: the connection's source IP. It is present on
 * every request (a missing identity source would answer 401 without asking the authorizer), and
 * it is not the api_key, which a request may send in three places or not at all (signed requests).
 */
export const SOURCE_IDENTITY = '$context.identity.sourceIp';

export interface FailedAuthGuardProps {
  table: ITable;
  logLevel: string;
}

/**
 * Stops floods of failed authentications before they reach a function. The route functions
 * count invalid_auth answers per source IP and ban a source past 100 in a minute
 * (shared/programs/failed-auth.ts); this construct is the other half: a Lambda authorizer on every
 * api_key route that refuses banned sources (functions/authorizers/authorize-source.ts), whose
 * answers API Gateway caches per source IP for SOURCE_AUTHORIZER_CACHE_SECONDS. A banned source is
 * answered 403 by API Gateway from that cache: no function runs, no DynamoDB call is made, and the
 * route's throttle is not spent on it. Any other source costs one authorizer call per cache
 * period, not per request.
 *
 * HTTP APIs take no AWS WAF; a WAF rate rule in front would need CloudFront, a web ACL in
 * us-east-1 and the execute-api endpoint closed, and still could not tell a failed
 * authentication from a good one (docs/decisions.md).
 */
export class FailedAuthGuard extends Construct {
  readonly fn: ServiceFunction;
  /** The authorizer of the api_key routes. */
  readonly authorizer: HttpLambdaAuthorizer;

  constructor(scope: Construct, id: string, props: FailedAuthGuardProps) {
    super(scope, id);
    this.fn = new ServiceFunction(this, sourceAuthorizer.name, {
      table: props.table,
      entry: sourceAuthorizer.entry,
      description: sourceAuthorizerDescription,
      access: sourceAuthorizer.access,
      timeout: Duration.seconds(5),
      logLevel: props.logLevel,
    });
    Validations.of(this.fn.function).acknowledge({
      id: 'Serverless-LambdaDLQ',
      reason: 'Invoked synchronously by API Gateway as an authorizer: its answer goes to API Gateway, there is no async event to dead-letter.',
    });
    this.authorizer = new HttpLambdaAuthorizer('SourceAuthorizer', this.fn.function, {
      responseTypes: [HttpLambdaResponseType.SIMPLE],
      identitySource: [SOURCE_IDENTITY],
      resultsCacheTtl: Duration.seconds(SOURCE_AUTHORIZER_CACHE_SECONDS),
    });
  }
}
