/**
 * The route table: every route of the service, once. The CDK stack makes one function and one
 * HTTP API route per row; the local server and the tests dispatch through the same rows.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Route {
  method: HttpMethod;
  /** API Gateway path syntax: {name} is a path parameter. */
  path: string;
  /** Handler module, relative to the repository root; it exports `handler`. */
  entry: string;
  /** PascalCase name for the function's construct id; stable, so logical ids stay put. */
  name: string;
  /** Table access the function is granted: least privilege per route. */
  access: 'read' | 'write';
  /** api_key query parameter (spec section 5), or the operator API. */
  auth: 'api_key' | 'admin';
}

export const routes: readonly Route[] = [
  // Members (spec 4.2-4.4). Endpoint 1 answers on its sample and its declared path.
  { method: 'GET', path: '/v2/users/{user_id}', entry: 'functions/users/get-user.ts', name: 'GetUser', access: 'read', auth: 'api_key' },
  { method: 'GET', path: '/v2/users/{user_id}/activities', entry: 'functions/users/get-user.ts', name: 'GetUserActivitiesForm', access: 'read', auth: 'api_key' },
  { method: 'POST', path: '/v2/users', entry: 'functions/users/create-user.ts', name: 'CreateUser', access: 'write', auth: 'api_key' },

  // Points, activities, rank and stream (spec 4.2, 4.9); crediting is beyond the spec (docs/decisions.md).
  { method: 'GET', path: '/v2/users/{user_id}/points', entry: 'functions/users/get-user-points.ts', name: 'GetUserPoints', access: 'read', auth: 'api_key' },
  { method: 'GET', path: '/v2/users/{user_id}/rank', entry: 'functions/users/get-user-rank.ts', name: 'GetUserRank', access: 'read', auth: 'api_key' },
  { method: 'GET', path: '/v2/users/{user_id}/activity_history', entry: 'functions/users/get-activity-history.ts', name: 'GetActivityHistory', access: 'read', auth: 'api_key' },
  { method: 'GET', path: '/v2/users/{user_id}/activity_history/extended', entry: 'functions/users/get-activity-history-extended.ts', name: 'GetActivityHistoryExtended', access: 'read', auth: 'api_key' },
  { method: 'GET', path: '/v2/users/{user_id}/activities/extended', entry: 'functions/users/get-user-activities-extended.ts', name: 'GetUserActivitiesExtended', access: 'read', auth: 'api_key' },
  { method: 'GET', path: '/v2/users/{user_id}/activities/{activity_id}/extended', entry: 'functions/users/get-user-activity-extended.ts', name: 'GetUserActivityExtended', access: 'read', auth: 'api_key' },
  { method: 'POST', path: '/v2/users/{user_id}/activities', entry: 'functions/users/credit-user-activity.ts', name: 'CreditUserActivity', access: 'write', auth: 'api_key' },
  { method: 'GET', path: '/v2/activities/extended', entry: 'functions/activities/get-activities-extended.ts', name: 'GetActivitiesExtended', access: 'read', auth: 'api_key' },
  { method: 'GET', path: '/v2/stream', entry: 'functions/stream/get-stream.ts', name: 'GetStream', access: 'read', auth: 'api_key' },

  // Operator API
  { method: 'POST', path: '/admin/v1/clients', entry: 'functions/admin/create-client.ts', name: 'AdminCreateClient', access: 'write', auth: 'admin' },
  { method: 'POST', path: '/admin/v1/clients/{client_id}/activities', entry: 'functions/admin/create-activity.ts', name: 'AdminCreateActivity', access: 'write', auth: 'admin' },
  { method: 'GET', path: '/admin/v1/clients/{client_id}/activities', entry: 'functions/admin/list-activities.ts', name: 'AdminListActivities', access: 'read', auth: 'admin' },
  { method: 'GET', path: '/admin/v1/clients/{client_id}/activities/{activity_id}', entry: 'functions/admin/get-activity.ts', name: 'AdminGetActivity', access: 'read', auth: 'admin' },
  { method: 'PUT', path: '/admin/v1/clients/{client_id}/activities/{activity_id}', entry: 'functions/admin/replace-activity.ts', name: 'AdminReplaceActivity', access: 'write', auth: 'admin' },
];
