import type { APIGatewayRequestAuthorizerEventV2, APIGatewaySimpleAuthorizerResult } from 'aws-lambda';
import { sourceAdmitted } from '../../shared/programs/failed-auth.js';

/**
 * The authorizer of every api_key route (lib/constructs/failed-auth-guard.ts): refuses a source
 * IP that is banned for failed authentications. API Gateway keeps the answer per source IP, so a
 * banned source is answered 403 without any function running.
 */
export const handler = async (event: APIGatewayRequestAuthorizerEventV2): Promise<APIGatewaySimpleAuthorizerResult> => ({
  isAuthorized: await sourceAdmitted(event.requestContext.http.sourceIp),
});
