import { addCodeBatch } from '../shared/rewards/code-pool.js';
import { createReward, RewardInputSchema } from '../shared/rewards/reward-catalogue.js';
import { createCouponCategory, createRewardCategory } from '../shared/rewards/reward-categories.js';

/**
 * The demo program's rewards: two categories, a plain reward, one with variations, a code
 * reward with a first batch of codes, and a digital download.
 */
export async function seedRewards(clientId: string): Promise<void> {
  const merch = await createRewardCategory(clientId, { name: 'Merch' });
  const experiences = await createRewardCategory(clientId, { name: 'Experiences' });
  const food = await createCouponCategory(clientId, { name: 'Food & drink', expiration_days: 30 });
  const reward = (fields: Record<string, unknown>) => createReward(clientId, RewardInputSchema.parse(fields));

  await reward({ title: 'Team scarf', num_points: 250, total_quantity: 100, category_id: merch.id, featured: 1, is_shipping_required: 1 });
  await reward({
    title: 'Home jersey',
    num_points: 900,
    category_id: merch.id,
    is_shipping_required: 1,
    max_per_user: 2,
    variations: [
      { color: 'red', size: 'M', total_quantity: 20 },
      { color: 'red', size: 'L', total_quantity: 20 },
      { color: 'white', size: 'M', total_quantity: 10 },
    ],
  });
  const coffee = await reward({ title: 'Free coffee', num_points: 50, category_id: experiences.id, coupon_category_id: food.id, max_select_quantity: 5 });
  await addCodeBatch(clientId, Number(coffee.id), { codes: ['COFFEE-1001', 'COFFEE-1002', 'COFFEE-1003', 'COFFEE-1004', 'COFFEE-1005'] });
  await reward({
    title: 'Match highlights download',
    num_points: 75,
    category_id: experiences.id,
    total_quantity: 1000,
    is_digital_download: 1,
    digital_download_url: 'https://downloads.example.com/highlights.mp4',
  });
}
