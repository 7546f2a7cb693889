import { documentClient } from '../../shared/data/client.js';
import { config } from '../../shared/config.js';
import { operationOf } from '../../local/dynamo-metrics.js';
import { attributeToFunctions, currentFunction } from '../../local/invocation.js';
import { accessesOf, type DynamoAccess } from './iam-policy.js';

/** A DynamoDB request a route's or job's handler made, as IAM sees it. */
export interface TracedAccess extends DynamoAccess {
  /** Description of the function whose handler made the call ("METHOD path" for a route). */
  fn: string;
}

const traced: TracedAccess[] = [];
let attached = false;

/**
 * Records every DynamoDB call that a route's or job's handler makes through the service's
 * document client, with the function it ran in (calls made by the tests themselves are not recorded).
 * Idempotent: the recorder is attached once per module registry.
 */
export function traceDynamoAccess(): void {
  if (attached) return;
  attached = true;
  attributeToFunctions();
  const tableName = config().tableName;
  documentClient.middlewareStack.add(
    (next, context) => async (args) => {
      const fn = currentFunction();
      if (fn) {
        const operation = operationOf(context.commandName);
        for (const access of accessesOf(operation, args.input, tableName)) traced.push({ fn, ...access });
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
