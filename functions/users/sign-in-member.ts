import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { signInWithPassword } from '../../shared/member-tokens/index.js';
import { signInMemberRoute } from './sign-in-member.contract.js';

export const handler = apiHandler(signInMemberRoute).handler(async ({ body, event }) =>
  ok(await signInWithPassword(body, event.requestContext?.http?.sourceIp)),
);
