import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, type IGrantable } from 'aws-cdk-lib/aws-iam';
import { RATE_WINDOW_PARTITIONS } from '../../shared/data/keys.js';

/** Table access of a route's or job's function. */
export type TableAccess = 'read' | 'write';

/**
 * DynamoDB actions per access level. Narrower than Table.grantReadData/grantReadWriteData:
 * no Scan (nothing may scan), no stream or DescribeTable actions, and the indexes are
 * named one by one instead of `index/*`. Transactions need no action of their own: each
 * TransactWriteItems/TransactGetItems element is authorised as its Put/Update/Delete/
 * ConditionCheck/Get action.
 */
export const TABLE_ACTIONS = {
  read: ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:ConditionCheckItem'],
  write: ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'],
} as const;

/**
 * The one write a read-only function makes: counting its request in a client's rate window
 * (shared/clients/rate-limit.ts counts every api_key request). Limited by dynamodb:LeadingKeys
 * to the rate-window partitions, so the role still cannot change any other item.
 */
export const RATE_WINDOW_GRANT: { actions: string[]; conditions: Record<string, Record<string, string[]>> } = {
  actions: ['dynamodb:UpdateItem'],
  conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [RATE_WINDOW_PARTITIONS] } },
};

/**
 * Grants a function read, or read and write, on the table and the named indexes only. Read
 * access also counts requests in rate windows (RATE_WINDOW_GRANT) and nothing more.
 */
export function grantTableAccess(grantee: IGrantable, table: ITable, indexNames: readonly string[], access: TableAccess): void {
  const actions = access === 'write' ? [...TABLE_ACTIONS.read, ...TABLE_ACTIONS.write] : [...TABLE_ACTIONS.read];
  grantee.grantPrincipal.addToPrincipalPolicy(
    new PolicyStatement({
      actions,
      resources: [table.tableArn, ...indexNames.map((name) => `${table.tableArn}/index/${name}`)],
    }),
  );
  if (access === 'read') {
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({
        actions: RATE_WINDOW_GRANT.actions,
        resources: [table.tableArn],
        conditions: RATE_WINDOW_GRANT.conditions,
      }),
    );
  }
}
