import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { signInVerifiedMember } from '../../shared/member-tokens/index.js';
import { signInVerifiedMemberRoute } from './sign-in-verified-member.contract.js';

export const handler = apiHandler(signInVerifiedMemberRoute).handler(async (request) => ok(await signInVerifiedMember(request, request.body)));
