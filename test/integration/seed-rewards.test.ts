import { seedDemoProgram } from '../../local/seed.js';
import { call } from '../../local/walks/api.js';

describe('demo program rewards', () => {
  it('seeds categories, a reward with variations and a code reward with its first batch of codes', async () => {
    const demo = await seedDemoProgram();

    const rewards = await call('GET', '/v2/rewards', { query: { api_key: demo.api_key } });
    const categories = await call('GET', '/v2/reward_categories', { query: { api_key: demo.api_key } });

    expect(categories.body.map((category: any) => category.name)).toEqual(['Experiences', 'Merch']);
    const titles = rewards.body.map((reward: any) => reward.title);
    expect(titles.filter((title: string) => title === 'Home jersey')).toHaveLength(4);
    expect(rewards.body.find((reward: any) => reward.title === 'Free coffee')).toMatchObject({ total_coupons: 5, remaining_coupons: 5 });
  }, 30_000);
});
