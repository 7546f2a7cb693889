import { ADMIN_HEADERS, call, newClient, newMember } from '../../local/walks/api.js';
import { credit, newActivity } from '../../local/walks/points.js';
import { activeRule } from '../../local/walks/rules.js';
import { segmentWith } from '../../local/walks/segments.js';
import { errorLines, importFile } from '../../local/walks/imports.js';
import { createReward, redeem } from '../../local/walks/rewards.js';

/**
 * Segments as audiences of earning rules: a rule whose audience names segments credits only
 * members of one of them (in use: an archived segment reaches no one), and says not_in_audience
 * for the rest; a rule naming a segment the program does not have in use is refused, naming the field.
 */

describe('earning rules for segments (audience.segment_ids)', () => {
  let clientId: string;
  let apiKey: string;
  let admin: string;
  let activity: any;
  const newSegment = async (name: string, members: number[]) => (await segmentWith(clientId, name, members)).segment_id as string;
  const balance = async (memberId: number) => (await call('GET', `/v2/users/${memberId}/points`, { query: { api_key: apiKey } })).body.total_points;

  beforeAll(async () => {
    ({ clientId, apiKey } = await newClient());
    admin = `/admin/v1/clients/${clientId}`;
    activity = await newActivity(clientId, { num_points: 10 });
  });

  it('credits members of any named segment, skips the rest as not_in_audience, and stops reaching a segment once it is archived', async () => {
    const [vip, fan, other] = [await newMember(apiKey), await newMember(apiKey), await newMember(apiKey)];
    const vips = await newSegment('VIP', [vip.id]);
    const fans = await newSegment('Fans', [fan.id]);
    await activeRule(clientId, {
      name: 'Members of VIP or Fans',
      trigger: { kind: 'activity', activity_id: String(activity.id) },
      effect: { kind: 'fixed', points: 50 },
      audience: { segment_ids: [vips, fans] },
    });

    for (const member of [vip, fan, other]) expect((await credit(apiKey, member.id, { activity_id: activity.id })).status).toBe(200);
    const tried = await call('POST', `${admin}/rules/evaluate`, {
      headers: ADMIN_HEADERS,
      body: { member_id: other.id, trigger: { kind: 'activity', activity_id: String(activity.id) } },
    });

    expect([await balance(vip.id), await balance(fan.id), await balance(other.id)]).toEqual([60, 60, 10]);
    expect(tried.body.rules).toEqual([expect.objectContaining({ outcome: 'skipped', reason: 'not_in_audience' })]);

    await call('POST', `${admin}/segments/${vips}/archive`, { headers: ADMIN_HEADERS });
    await credit(apiKey, vip.id, { activity_id: activity.id });
    expect(await balance(vip.id)).toBe(70);
  });

  it('reaches a member from the moment it joins, and not after it leaves', async () => {
    const member = await newMember(apiKey);
    const late = await newSegment('Late joiners', []);
    const other = await newActivity(clientId, { num_points: 1 });
    await activeRule(clientId, { name: 'Late joiners', trigger: { kind: 'activity', activity_id: String(other.id) }, effect: { kind: 'fixed', points: 5 }, audience: { segment_ids: [late] } });

    await credit(apiKey, member.id, { activity_id: other.id });
    await call('POST', `${admin}/segments/${late}/members`, { headers: ADMIN_HEADERS, body: { add: [member.id] } });
    await credit(apiKey, member.id, { activity_id: other.id });
    await call('POST', `${admin}/segments/${late}/members`, { headers: ADMIN_HEADERS, body: { remove: [member.id] } });
    await credit(apiKey, member.id, { activity_id: other.id });

    expect(await balance(member.id)).toBe(1 + 6 + 1);
  });

  it('refuses a rule naming a segment the program does not have in use, naming the field', async () => {
    const archived = await newSegment('Gone', []);
    await call('POST', `${admin}/segments/${archived}/archive`, { headers: ADMIN_HEADERS });
    const body = (segmentIds: string[]) => ({
      name: 'Nobody',
      trigger: { kind: 'activity', activity_id: String(activity.id) },
      effect: { kind: 'fixed', points: 5 },
      audience: { segment_ids: segmentIds },
    });

    const unknown = await call('POST', `${admin}/rules`, { headers: ADMIN_HEADERS, body: body(['999999']) });
    const gone = await call('POST', `${admin}/rules`, { headers: ADMIN_HEADERS, body: body([archived]) });
    const malformed = await call('POST', `${admin}/rules`, { headers: ADMIN_HEADERS, body: body(['vip']) });

    expect(unknown).toMatchObject({ status: 400, body: { message: expect.stringMatching(/^audience\.segment_ids: .*999999/) } });
    expect(gone).toMatchObject({ status: 400, body: { message: expect.stringContaining(`audience.segment_ids: the program has no segment in use with id ${archived}`) } });
    expect(malformed).toMatchObject({ status: 400, body: { message: expect.stringContaining('audience.segment_ids') } });
  });

  describe('activities and rewards for segments (segment_ids)', () => {
    const q = { query: () => ({ api_key: apiKey }) };
    const listedActivities = async (memberId: number) =>
      ((await call('GET', `/v2/users/${memberId}/activities/extended`, { query: q.query() })).body as any[]).map((activity) => String(activity.id));
    /** The member's rewards: none available answers 404 no data. */
    const listedRewards = async (memberId: number) => {
      const answer = await call('GET', `/v2/users/${memberId}/rewards`, { query: q.query() });
      return answer.status === 404 ? [] : (answer.body as any[]).map((reward) => String(reward.id));
    };

    it('lists an activity for segments only to their members, credits only them (one by one and in a bulk import), and refuses the rest as for an unknown activity', async () => {
      const [insider, outsider] = [await newMember(apiKey), await newMember(apiKey)];
      const insiders = await newSegment('Insiders', [insider.id]);
      const made = await call('POST', `${admin}/activities`, { headers: ADMIN_HEADERS, body: { name: 'Preview check-in', title: 'Preview check-in', num_points: 30, segment_ids: [insiders] } });
      expect(made).toMatchObject({ status: 201, body: { segment_ids: [insiders] } });
      const id = String(made.body.id);

      const refused = await credit(apiKey, outsider.id, { activity_id: id });
      const credited = await credit(apiKey, insider.id, { activity_id: id });
      const csv = ['user_id,id_type,activity_id,num_points,notes,external_id', `${insider.id},,${id},,,aud-1`, `${outsider.id},,${id},,,aud-2`].join('\n');
      const imported = await importFile(clientId, 'activity_credits', 'csv', csv);

      expect(await listedActivities(insider.id)).toContain(id);
      expect(await listedActivities(outsider.id)).not.toContain(id);
      expect(refused).toMatchObject({ status: 400, body: { error: 'param_error', message: 'activity is for members of segments the member is not in' } });
      expect(credited.status).toBe(200);
      expect(imported).toMatchObject({ rows_done: 1, rows_failed: 1 });
      expect(await errorLines(clientId, imported.import_id)).toEqual([expect.objectContaining({ line: 3, message: 'activity is for members of segments the member is not in' })]);
      expect([await balance(insider.id), await balance(outsider.id)]).toEqual([60, 0]);
    });

    it("refuses a survey response from a member outside the survey's segments", async () => {
      const [insider, outsider] = [await newMember(apiKey), await newMember(apiKey)];
      const insiders = await newSegment('Survey insiders', [insider.id]);
      const survey = await call('POST', `${admin}/activities`, {
        headers: ADMIN_HEADERS,
        body: { name: 'Panel', title: 'Panel', num_points: 40, kind: 'survey', segment_ids: [insiders], questions: [{ id: 1, text: 'Which?', type: 'choice', choices: [{ id: 1, text: 'A' }, { id: 2, text: 'B' }] }] },
      });
      expect(survey.status).toBe(201);
      const respond = (memberId: number) =>
        call('POST', `/v2.1/users/${memberId}/survey/${survey.body.id}/response`, { query: q.query(), body: { survey_response: [{ question_id: 1, selected_answers: [1] }] } });

      expect(await respond(outsider.id)).toMatchObject({ status: 400, body: { message: 'activity is for members of segments the member is not in' } });
      expect((await respond(insider.id)).status).toBe(200);
      expect([await balance(insider.id), await balance(outsider.id)]).toEqual([40, 0]);
    });

    it("lists a reward for segments only to their members and refuses another member's redemption as a tier lock is refused", async () => {
      const [insider, outsider] = [await newMember(apiKey), await newMember(apiKey)];
      for (const member of [insider, outsider]) await credit(apiKey, member.id, { activity_id: activity.id, num_points: 500 });
      const insiders = await newSegment('Reward insiders', [insider.id]);
      const reward = await createReward(clientId, { num_points: 100, segment_ids: [insiders] });

      const refused = await redeem(apiKey, outsider.id, { reward_id: reward.id });
      const redeemed = await redeem(apiKey, insider.id, { reward_id: reward.id });

      expect(await listedRewards(insider.id)).toContain(String(reward.id));
      expect(await listedRewards(outsider.id)).not.toContain(String(reward.id));
      expect(refused).toMatchObject({ status: 404, body: { error: 'invalid_reward', message: 'reward is for members of segments the member is not in' } });
      expect(redeemed.status).toBe(200);
      const unknown = await call('POST', `/admin/v1/clients/${clientId}/rewards`, { headers: ADMIN_HEADERS, body: { title: 'Nobody', num_points: 1, total_quantity: 1, segment_ids: ['999999'] } });
      expect(unknown).toMatchObject({ status: 400, body: { message: expect.stringContaining('segment_ids') } });
    });
  });
});
