import { apiHandler } from '../../shared/http/api-handler.js';
import { created } from '../../shared/http/response.js';
import { issueMemberToken } from '../../shared/member-tokens/index.js';
import { issueMemberTokenRoute } from './issue-member-token.contract.js';

export const handler = apiHandler(issueMemberTokenRoute).handler(async ({ client, member, query }) =>
  created(await issueMemberToken(client, member, 'server', query.lifetime_days)),
);
