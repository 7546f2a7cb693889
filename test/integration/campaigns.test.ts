import { ADMIN_HEADERS, call, newClient, newMember, unique } from '../../local/walks/api.js';
import { addCampaignCodes as addCodes, campaignBody, campaignsPath, createCampaign } from '../../local/walks/campaigns.js';
import { advanceClock, nowSeconds, resetClock } from '../../shared/support/clock.js';
import { getActivity } from '../../shared/points/activity-repository.js';
import { queryLedger } from '../../shared/points/ledger-repository.js';

const DAY = 86_400;

const submit = (apiKey: string, body: Record<string, unknown>, query: Record<string, string> = {}, headers: Record<string, string> = {}) =>
  call('POST', '/v2/code_redemption_campaign/submit', { query: { api_key: apiKey, ...query }, body, headers });

const balance = async (apiKey: string, memberId: number) =>
  (await call('GET', `/v2/users/${memberId}`, { query: { api_key: apiKey } })).body.total_points as number;

const QUESTIONS = [
  { title: 'Where did you buy it?', type: 2, is_required: 1, options: [{ value: 'Shop' }, { value: 'Online' }] },
  { title: 'Anything else?', type: 3, is_required: 0 },
];

describe('code redemption campaigns', () => {
  let clientId: string;
  let apiKey: string;
  beforeAll(async () => {
    ({ clientId, apiKey } = await newClient());
  });
  afterEach(() => resetClock());

  describe('operator routes', () => {
    it('creates a campaign backed by a Code Redemption activity and lists it', async () => {
      const campaign = await createCampaign(clientId, { questions: QUESTIONS });

      const activity = await getActivity(clientId, Number(campaign.activity_id));
      const read = await call('GET', `${campaignsPath(clientId)}/${campaign.campaign_id}`, { headers: ADMIN_HEADERS });
      const list = await call('GET', campaignsPath(clientId), { headers: ADMIN_HEADERS });

      expect(activity).toMatchObject({ type_id: 8, name: 'Bottle cap codes', num_points: 50 });
      expect(read.body).toMatchObject({ campaign_id: campaign.campaign_id, num_points: 50, redemption_limit: 3 });
      expect(read.body.questions).toHaveLength(2);
      expect(read.body.questions[0].options.map((o: { value: string }) => o.value)).toEqual(['Shop', 'Online']);
      expect(list.body.map((c: { campaign_id: string }) => c.campaign_id)).toContain(campaign.campaign_id);
    });

    it('gives the questions new ids when they change and keeps them when they do not', async () => {
      const campaign = await createCampaign(clientId, { questions: QUESTIONS });
      const path = `${campaignsPath(clientId)}/${campaign.campaign_id}`;

      const sameQuestions = await call('PUT', path, { body: campaignBody({ title: 'Renamed', questions: campaign.questions }), headers: ADMIN_HEADERS });
      const changed = await call('PUT', path, {
        body: campaignBody({ title: 'Renamed', questions: [{ ...QUESTIONS[1], title: 'Tell us more' }] }),
        headers: ADMIN_HEADERS,
      });

      expect(sameQuestions.status).toBe(200);
      expect(sameQuestions.body.questions.map((q: { id: string }) => q.id)).toEqual(campaign.questions.map((q: { id: string }) => q.id));
      expect(changed.body.questions).toHaveLength(1);
      expect(campaign.questions.map((q: { id: string }) => q.id)).not.toContain(changed.body.questions[0].id);
      expect(await getActivity(clientId, Number(campaign.activity_id))).toMatchObject({ name: 'Renamed' });
    });

    it('refuses a drop-down without options and an end before the start with input_error', async () => {
      const noOptions = await call('POST', campaignsPath(clientId), {
        body: campaignBody({ questions: [{ title: 'Pick', type: 2, is_required: 1 }] }),
        headers: ADMIN_HEADERS,
      });
      const backwards = await call('POST', campaignsPath(clientId), {
        body: campaignBody({ date_start: 2000, date_end: 1000 }),
        headers: ADMIN_HEADERS,
      });

      expect(noOptions).toMatchObject({ status: 400, body: { error: 'input_error' } });
      expect(backwards).toMatchObject({ status: 400, body: { error: 'input_error' } });
    });

    it('answers not_found for an unknown client or campaign and 401 without operator credentials', async () => {
      const unknownClient = await call('POST', campaignsPath('nope'), { body: campaignBody(), headers: ADMIN_HEADERS });
      const unknownCampaign = await call('GET', `${campaignsPath(clientId)}/123`, { headers: ADMIN_HEADERS });
      const anonymous = await call('GET', campaignsPath(clientId));

      expect(unknownClient).toMatchObject({ status: 404, body: { error: 'not_found' } });
      expect(unknownCampaign).toMatchObject({ status: 404, body: { error: 'not_found', message: 'campaign does not exist' } });
      expect(anonymous.status).toBe(401);
    });

    it('adds codes once, reporting those the campaign already has (compared case-insensitively)', async () => {
      const campaign = await createCampaign(clientId);

      const first = await addCodes(clientId, campaign.campaign_id, ['abc-1', 'ABC-2'], true);
      const second = await addCodes(clientId, campaign.campaign_id, ['ABC-1', ' abc-3 '], false);

      expect(first.body).toMatchObject({ added: 2, already_present: [] });
      expect(second.body).toMatchObject({ added: 1, already_present: ['ABC-1'] });
    });
  });

  describe('campaign details (17)', () => {
    it('reads the same campaign by activity id and by campaign id', async () => {
      const campaign = await createCampaign(clientId, { questions: QUESTIONS, enable_tos: 1, tos_text: 'Terms apply' });

      const byActivity = await call('GET', '/v2/code_redemption_campaign', { query: { api_key: apiKey, id: campaign.activity_id, id_type: 1 } });
      const byCampaign = await call('GET', '/v2/code_redemption_campaign', { query: { api_key: apiKey, id: campaign.campaign_id, id_type: 2 } });

      expect(byActivity.status).toBe(200);
      expect(byActivity.body).toEqual(byCampaign.body);
      expect(byActivity.body).toMatchObject({
        id: campaign.activity_id,
        campaign_id: campaign.campaign_id,
        title: 'Bottle cap codes',
        code_field_name: 'Cap code',
        enable_tos: 1,
        tos_text: 'Terms apply',
        tos_link_url: null,
      });
      expect(byActivity.body.questions[0]).toMatchObject({ is_required: 1, type: 2, title: 'Where did you buy it?' });
      expect(byActivity.body).not.toHaveProperty('num_points');
    });

    it.each([
      ['a missing id', { id_type: '1' }],
      ['a missing id_type', { id: '1' }],
      ['an id_type other than 1 or 2', { id: '1', id_type: '3' }],
      ['an unknown campaign', { id: '999', id_type: '2' }],
      ['an unknown activity', { id: '999', id_type: '1' }],
    ])('answers param_error for %s', async (_case, query) => {
      const res = await call('GET', '/v2/code_redemption_campaign', { query: { api_key: apiKey, ...query } });
      expect(res).toMatchObject({ status: 400, body: { error: 'param_error' } });
    });
  });

  describe('code submission (18)', () => {
    let campaign: any;
    let member: any;
    beforeAll(async () => {
      campaign = await createCampaign(clientId, { num_points: 50, redemption_limit: 2 });
      member = await newMember(apiKey);
    });

    it('credits a single-use code through the ledger under the campaign activity', async () => {
      const code = unique('single').toUpperCase();
      await addCodes(clientId, campaign.campaign_id, [code], true);
      const someone = await newMember(apiKey);

      const res = await submit(apiKey, { user_id: someone.id, campaign_id: campaign.campaign_id, code_value: ` ${code.toLowerCase()} ` });

      expect(res).toMatchObject({ status: 200, body: { num_points: 50 } });
      expect(await balance(apiKey, someone.id)).toBe(50);
      const [entry] = await queryLedger(clientId, someone.id);
      expect(entry).toMatchObject({ kind: 'code_redemption', activity_id: campaign.activity_id, name: 'Bottle cap codes', num_points: 50 });
    });

    it('refuses a single-use code that was already used, and an unknown code, with invalid_code', async () => {
      const code = unique('used');
      await addCodes(clientId, campaign.campaign_id, [code], true);
      const first = await newMember(apiKey);
      const second = await newMember(apiKey);
      await submit(apiKey, { user_id: first.id, campaign_id: campaign.campaign_id, code_value: code });

      const reused = await submit(apiKey, { user_id: second.id, campaign_id: campaign.campaign_id, code_value: code });
      const unknown = await submit(apiKey, { user_id: second.id, campaign_id: campaign.campaign_id, code_value: 'NO-SUCH-CODE' });

      expect(reused).toMatchObject({ status: 400, body: { error: 'invalid_code', message: 'code has already been used' } });
      expect(unknown).toMatchObject({ status: 400, body: { error: 'invalid_code', message: 'code does not exist' } });
      expect(await balance(apiKey, second.id)).toBe(0);
    });

    it('refuses codes before the campaign starts and after it ends with invalid_code', async () => {
      const later = await createCampaign(clientId, { date_start: nowSeconds() + DAY, date_end: nowSeconds() + 2 * DAY });
      await addCodes(clientId, later.campaign_id, ['TIMED'], false);
      const body = { user_id: member.id, campaign_id: later.campaign_id, code_value: 'TIMED' };

      const early = await submit(apiKey, body);
      advanceClock(3 * DAY);
      const late = await submit(apiKey, body);
      resetClock();
      advanceClock(DAY + 60);
      const during = await submit(apiKey, body);

      expect(early).toMatchObject({ status: 400, body: { error: 'invalid_code' } });
      expect(late).toMatchObject({ status: 400, body: { error: 'invalid_code' } });
      expect(during.status).toBe(200);
    });

    it('lets every member redeem a multi-use code until the per-member limit, then answers limit_reached', async () => {
      const code = unique('multi');
      await addCodes(clientId, campaign.campaign_id, [code], false);
      const [ada, bob] = [await newMember(apiKey), await newMember(apiKey)];
      const body = (id: number) => ({ user_id: id, campaign_id: campaign.campaign_id, code_value: code });

      const adaResults = [await submit(apiKey, body(ada.id)), await submit(apiKey, body(ada.id)), await submit(apiKey, body(ada.id))];
      const bobResult = await submit(apiKey, body(bob.id));

      expect(adaResults.map((r) => r.status)).toEqual([200, 200, 400]);
      expect(adaResults[2]!.body).toEqual({ error: 'limit_reached', message: 'maximum redemption limit reached' });
      expect(bobResult.status).toBe(200);
      expect(await balance(apiKey, ada.id)).toBe(100);
    });

    it.each([
      ['user_id is missing', (c: any) => ({ campaign_id: c.campaign_id, code_value: 'X' }), 'param_error'],
      ['campaign_id is missing', (_c: any, m: any) => ({ user_id: m.id, code_value: 'X' }), 'param_error'],
      ['the campaign does not exist', (_c: any, m: any) => ({ user_id: m.id, campaign_id: '12345', code_value: 'X' }), 'param_error'],
      ['the user does not exist', (c: any) => ({ user_id: 42, campaign_id: c.campaign_id, code_value: 'X' }), 'page_not_found'],
      ['code_value is missing', (c: any, m: any) => ({ user_id: m.id, campaign_id: c.campaign_id }), 'input_error'],
    ])('answers the spec error when %s', async (_case, body, error) => {
      const res = await submit(apiKey, body(campaign, member));
      expect(res).toMatchObject({ status: 400, body: { error } });
    });

    it('accepts the campaign public (activity) id as campaign_id and members by e-mail', async () => {
      const code = unique('pub');
      await addCodes(clientId, campaign.campaign_id, [code], true);
      const someone = await newMember(apiKey);

      const res = await submit(apiKey, { user_id: someone.email_address, campaign_id: campaign.activity_id, code_value: code }, { id_type: 'email' });

      expect(res).toMatchObject({ status: 200, body: { num_points: 50 } });
    });

    describe('questions', () => {
      let asking: any;
      beforeAll(async () => {
        asking = await createCampaign(clientId, { questions: QUESTIONS, num_points: 5, redemption_limit: null });
        await addCodes(clientId, asking.campaign_id, ['ASK'], false);
      });
      const [dropDown, free] = [0, 1];

      it('answers questions_required when a required question is unanswered', async () => {
        const res = await submit(apiKey, {
          user_id: member.id,
          campaign_id: asking.campaign_id,
          code_value: 'ASK',
          questions_answers: [{ id: asking.questions[free].id, value: 'hello' }],
        });
        expect(res).toMatchObject({ status: 400, body: { error: 'questions_required' } });
      });

      it('accepts answers under questions_answers and under question', async () => {
        const answer = [{ id: asking.questions[dropDown].id, value: asking.questions[dropDown].options[1].id }];

        const plural = await submit(apiKey, { user_id: member.id, campaign_id: asking.campaign_id, code_value: 'ASK', questions_answers: answer });
        const sample = await submit(apiKey, { user_id: member.id, campaign_id: asking.campaign_id, code_value: 'ASK', question: [{ ...answer[0], value: 'Shop' }] });

        expect(plural).toMatchObject({ status: 200, body: { num_points: 5 } });
        expect(sample).toMatchObject({ status: 200, body: { num_points: 5 } });
      });

      it('accepts questions_answers as an object {question_id: value}, as the hosted API takes it', async () => {
        const byObject = { [asking.questions[dropDown].id]: asking.questions[dropDown].options[1].id };

        const res = await submit(apiKey, { user_id: member.id, campaign_id: asking.campaign_id, code_value: 'ASK', questions_answers: byObject });
        const stale = await submit(apiKey, { user_id: member.id, campaign_id: asking.campaign_id, code_value: 'ASK', questions_answers: { 'old-id': 'x' } });
        const missing = await submit(apiKey, { user_id: member.id, campaign_id: asking.campaign_id, code_value: 'ASK', questions_answers: { [asking.questions[free].id]: 'hi' } });

        expect(res).toMatchObject({ status: 200, body: { num_points: 5 } });
        expect(stale).toMatchObject({ status: 400, body: { error: 'input_error' } });
        expect(missing).toMatchObject({ status: 400, body: { error: 'questions_required' } });
      });

      it('refuses stale question ids and answers outside the drop-down options with input_error', async () => {
        const stale = await submit(apiKey, {
          user_id: member.id,
          campaign_id: asking.campaign_id,
          code_value: 'ASK',
          questions_answers: [{ id: 'old-id', value: 'x' }],
        });
        const offList = await submit(apiKey, {
          user_id: member.id,
          campaign_id: asking.campaign_id,
          code_value: 'ASK',
          questions_answers: [{ id: asking.questions[dropDown].id, value: 'Moon' }],
        });

        expect(stale).toMatchObject({ status: 400, body: { error: 'input_error' } });
        expect(offList).toMatchObject({ status: 400, body: { error: 'input_error' } });
      });
    });

    it('answers a repeated Idempotency-Key with the first result and credits once', async () => {
      const code = unique('idem');
      await addCodes(clientId, campaign.campaign_id, [code], true);
      const someone = await newMember(apiKey);
      const body = { user_id: someone.id, campaign_id: campaign.campaign_id, code_value: code };
      const headers = { 'idempotency-key': unique('key') };

      const first = await submit(apiKey, body, {}, headers);
      const repeat = await submit(apiKey, body, {}, headers);

      expect(first).toMatchObject({ status: 200, body: { num_points: 50 } });
      expect(repeat).toMatchObject({ status: 200, body: { num_points: 50 } });
      expect(await balance(apiKey, someone.id)).toBe(50);
    });

    it('lets exactly one of two members submitting one single-use code at once win, round after round', async () => {
      for (let round = 0; round < 5; round++) {
        const code = unique('race');
        await addCodes(clientId, campaign.campaign_id, [code], true);
        const racers = [await newMember(apiKey), await newMember(apiKey)];

        const results = await Promise.all(racers.map((m) => submit(apiKey, { user_id: m.id, campaign_id: campaign.campaign_id, code_value: code })));

        expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
        expect(results.find((r) => r.status === 400)!.body.error).toBe('invalid_code');
        const balances = await Promise.all(racers.map((m) => balance(apiKey, m.id)));
        expect(balances.sort()).toEqual([0, 50]);
      }
    }, 30_000);

    it('never lets one member pass the limit with parallel submissions', async () => {
      const code = unique('burst');
      await addCodes(clientId, campaign.campaign_id, [code], false);
      const someone = await newMember(apiKey);

      const results = await Promise.all(
        [1, 2, 3].map(() => submit(apiKey, { user_id: someone.id, campaign_id: campaign.campaign_id, code_value: code })),
      );

      expect(results.map((r) => r.status).sort()).toEqual([200, 200, 400]);
      expect(results.find((r) => r.status === 400)!.body.error).toBe('limit_reached');
      expect(await balance(apiKey, someone.id)).toBe(100);
    });
  });

  describe('one code, for the operator', () => {
    const codePath = (campaignId: string, code: string, client = clientId) => `${campaignsPath(client)}/${campaignId}/codes/${encodeURIComponent(code)}`;
    const readCode = (campaignId: string, code: string, client = clientId) => call('GET', codePath(campaignId, code, client), { headers: ADMIN_HEADERS });
    const deleteCode = (campaignId: string, code: string, client = clientId) => call('DELETE', codePath(campaignId, code, client), { headers: ADMIN_HEADERS });
    let campaign: any;
    beforeAll(async () => {
      campaign = await createCampaign(clientId, { num_points: 5 });
    });

    it('shows whether and by whom a single-use code was used, looked up as members type it', async () => {
      const code = unique('look').toUpperCase();
      await addCodes(clientId, campaign.campaign_id, [code], true);
      const fresh = await readCode(campaign.campaign_id, ` ${code.toLowerCase()} `);
      const member = await newMember(apiKey);
      await submit(apiKey, { user_id: member.id, campaign_id: campaign.campaign_id, code_value: code });

      const used = await readCode(campaign.campaign_id, code);

      expect(fresh).toMatchObject({ status: 200, body: { code, single_use: true, used: false, used_by: null, date_used: null, date_created: expect.any(Number) } });
      expect(used.body).toMatchObject({ code, used: true, used_by: member.id, date_used: expect.any(Number) });
    });

    it('withdraws an unused code: a later submission is an unknown code', async () => {
      const single = unique('drop').toUpperCase();
      const multi = unique('multi').toUpperCase();
      await addCodes(clientId, campaign.campaign_id, [single], true);
      await addCodes(clientId, campaign.campaign_id, [multi], false);
      const member = await newMember(apiKey);

      expect((await deleteCode(campaign.campaign_id, single)).status).toBe(204);
      expect((await deleteCode(campaign.campaign_id, multi)).status).toBe(204);

      for (const code of [single, multi]) {
        expect(await readCode(campaign.campaign_id, code)).toMatchObject({ status: 404, body: { error: 'not_found', message: 'code does not exist' } });
        expect(await submit(apiKey, { user_id: member.id, campaign_id: campaign.campaign_id, code_value: code })).toMatchObject({ status: 400, body: { error: 'invalid_code' } });
      }
      expect(await balance(apiKey, member.id)).toBe(0);
    });

    it('keeps a used single-use code, and refuses unknown codes, campaigns and other clients, changing nothing', async () => {
      const code = unique('kept').toUpperCase();
      await addCodes(clientId, campaign.campaign_id, [code], true);
      const member = await newMember(apiKey);
      await submit(apiKey, { user_id: member.id, campaign_id: campaign.campaign_id, code_value: code });
      const { clientId: other } = await newClient();

      expect(await deleteCode(campaign.campaign_id, code)).toMatchObject({ status: 400, body: { error: 'input_error', message: 'the code has been used: it stays with its redemption' } });
      expect(await deleteCode(campaign.campaign_id, 'NO-SUCH-CODE')).toMatchObject({ status: 404, body: { error: 'not_found' } });
      expect(await readCode('no-such-campaign', code)).toMatchObject({ status: 404, body: { error: 'not_found', message: 'campaign does not exist' } });
      expect(await readCode(campaign.campaign_id, code, other)).toMatchObject({ status: 404, body: { error: 'not_found' } });
      expect(await deleteCode(campaign.campaign_id, code, other)).toMatchObject({ status: 404, body: { error: 'not_found' } });
      expect((await readCode(campaign.campaign_id, code)).body).toMatchObject({ used: true, used_by: member.id });
    });

    it('lets exactly one of a withdrawal and a submission racing for an unused code take effect', async () => {
      for (let round = 0; round < 10; round++) {
        const code = unique('race').toUpperCase();
        await addCodes(clientId, campaign.campaign_id, [code], true);
        const member = await newMember(apiKey);

        const [removed, submitted] = await Promise.all([
          deleteCode(campaign.campaign_id, code),
          submit(apiKey, { user_id: member.id, campaign_id: campaign.campaign_id, code_value: code }),
        ]);

        const credited = (await balance(apiKey, member.id)) === 5;
        expect(submitted.status === 200).toBe(credited);
        expect(removed.status === 204).toBe(!credited);
      }
    }, 60_000);
  });
});
