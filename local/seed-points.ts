import { createActivity, ActivityInputSchema, type ActivityInput } from '../shared/points/activity-catalogue.js';
import { creditActivity } from '../shared/points/activity-credit.js';
import type { ClientRecord } from '../shared/programs/clients.js';
import { present } from '../shared/support/present.js';
import { serviceRequest } from '../shared/requests/index.js';

/**
 * Demo activities for the local server: a daily login capped once a day, a share capped three
 * times a week, a survey worth points on its third attempt, and ad hoc points. Each demo
 * member is credited a few, so points, history, rank and the stream have something to show.
 */
const DEMO_ACTIVITIES: Array<Partial<ActivityInput> & Pick<ActivityInput, 'name' | 'title' | 'num_points'>> = [
  { name: 'Daily login', title: 'Log in today', num_points: 10, category_id: 3, type_id: 6, activity_channel_id: 15, freq_cap: 1, freq_period_id: 2 },
  { name: 'Share on network1', title: 'Share the program', num_points: 25, category_id: 1, type_id: 1, activity_channel_id: 9, freq_cap: 3, freq_period_id: 4 },
  { name: 'Fan survey', title: 'Answer the fan survey', num_points: 100, category_id: 3, type_id: 6, activity_channel_id: 21, freq_num_required_attempts: 3 },
  { name: 'Ad hoc points', title: 'Points from the program team', num_points: 0, category_id: 3, activity_channel_id: 1 },
];

export async function seedPoints(client: ClientRecord, memberIds: number[]): Promise<void> {
  const [login, share] = (await Promise.all(DEMO_ACTIVITIES.map((input) => createActivity(client.clientId, ActivityInputSchema.parse(input))))).map(
    (activity) => present(activity, 'a demo activity'),
  );
  for (const [index, memberId] of memberIds.entries()) {
    await creditActivity(serviceRequest(client), { id: memberId }, { activity_id: present(login, 'the demo login activity').id });
    for (let i = 0; i <= index; i++)
      await creditActivity(serviceRequest(client), { id: memberId }, { activity_id: present(share, 'the demo share activity').id });
  }
}
