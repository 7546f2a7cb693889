import { apiHandler } from '../../../shared/http/api-handler.js';
import { created } from '../../../shared/http/response.js';
import { adminIssueApiKeyRoute } from './issue-api-key.contract.js';
import { issueApiKey } from '../../../shared/programs/clients.js';

export const handler = apiHandler(adminIssueApiKeyRoute).handler(async ({ path }) => created(await issueApiKey(path.client_id)));
