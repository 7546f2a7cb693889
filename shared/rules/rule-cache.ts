import { outsideRequest } from '../data/request-deadline.js';
import { cachedRead, forgetCatalogue } from '../support/catalogue-cache.js';
import type { ActiveRule } from './rule-evaluator.js';
import { listLiveRules } from './rule-repository.js';

/**
 * The program's active rules as every trigger reads them: the live slice, read at most once per
 * CATALOGUE_CACHE_MS (5 s) per container, so a rule created, activated, changed or paused is
 * live everywhere within that bound, and at once in the container that changed it.
 */
export const activeRules = (clientId: string): Promise<ActiveRule[]> =>
  cachedRead(clientId, 'rules', () =>
    outsideRequest(async () => {
      const live = await listLiveRules(clientId);
      // Paused program-wide: no rule runs, whatever its own status.
      return live.paused ? [] : live.rules.map(({ rule_id, version, body }) => ({ rule_id, version, body }));
    }),
  );

/** After a change in this container: the next trigger reads the rules again. */
export const forgetActiveRules = (clientId: string): void => forgetCatalogue(clientId);
