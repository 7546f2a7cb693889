import { documentClient } from '../../shared/data/client.js';
import { config } from '../../shared/config.js';
import { operationOf } from '../../shared/local/dynamo-metrics.js';
import { currentRoute } from '../../shared/local/invocation.js';
import { accessesOf, type DynamoAccess } from './iam-policy.js';

/** A DynamoDB request a route's handler made, as IAM sees it. */
export interface TracedAccess extends DynamoAccess {
  /** "METHOD path" of the route whose handler made the call. */
  route: string;
}

const traced: TracedAccess[] = [];
let attached = false;

/**
 * Records every DynamoDB call that a route's handler makes through the service's document
 * client, with the route it ran for (calls made by the tests themselves are not recorded).
 * Idempotent: the recorder is attached once per module registry.
 */
export function traceDynamoAccess(): void {
  if (attached) return;
  attached = true;
  const tableName = config().tableName;
  documentClient.middlewareStack.add(
    (next, context) => async (args) => {
      const route = currentRoute();
      if (route) {
        const operation = operationOf(context.commandName);
        for (const access of accessesOf(operation, args.input, tableName)) traced.push({ route: `${route.method} ${route.path}`, ...access });
      }
      return next(args);
    },
    { step: 'initialize', name: 'iamTrace' },
  );
}

/** The accesses recorded since the last call, which starts a new recording. */
export function takeTrace(): TracedAccess[] {
  return traced.splice(0, traced.length);
}
