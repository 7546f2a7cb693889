import { createClient, readClient, type ClientRecord } from '../shared/programs/clients.js';
import { createUser } from '../shared/members/member-profiles.js';
import { CreateUserBody } from '../shared/members/member-bodies.js';
import { seedCampaigns } from './seed-campaigns.js';
import { seedRewards } from './seed-rewards.js';
import { seedPoints } from './seed-points.js';

/**
 * The demo program a fresh local server starts with, so a developer can call every endpoint
 * right away. Each catalogue (activities, rewards, campaigns) seeds its demo entries from its
 * own module, called below.
 */
export interface DemoProgram {
  client_id: string;
  api_key: string;
  member_ids: number[];
}

const DEMO_MEMBERS = [
  { first_name: 'Ada', last_name: 'Lovelace', email_address: 'ada@example.com', username: 'ada', postal_code: '10001', date_of_birth: 0 },
  { first_name: 'Grace', last_name: 'Hopper', email_address: 'grace@example.com', username: 'grace', postal_code: '94105', date_of_birth: 0 },
  {
    first_name: 'Lucy',
    last_name: 'Montgomery',
    email_address: 'lucy@example.com',
    username: 'lucy',
    country_code: 'CA',
    postal_code: 'C1A 4P3',
    date_of_birth: 0,
    custom_data: { employee_id: 'E-1874', store_loc: 'Charlottetown' },
  },
];

export async function seedDemoProgram(): Promise<DemoProgram> {
  const created = await createClient('Demo program', {
    custom_attributes: ['employee_id', 'store_loc', 'tier', 'user_operation'],
    purchase_v1: true,
    pending_points: { enabled: true, period_days: 14 },
    points_per_currency_unit: 1,
  });
  const client: ClientRecord = await readClient(created.client_id);
  const memberIds: number[] = [];
  for (const profile of DEMO_MEMBERS) memberIds.push((await createUser(client, CreateUserBody.parse(profile))).id as number);
  await seedCampaigns(client);
  await seedRewards(client.clientId);
  await seedPoints(client, memberIds);
  const demo = { client_id: created.client_id, api_key: created.api_key, member_ids: memberIds };
  return demo;
}
