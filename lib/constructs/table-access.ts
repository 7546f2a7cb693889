import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, type IGrantable } from 'aws-cdk-lib/aws-iam';
import { AUDIT_PARTITIONS } from '../../shared/audit/keys.js';
import { RATE_WINDOW_PARTITIONS, SOURCE_BAN_PARTITIONS, SOURCE_PARTITIONS } from '../../shared/programs/keys.js';
import { REPORT_MONTH_PARTITIONS, REPORT_PARTITIONS } from '../../shared/reports/keys.js';
import { MEMBER_PARTITIONS } from '../../shared/member-store/keys.js';
import { RANK_NODE_PARTITIONS } from '../../shared/points/stream-event-schemas.js';

/**
 * Table access of a function: a route's or job's read or read-write, a read route that records
 * its calls in the audit log (read-audited), a read route that keeps report month totals
 * (read-report-totals), the report counter's reads and counter writes, rank moves among them (report-counts), or the
 * source authorizer's reading of bans.
 */
export type TableAccess = 'read' | 'read-audited' | 'read-report-totals' | 'report-counts' | 'write' | 'source-bans';

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

interface Grant {
  actions: string[];
  conditions: Record<string, Record<string, string[]>>;
}

/**
 * The writes a read-only function makes: counting api_key requests in a client's rate window
 * (shared/programs/rate-limit.ts) and failed authentications per source, with a source's ban
 * (shared/programs/failed-auth.ts). Limited by dynamodb:LeadingKeys to those partitions, so the
 * role still cannot change any other item.
 */
export const COUNTER_GRANT: Grant = {
  actions: ['dynamodb:UpdateItem'],
  conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [RATE_WINDOW_PARTITIONS, SOURCE_PARTITIONS] } },
};

/** What an audited read route writes beside its reads: its audit entry (and the ids its answer created), nothing else. */
export const AUDIT_GRANT: Grant = {
  actions: ['dynamodb:PutItem', 'dynamodb:UpdateItem'],
  conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [AUDIT_PARTITIONS] } },
};

/** What the report counter writes beside its reads: counters and marks of counted events, nothing else. */
export const REPORT_GRANT: Grant = {
  actions: ['dynamodb:PutItem', 'dynamodb:UpdateItem'],
  conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [REPORT_PARTITIONS] } },
};

/**
 * What the report counter also writes as the stream's rank mover (shared/points/rank-moves.ts):
 * members' rank entries, in their partitions, and the rank trees' node shards, by UpdateItem only.
 */
export const RANK_GRANT: Grant = {
  actions: ['dynamodb:UpdateItem'],
  conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [MEMBER_PARTITIONS, RANK_NODE_PARTITIONS] } },
};

/** What a top list writes beside its reads: the month totals it adds up from days, in their own partitions, nothing else. */
export const REPORT_TOTALS_GRANT: Grant = {
  actions: ['dynamodb:BatchWriteItem'],
  conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [REPORT_MONTH_PARTITIONS] } },
};

/** All the source authorizer may do: read a source's ban. */
export const SOURCE_BAN_READ_GRANT: Grant = {
  actions: ['dynamodb:GetItem'],
  conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [SOURCE_BAN_PARTITIONS] } },
};

/**
 * Grants a function read, or read and write, on the table and the named indexes only. Read
 * access also counts requests and failed authentications (COUNTER_GRANT) and nothing more;
 * 'read-audited' also writes its audit entry (AUDIT_GRANT), 'read-report-totals' report month
 * totals (REPORT_TOTALS_GRANT); 'report-counts' reads and writes report partitions
 * (REPORT_GRANT) and rank entries and nodes (RANK_GRANT); 'source-bans' reads bans alone (SOURCE_BAN_READ_GRANT).
 */
export function grantTableAccess(grantee: IGrantable, table: ITable, indexNames: readonly string[], access: TableAccess): void {
  if (access === 'source-bans') {
    grantee.grantPrincipal.addToPrincipalPolicy(new PolicyStatement({ ...SOURCE_BAN_READ_GRANT, resources: [table.tableArn] }));
    return;
  }
  const actions = access === 'write' ? [...TABLE_ACTIONS.read, ...TABLE_ACTIONS.write] : [...TABLE_ACTIONS.read];
  grantee.grantPrincipal.addToPrincipalPolicy(
    new PolicyStatement({
      actions,
      resources: [table.tableArn, ...indexNames.map((name) => `${table.tableArn}/index/${name}`)],
    }),
  );
  if (access === 'write') return;
  const grants: Grant[] = {
    'report-counts': [REPORT_GRANT, RANK_GRANT],
    'read-audited': [COUNTER_GRANT, AUDIT_GRANT],
    'read-report-totals': [COUNTER_GRANT, REPORT_TOTALS_GRANT],
    read: [COUNTER_GRANT],
  }[access];
  for (const grant of grants) {
    grantee.grantPrincipal.addToPrincipalPolicy(new PolicyStatement({ actions: grant.actions, resources: [table.tableArn], conditions: grant.conditions }));
  }
}
