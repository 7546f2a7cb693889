/**
 * Process configuration, read and checked once at cold start so a misconfigured
 * function fails on its first invocation instead of half-working.
 */
export interface Config {
  tableName: string;
  /** Set only locally and in tests: DynamoDB Local's address. */
  dynamodbEndpoint: string | undefined;
  region: string;
  /** Set only by the local server: the operator routes accept this bearer token. */
  adminToken: string | undefined;
  /**
   * Where clients reach the API, for links in answers (paging): the local server's own address,
   * or a deployment's custom domain. Unset in AWS by default: the domain API Gateway reports.
   */
  publicBaseUrl: string | undefined;
  /** The files bucket: import uploads and export files, each under its own prefix (set by the stack in AWS). */
  filesBucket: string | undefined;
  /** Set only locally and in tests: the directory that stands in for the bucket. */
  localFilesDir: string | undefined;
  /** Rows per import chunk (one worker's share): IMPORT_CHUNK_ROWS, 500 by default. */
  importChunkRows: number;
  /** Members per page of an export (one worker's share of a shard): EXPORT_PAGE_MEMBERS, 100 by default. */
  exportPageMembers: number;
  /** The operators' Cognito user pool (set by the stack on the operator-management functions only); unset locally. */
  operatorPoolId: string | undefined;
  /** api_keys a container remembers, known and unknown apart: API_KEY_CACHE_ENTRIES, 10,000 by default (each about 2 KB). */
  apiKeyCacheEntries: number;
}

function chunkRows(value: string | undefined): number {
  const rows = Number(value ?? 500);
  if (!Number.isInteger(rows) || rows < 1 || rows > 5_000) throw new Error('IMPORT_CHUNK_ROWS must be a whole number from 1 to 5000');
  return rows;
}

function pageMembers(value: string | undefined): number {
  const members = Number(value ?? 100);
  if (!Number.isInteger(members) || members < 1 || members > 1_000) throw new Error('EXPORT_PAGE_MEMBERS must be a whole number from 1 to 1000');
  return members;
}

function cacheEntries(value: string | undefined): number {
  const entries = Number(value ?? 10_000);
  if (!Number.isInteger(entries) || entries < 100 || entries > 1_000_000) throw new Error('API_KEY_CACHE_ENTRIES must be a whole number from 100 to 1000000');
  return entries;
}

function baseUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.search || url.hash) {
    throw new Error('PUBLIC_BASE_URL must be an http(s) URL without query or fragment');
  }
  return url.href.replace(/\/+$/, '');
}

function read(env: NodeJS.ProcessEnv): Config {
  const tableName = env.TABLE_NAME;
  if (!tableName) throw new Error('TABLE_NAME must be set');
  return {
    tableName,
    dynamodbEndpoint: env.DYNAMODB_ENDPOINT || undefined,
    region: env.AWS_REGION || env.AWS_DEFAULT_REGION || 'us-east-1',
    adminToken: env.ADMIN_TOKEN || undefined,
    publicBaseUrl: baseUrl(env.PUBLIC_BASE_URL),
    filesBucket: env.FILES_BUCKET || undefined,
    localFilesDir: env.LOCAL_FILES_DIR || undefined,
    importChunkRows: chunkRows(env.IMPORT_CHUNK_ROWS || undefined),
    exportPageMembers: pageMembers(env.EXPORT_PAGE_MEMBERS || undefined),
    operatorPoolId: env.OPERATOR_POOL_ID || undefined,
    apiKeyCacheEntries: cacheEntries(env.API_KEY_CACHE_ENTRIES || undefined),
  };
}

let cached: Config | undefined;

/** The configuration of this process. Tests and the local server set the environment before the first call. */
export function config(): Config {
  cached ??= read(process.env);
  return cached;
}
