import { apiHandler } from '../../../shared/http/api-handler.js';
import { noContent } from '../../../shared/http/response.js';
import { signOutOperator } from '../../../shared/operators/index.js';
import { adminSignOutRoute } from './sign-out.contract.js';

export const handler = apiHandler(adminSignOutRoute).handler(async ({ operator }) => {
  await signOutOperator(operator);
  return noContent();
});
