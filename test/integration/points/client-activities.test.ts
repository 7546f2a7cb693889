import { ADMIN_HEADERS, call, newClient, newMember } from '../../../local/walks/api.js';
import { newActivity } from '../../../local/walks/points.js';

/** The client's own activity reads: GET /v2/activities and GET /v2/activities/{activity_id}/extended. */
describe('client activity reads', () => {
  let clientId: string;
  let apiKey: string;
  let shared: any;
  let plain: any;
  let retired: any;
  beforeAll(async () => {
    ({ clientId, apiKey } = await newClient());
    shared = await newActivity(clientId, {
      name: 'Shared a link',
      title: 'Share a link',
      description: 'Share a link with friends',
      num_points: 25,
      image: 'https://cdn.example.com/share.png',
      category_id: 1,
      type_id: 6,
      activity_channel_id: 4,
      freq_cap: 2,
      freq_period_id: 2,
      extra_data: { campaign: 'spring' },
    });
    plain = await newActivity(clientId, { name: 'Watched a video', title: 'Watch a video', num_points: 5 });
    retired = await newActivity(clientId, { name: 'Old survey', title: 'Old survey', num_points: 50, is_active: false });
  });

  const activities = (key = apiKey) => call('GET', '/v2/activities', { query: { api_key: key } });
  const search = (activityId: string | number, key = apiKey) => call('GET', `/v2/activities/${activityId}/extended`, { query: { api_key: key } });

  it('[Activities] lists the active activities in the basic form: ids as strings, nulls where the catalogue keeps nothing', async () => {
    const res = await activities();

    expect(res.status).toBe(200);
    expect(res.body).toEqual(
      [
        {
          id: String(shared.id),
          title: 'Share a link',
          description: 'Share a link with friends',
          num_points: 25,
          image: 'https://cdn.example.com/share.png',
          category_id: '1',
          type_id: '6',
          extra_data: { campaign: 'spring' },
          date_start: null,
          date_end: null,
          min_tier_id: null,
          show_as_locked_by_tier: false,
        },
        {
          id: String(plain.id),
          title: 'Watch a video',
          description: '',
          num_points: 5,
          image: null,
          category_id: null,
          type_id: null,
          extra_data: null,
          date_start: null,
          date_end: null,
          min_tier_id: null,
          show_as_locked_by_tier: false,
        },
      ].sort((a, b) => Number(a.id) - Number(b.id)),
    );
    expect(res.body.map((a: any) => a.id)).not.toContain(String(retired.id));
  });

  it('[Activities] answers 404 no data for a client without active activities, and invalid_auth for a bad api_key', async () => {
    const empty = await newClient();
    await newActivity(empty.clientId, { is_active: false });

    const none = await activities(empty.apiKey);
    const badKey = await activities('not-a-key');

    expect(none).toMatchObject({ status: 404, body: { error: 'no data', message: 'no activities available' } });
    expect(badKey).toMatchObject({ status: 400, body: { error: 'invalid_auth' } });
  });

  it("[Activities] shows only the caller's own catalogue: another client's activities never appear", async () => {
    const other = await newClient();
    const theirs = await newActivity(other.clientId, { name: 'Their activity', title: 'Theirs', num_points: 1 });

    const mine = await activities();
    const own = await activities(other.apiKey);

    expect(mine.body.map((a: any) => a.id)).not.toContain(String(theirs.id));
    expect(own.body.map((a: any) => a.id)).toEqual([String(theirs.id)]);
  });

  it("[Activity Search] answers one activity in the extended form, its id a string as the hosted page 'Activity Search' types it, with the names of its ids", async () => {
    const res = await search(shared.id);

    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: String(shared.id),
      name: 'Shared a link',
      title: 'Share a link',
      description: 'Share a link with friends',
      num_points: 25,
      image: 'https://cdn.example.com/share.png',
      category_id: 1,
      category_name: 'Share',
      type_id: 6,
      type_name: 'Your Site',
      activity_channel_id: 4,
      activity_channel_name: 'content creation and share',
      freq_cap: 2,
      freq_period_id: 2,
      freq_period_name: 'One Calendar Day',
      freq_num_required_attempts: null,
      redirect_url: null,
      points_on_click: false,
      action_tags: null,
      extra_data: { campaign: 'spring' },
      public_title: null,
      public_description: null,
    });
  });

  it("follows the hosted pages 'Activity Search' and 'Activities – Extended': every route answering the extended activity gives its id as the string /v2/activities gives", async () => {
    const member = await newMember(apiKey);
    const basic = (await activities()).body.find((a: any) => a.id === String(shared.id));

    const answers = [
      (await search(shared.id)).body,
      (await call('GET', '/v2/activities/extended', { query: { api_key: apiKey } })).body.find((a: any) => a.name === 'Shared a link'),
      (await call('GET', '/v2.1/activities/extended', { query: { api_key: apiKey } })).body.activities.find((a: any) => a.name === 'Shared a link'),
      (await call('GET', `/v2/users/${member.id}/activities/extended`, { query: { api_key: apiKey } })).body.find((a: any) => a.name === 'Shared a link'),
      (await call('GET', `/v2.1/users/${member.id}/activities/extended`, { query: { api_key: apiKey } })).body.activities.find((a: any) => a.name === 'Shared a link'),
      (await call('GET', `/v2/users/${member.id}/activities/${shared.id}/extended`, { query: { api_key: apiKey } })).body,
    ];

    expect(basic.id).toBe(String(shared.id));
    expect(answers.map((answer) => answer?.id)).toEqual(Array(answers.length).fill(basic.id));
    expect(answers.map((answer) => typeof answer?.category_id)).toEqual(Array(answers.length).fill('number'));
  });

  it('[Activity Search] answers param_error for a malformed or unknown activity_id, and 404 no data for an inactive one', async () => {
    const malformed = await search('abc');
    const tooLong = await search('12345678901');
    const unknown = await search(99);
    const inactive = await search(retired.id);

    expect(malformed).toMatchObject({ status: 400, body: { error: 'param_error', message: 'activity_id: activity_id must be an activity id' } });
    expect(tooLong).toMatchObject({ status: 400, body: { error: 'param_error' } });
    expect(unknown).toMatchObject({ status: 400, body: { error: 'param_error', message: 'activity does not exist' } });
    expect(inactive).toMatchObject({ status: 404, body: { error: 'no data', message: 'the activity is not active' } });
  });

  it("[Activity Search] does not find another client's activity: it is unknown to the caller", async () => {
    const other = await newClient();
    const theirs = await newActivity(other.clientId, { name: 'Their secret', title: 'Their secret', num_points: 1 });

    const res = await search(theirs.id);
    const own = await search(theirs.id, other.apiKey);

    expect(res).toMatchObject({ status: 400, body: { error: 'param_error', message: 'activity does not exist' } });
    expect(JSON.stringify(res.body)).not.toContain('Their secret');
    expect(own).toMatchObject({ status: 200, body: { id: String(theirs.id), name: 'Their secret' } });
  });

  it('[Activity Search] shows an activity the operator deactivated as no data at once', async () => {
    const soon = await newActivity(clientId, { name: 'Soon gone', title: 'Soon gone', num_points: 3 });
    const before = await search(soon.id);

    await call('PUT', `/admin/v1/clients/${clientId}/activities/${soon.id}`, { headers: ADMIN_HEADERS, body: { name: 'Soon gone', title: 'Soon gone', num_points: 3, is_active: false } });
    const after = await search(soon.id);

    expect(before).toMatchObject({ status: 200, body: { id: String(soon.id) } });
    expect(after).toMatchObject({ status: 404, body: { error: 'no data' } });
  });
});
