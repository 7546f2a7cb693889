import type middy from '@middy/core';
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import type { ClientRecord } from '../programs/clients.js';
import type { IdType, MemberRecord } from '../members/member-lookup.js';
import type { Operator } from '../operators/index.js';
import type { ErrorCode } from '../errors.js';
import type { IdempotentRequest } from '../data/idempotency.js';
import type { Turn } from '../data/turns.js';
import type { HttpResponse } from './response.js';

/** Per-invocation state the middlewares fill in for the handler. */
export interface Scope {
  client?: ClientRecord;
  /** The operator calling an operator route. */
  operator?: Operator;
  /** A call with a member token: the one member it may act for, as read with the token. */
  tokenMember?: MemberRecord;
  member?: MemberRecord;
  idempotency?: IdempotentRequest;
  /** A write's turn at its member, handed on when the request is answered. */
  turn?: Turn;
  idType: IdType;
  query: unknown;
  path: unknown;
  body: unknown;
  startedAt: number;
  /** The error code a refused or failed request was answered with (error mapping). */
  errorCode?: ErrorCode;
}
export type ScopedContext = Context & { scope: Scope };
export type Request = middy.Request<APIGatewayProxyEventV2, HttpResponse, Error, ScopedContext>;
export type Middleware = MiddlewareObj<APIGatewayProxyEventV2, HttpResponse, Error, ScopedContext>;
