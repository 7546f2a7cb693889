import { listRewardItems } from './reward-repository.js';

/**
 * The title of every reward and variation of a client's catalogue, by id (a variation under its
 * reward's title): one query of the catalogue's partition, whose size is capped.
 */
export async function rewardTitles(clientId: string): Promise<Map<string, string>> {
  const { rewards, variations } = await listRewardItems(clientId);
  const titles = new Map(rewards.map((reward) => [String(reward.id), reward.title]));
  for (const variation of variations) {
    const parent = titles.get(String(variation.parent_id));
    if (parent !== undefined) titles.set(String(variation.id), parent);
  }
  return titles;
}
