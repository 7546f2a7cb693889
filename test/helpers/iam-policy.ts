import { TABLE_INDEXES, TABLE_KEY } from '../../shared/data/table.js';

/**
 * IAM as AWS would apply it to our DynamoDB calls, for the replay test: DynamoDB Local accepts
 * every call, so a route that writes with a read-only role passes every local test and fails in
 * AWS. Calls recorded while the handlers run are turned into the requests IAM authorises (one
 * action on one resource with its condition keys; each transaction item on its own) and checked
 * against the statements that the synthesized templates give the route's function.
 *
 * The table's ARN is a CloudFormation token in the templates; both sides name it TABLE_RESOURCE
 * (an index: TABLE_RESOURCE/index/<name>). Resource expressions that cannot be resolved, and
 * condition operators this model does not know, never allow anything: the check fails rather
 * than pass what AWS might refuse.
 */
export const TABLE_RESOURCE = 'table';

/** One request as IAM authorises it. */
export interface DynamoAccess {
  action: string;
  resource: string;
  /** dynamodb:LeadingKeys: the partition key values the request touches. */
  leadingKeys: string[];
}

export interface PolicyStatement {
  effect: 'Allow' | 'Deny';
  actions: string[];
  resources: string[];
  conditions?: Record<string, Record<string, string | string[]>>;
}

type Json = any;

// ---- what a DynamoDB call asks of IAM ----

const PARTITION_OF_INDEX = new Map<string | undefined, string>([
  [undefined, TABLE_KEY.partition],
  ...TABLE_INDEXES.map((index) => [index.name, index.partition] as [string, string]),
]);

/** A key attribute as the document client or the low-level client carries it. */
const scalar = (value: Json): string => (value && typeof value === 'object' ? String(value.S ?? value.N ?? JSON.stringify(value)) : String(value));

function resourceOf(tableName: string, expectedTable: string, indexName?: string): string {
  const table = tableName === expectedTable ? TABLE_RESOURCE : `unknown-table/${tableName}`;
  return indexName ? `${table}/index/${indexName}` : table;
}

/** The partition value a Query's key condition names (`#pk = :pk`, names and values resolved). */
function queriedPartition(input: Json): string[] {
  const attribute = PARTITION_OF_INDEX.get(input.IndexName);
  const names: Record<string, string> = input.ExpressionAttributeNames ?? {};
  const values: Record<string, Json> = input.ExpressionAttributeValues ?? {};
  for (const match of String(input.KeyConditionExpression ?? '').matchAll(/([#\w]+)\s*=\s*(:\w+)/g)) {
    const name = names[match[1]!] ?? match[1];
    if (name === attribute) return [scalar(values[match[2]!])];
  }
  return [];
}

const partitionOf = (item: Json): string[] => (item && item[TABLE_KEY.partition] !== undefined ? [scalar(item[TABLE_KEY.partition])] : []);

const SINGLE_ITEM: Record<string, string> = { GetItem: 'GetItem', PutItem: 'PutItem', UpdateItem: 'UpdateItem', DeleteItem: 'DeleteItem' };
const TRANSACT_ITEM: Record<string, string> = { Get: 'GetItem', Put: 'PutItem', Update: 'UpdateItem', Delete: 'DeleteItem', ConditionCheck: 'ConditionCheckItem' };

/** The IAM requests of one DynamoDB operation (GetItem, Query, TransactWriteItems, ...) and its input. */
export function accessesOf(operation: string, input: Json, tableName: string): DynamoAccess[] {
  const single = SINGLE_ITEM[operation];
  if (single) {
    return [{ action: `dynamodb:${single}`, resource: resourceOf(input.TableName, tableName), leadingKeys: partitionOf(input.Key ?? input.Item) }];
  }
  switch (operation) {
    case 'Query':
    case 'Scan':
      return [{ action: `dynamodb:${operation}`, resource: resourceOf(input.TableName, tableName, input.IndexName), leadingKeys: operation === 'Query' ? queriedPartition(input) : [] }];
    case 'BatchGetItem':
      return Object.entries(input.RequestItems ?? {}).map(([table, request]: [string, Json]) => ({
        action: 'dynamodb:BatchGetItem',
        resource: resourceOf(table, tableName),
        leadingKeys: (request.Keys ?? []).flatMap(partitionOf),
      }));
    case 'BatchWriteItem':
      return Object.entries(input.RequestItems ?? {}).map(([table, requests]: [string, Json]) => ({
        action: 'dynamodb:BatchWriteItem',
        resource: resourceOf(table, tableName),
        leadingKeys: (requests as Json[]).flatMap((r) => partitionOf(r.PutRequest?.Item ?? r.DeleteRequest?.Key)),
      }));
    case 'TransactWriteItems':
    case 'TransactGetItems':
      return (input.TransactItems ?? []).flatMap((item: Json) =>
        Object.entries(item).map(([kind, element]: [string, Json]) => ({
          action: `dynamodb:${TRANSACT_ITEM[kind] ?? kind}`,
          resource: resourceOf(element.TableName, tableName),
          leadingKeys: partitionOf(element.Key ?? element.Item),
        })),
      );
    default:
      return [{ action: `dynamodb:${operation}`, resource: resourceOf(input.TableName ?? '', tableName), leadingKeys: [] }];
  }
}

// ---- what the templates grant ----

/** A resource expression of a template with the table's ARN token replaced by TABLE_RESOURCE. */
export function resolveResource(expression: Json): string {
  if (typeof expression === 'string') return expression;
  const join = expression?.['Fn::Join'];
  if (Array.isArray(join)) return (join[1] as Json[]).map(resolveResource).join(join[0] as string);
  // The table ARN reaches the API stack as a stack output, a parameter or an import named after it.
  if (/Table[A-Za-z0-9]*Arn/.test(JSON.stringify(expression))) return TABLE_RESOURCE;
  return `<unresolved ${JSON.stringify(expression)}>`;
}

type Resources = Record<string, { Type: string; Properties?: Json }>;

function statementsOf(document: Json): PolicyStatement[] {
  return [document?.Statement ?? []].flat().map((statement: Json) => ({
    effect: statement.Effect,
    actions: [statement.Action].flat(),
    resources: [statement.Resource].flat().map(resolveResource),
    conditions: statement.Condition,
  }));
}

/**
 * The statements granted to the function whose Description is `description` (a route's
 * "METHOD path"), in whichever template of the app it is: its role's inline policies and every
 * AWS::IAM::Policy attached to the role.
 */
export function grantedStatements(templates: ReadonlyArray<{ Resources?: Resources }>, description: string): PolicyStatement[] {
  const found = templates.flatMap((template) => {
    const resources = template.Resources ?? {};
    return Object.values(resources)
      .filter((resource) => resource.Type === 'AWS::Lambda::Function' && resource.Properties?.Description === description)
      .map((fn) => ({ resources, roleId: fn.Properties.Role?.['Fn::GetAtt']?.[0] as string | undefined }));
  });
  if (found.length !== 1 || !found[0]!.roleId) throw new Error(`expected one function described "${description}" with its own role, found ${found.length}`);
  const { resources, roleId } = found[0]!;
  const role = resources[roleId!];
  if (role?.Type !== 'AWS::IAM::Role') throw new Error(`role ${roleId} of "${description}" is not in its template`);
  const inline = ((role.Properties?.Policies ?? []) as Json[]).flatMap((policy) => statementsOf(policy.PolicyDocument));
  const attached = Object.values(resources)
    .filter((resource) => resource.Type === 'AWS::IAM::Policy' && (resource.Properties?.Roles ?? []).some((r: Json) => r?.Ref === roleId))
    .flatMap((policy) => statementsOf(policy.Properties.PolicyDocument));
  return [...inline, ...attached];
}

// ---- evaluation ----

/** IAM wildcard match: `*` any run of characters, `?` one character. */
function wildcard(pattern: string, value: string, ignoreCase = false): boolean {
  const source = pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/\?/g, '.');
  return new RegExp(`^${source}$`, ignoreCase ? 'i' : '').test(value);
}

const CONDITION_KEYS: Record<string, (access: DynamoAccess) => string[]> = {
  'dynamodb:leadingkeys': (access) => access.leadingKeys,
};

function conditionHolds(operator: string, key: string, expected: string | string[], access: DynamoAccess): boolean {
  const values = CONDITION_KEYS[key.toLowerCase()]?.(access);
  if (!values) throw new Error(`the IAM model does not know condition key ${key}`);
  const match = /^(ForAllValues:|ForAnyValue:)?(StringEquals|StringLike)$/.exec(operator);
  if (!match) throw new Error(`the IAM model does not know condition operator ${operator}`);
  const [, quantifier, test] = match;
  const patterns = [expected].flat();
  const one = (value: string) => patterns.some((pattern) => (test === 'StringLike' ? wildcard(pattern, value) : pattern === value));
  if (quantifier === 'ForAllValues:') return values.every(one);
  if (quantifier === 'ForAnyValue:') return values.some(one);
  return values.length === 1 && one(values[0]!);
}

function applies(statement: PolicyStatement, access: DynamoAccess): boolean {
  return (
    statement.actions.some((action) => wildcard(action, access.action, true)) &&
    statement.resources.some((resource) => wildcard(resource, access.resource)) &&
    Object.entries(statement.conditions ?? {}).every(([operator, keys]) =>
      Object.entries(keys).every(([key, expected]) => conditionHolds(operator, key, expected, access)),
    )
  );
}

/** Allowed: some Allow statement applies and no Deny statement does (an explicit deny wins). */
export function isAllowed(statements: readonly PolicyStatement[], access: DynamoAccess): boolean {
  return !statements.some((s) => s.effect === 'Deny' && applies(s, access)) && statements.some((s) => s.effect === 'Allow' && applies(s, access));
}
