import type * as z from 'zod';
import { strictInput } from './strict-input.js';
import type { ErrorCode } from '../errors.js';
import type { IdType } from '../members/member-requests.js';
import type { OperatorRole } from '../operators/operator-roles.js';
import type { DirectoryChange } from '../operators/operator-directory.js';

/**
 * A route's contract: everything about the route, declared once beside its handler
 * (functions/<area>/<name>.contract.ts). The handler reads its schemas, authentication, member
 * resolution and idempotency; the stack its method, path, name, access and layers; the local
 * server, the API description and the tests all of it. Answers are named, not imported, so no
 * answer schema is bundled into a function: each name is a key of one feature's answers map
 * (shared/<feature>/<feature>-responses.ts), which only the API description and the tests load.
 */
export interface RouteContract<
  Q extends z.ZodType = z.ZodType,
  P extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  A extends Auth = Auth,
  M extends MemberOption | undefined = MemberOption | undefined,
> {
  method: HttpMethod;
  /** API Gateway path syntax: {name} is a path parameter. */
  path: string;
  /** PascalCase name for the function's construct id and the operation id; stable, so logical ids stay put. */
  name: string;
  /** The handler module, relative to the repository root: the contract's file without `.contract`. */
  handler: string;
  /** Table access the function is granted: least privilege per route. */
  access: 'read' | 'write';
  /** api_key query parameter or header (spec section 5), or the operator API. */
  auth: A;
  /**
   * Client routes a member's own app may call with a member token (x-ct-user-token) in place of an
   * api_key: the member's own data and the program's catalogue. On a route with a member, the
   * token's own member only (403 for any other); every other route refuses member tokens with 403.
   */
  memberToken?: A extends 'api_key' ? boolean : never;
  /** Operator routes: the roles that may call the route (shared/operators/operator-roles.ts); any other is refused 403. */
  roles?: A extends 'operator' ? readonly OperatorRole[] : never;
  /**
   * Operator routes that change nothing but are still recorded in the audit log (a member's data
   * handed out); every operator route that is not a GET is recorded anyway.
   */
  audited?: A extends 'operator' ? boolean : never;
  /**
   * Read routes that keep report month totals as they read (the top lists: report-repository.ts),
   * and so may also put items of the month totals' partitions, and nothing else.
   */
  keepsReportTotals?: boolean;
  /** Layers whose packages the handler loads (lib/layers.ts); only these functions get them. */
  layers?: readonly LayerName[];
  /**
   * What the route does in the file store, and so all its function may do there: 'upload' hands
   * out upload URLs of import files (presigned puts under imports/), 'export' writes export
   * requests (their arrival starts the export pipeline), 'download' hands out download URLs of
   * export files (presigned gets under exports/), 'receipt-upload' writes receipt images (puts
   * under receipts/), 'receipt-view' hands out links to them (presigned gets under receipts/),
   * 'segment-build' writes segment build requests (their arrival starts a dynamic segment's build),
   * 'simulation' writes simulation requests (their arrival starts a simulation's run).
   */
  files?: FileAccess;
  /**
   * Operator-management routes: what the route changes in the operators' user pool, and so the
   * pool actions (and only those) its function may call (shared/operators/operator-directory.ts).
   */
  directory?: A extends 'operator' ? DirectoryChange : never;
  /** The body may also come as a form (application/x-www-form-urlencoded), as the hosted page of the route sends it. */
  formBodies?: boolean;
  query?: Q;
  /** The path parameters ({name} segments). */
  params?: P;
  body?: B;
  /** Resolve the {user_id} path segment, interpreted per the id_type query parameter. */
  member?: M;
  /**
   * Honour an Idempotency-Key header: a repeat with the same key and request answers the first
   * result and changes nothing. The transaction whose result the route answers carries the
   * request context's answer record; a successful request with no answer on record fails.
   */
  idempotent?: boolean;
  /** The 200 answer also comes as CSV (text/csv) when the caller's Accept asks for it. */
  csv?: boolean;
  /**
   * What the route answers on success, by status: the name of an answer body in a feature's
   * answers map, or null for none (a unit test holds every name to exactly one map).
   */
  answers: Partial<Record<SuccessStatus, string | null>>;
  /**
   * Error codes of the route's own rules. Those the middleware stack answers (authentication,
   * validation, rate limit, member resolution, idempotency) and an operator route's unknown
   * client are added by the API description.
   */
  errors?: readonly ErrorDeclaration[];
  /** Further paths the same handler answers on, each its own function (spec 4.1 endpoint 1 has two). */
  also?: readonly { path: string; name: string }[];
}

export type FileAccess = 'upload' | 'export' | 'download' | 'receipt-upload' | 'receipt-view' | 'segment-build' | 'simulation';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** api_key: the program's key; operator: an operator's token; public: no credential, the route's body is its own (a member's password sign-in). */
export type Auth = 'api_key' | 'operator' | 'public';

/** Lambda layers a function may carry; lib/layers.ts says what each holds. */
export type LayerName = 'postalCodes';

export interface MemberOption {
  /** What an unknown member answers on this endpoint (the spec varies per endpoint). */
  notFound: 'page_not_found' | 'param_error' | 'not_found';
  /** Where the endpoint documents another status for it than section 7's. */
  notFoundStatus?: number;
  /** id_type values this endpoint accepts (usable coupons leaves out mobile_phone_number). */
  idTypes?: readonly IdType[];
}

/** Statuses a route answers on success. */
export type SuccessStatus = 200 | 201 | 202 | 204;

/** An error code a route's own rules answer, at its usual status or, as a pair, at the one this route documents. */
export type ErrorDeclaration = ErrorCode | readonly [ErrorCode, number];

/** Any route's contract, as the stack, the local server and the generators walk them. */
export type AnyRouteContract = RouteContract<z.ZodType, z.ZodType, z.ZodType, Auth, MemberOption | undefined>;

/** Whether calls of the route are recorded in the audit log: every operator write, and the reads a contract marks. */
export const isAudited = (contract: AnyRouteContract): boolean => contract.auth === 'operator' && (contract.method !== 'GET' || contract.audited === true);

/**
 * Declares a route's contract, keeping its schemas' types for the handler. Its body refuses
 * fields it does not declare, at every depth (strict-input.ts): a 2xx never drops what was sent.
 */
export const routeContract = <
  Q extends z.ZodType = z.ZodType<Record<string, never>>,
  P extends z.ZodType = z.ZodType<Record<string, never>>,
  B extends z.ZodType = z.ZodType<undefined>,
  A extends Auth = 'api_key',
  M extends MemberOption | undefined = undefined,
>(
  contract: RouteContract<Q, P, B, A, M>,
): RouteContract<Q, P, B, A, M> => (contract.body ? { ...contract, body: strictInput(contract.body) } : contract);
