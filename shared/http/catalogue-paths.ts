import { ClientPath } from '../programs/client-requests.js';
import { CatalogueId } from '../rewards/reward-fields.js';

/** Path parameters of the operator's catalogue routes. */
export const ClientRewardPath = ClientPath.extend({ reward_id: CatalogueId });
export const ClientCategoryPath = ClientPath.extend({ category_id: CatalogueId });
export const ClientOrderPath = ClientPath.extend({ order_id: CatalogueId });
