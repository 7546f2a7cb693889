import { apiHandler } from '../../../shared/http/api-handler.js';
import { ClientRewardPath } from '../../../shared/http/catalogue-paths.js';
import { created } from '../../../shared/http/response.js';
import { addCodeBatch, CodeBatchSchema } from '../../../shared/rewards/code-pool.js';

export const handler = apiHandler({ auth: 'admin', path: ClientRewardPath, body: CodeBatchSchema }).handler(async ({ path, body }) =>
  created(await addCodeBatch(path.client_id, path.reward_id, body)),
);
