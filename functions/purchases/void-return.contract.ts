import { routeContract } from '../../shared/http/route-contract.js';
import { ReturnParams } from '../../shared/purchases/purchase-requests.js';

/** DELETE /v2/purchases/return/{return_id} and DELETE /return/{return_id} (the hosted Void Return, "post void"): gives back what the return took, once. */
export const voidReturnRoute = routeContract({
  method: 'DELETE',
  path: '/v2/purchases/return/{return_id}',
  name: 'VoidReturn',
  handler: 'functions/purchases/void-return.ts',
  access: 'write',
  auth: 'api_key',
  params: ReturnParams,
  idempotent: true,
  answers: { 200: 'ReturnVoid' },
  errors: ['not_found'],
  also: [{ path: '/return/{return_id}', name: 'VoidReturnHosted' }],
});
