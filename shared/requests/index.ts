import type { ClientRecord } from '../programs/index.js';
import type { AnswerRecord } from '../data/transactions.js';
import type { MemberRecord } from '../member-store/index.js';

/**
 * What the middleware stack learns of a request, built once and handed to the domain code the
 * handler calls: domain functions take what they need from it rather than a value handed down
 * parameter by parameter. Bulk work (imports, jobs) builds one per unit of work the same way.
 * The request's instant is not in it: it is the clock's (nowSeconds), held at the request's
 * arrival for all the request runs (docs/decisions.md).
 */
export interface RequestContext {
  /**
   * On an idempotent route called with an Idempotency-Key: the record the transaction that
   * produces the answer carries, so a repeat answers the same. A successful request whose answer
   * is not on record fails (runIdempotent), so forgetting it cannot pass silently.
   */
  readonly answerRecord: AnswerRecord | undefined;
}

/** A request authenticated as a client (api_key routes). */
export interface ClientRequest extends RequestContext {
  readonly client: ClientRecord;
}

/** A client's request about one member, resolved from {user_id} by id_type. */
export interface MemberRequest extends ClientRequest {
  readonly member: MemberRecord;
}

/**
 * The context of work the service does of itself, outside any HTTP request (a referral's credit,
 * seed data, benchmarks): no answer record.
 */
export function serviceRequest(client: ClientRecord): ClientRequest;
export function serviceRequest(client: ClientRecord, member: MemberRecord): MemberRequest;
export function serviceRequest(client: ClientRecord, member?: MemberRecord): ClientRequest | MemberRequest {
  return { answerRecord: undefined, client, ...(member ? { member } : {}) };
}
