import { apiHandler } from '../../../shared/http/api-handler.js';
import { created } from '../../../shared/http/response.js';
import { adminIssueSigningKeyRoute } from './issue-signing-key.contract.js';
import { issueSigningKey } from '../../../shared/programs/signing-keys.js';

export const handler = apiHandler(adminIssueSigningKeyRoute).handler(async ({ path }) => created(await issueSigningKey(path.client_id)));
