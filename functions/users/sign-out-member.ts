import { apiHandler } from '../../shared/http/api-handler.js';
import { noContent } from '../../shared/http/response.js';
import { signOutEverywhere } from '../../shared/member-tokens/index.js';
import { signOutMemberRoute } from './sign-out-member.contract.js';

export const handler = apiHandler(signOutMemberRoute).handler(async ({ client, member }) => {
  await signOutEverywhere(client, member);
  return noContent();
});
