import { createRewardsClient, type RewardsClient } from '@rewards-api/client';

export type { RewardsClient };

/** The typed client the pages call the operator API with: the configured API, the operator's access token. */
export function operatorClient(apiUrl: string, accessToken: string, onUnauthorized: () => void): RewardsClient {
  return createRewardsClient({
    baseUrl: apiUrl,
    operatorToken: accessToken,
    fetch: async (request) => {
      const response = await globalThis.fetch(request);
      // A token that ran out (or an account disabled since) sends the operator back to sign in.
      if (response.status === 401) onUnauthorized();
      return response;
    },
  });
}
