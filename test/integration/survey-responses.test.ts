import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ADMIN_HEADERS, call, newClient, newMember } from '../../local/walks/api.js';
import { newActivity } from '../../local/walks/points.js';
import { documentClient, tableName } from '../../shared/data/client.js';
import { surveyResponseKey } from '../../shared/points/keys.js';
import { queryLedger } from '../../shared/points/ledger-repository.js';
import { memberCallHeaders } from '../../walk-kit/member-isolation.js';

/**
 * Survey activities and a member's response to one (the hosted page "User Survey Submit"): the
 * response is checked against the survey's questions, stored with its credit, and credits the
 * survey once per member.
 */

const QUESTIONS = [
  {
    id: 1,
    text: 'Which stand do you sit in?',
    type: 'choice',
    choices: [
      { id: 1, text: 'North' },
      { id: 2, text: 'South' },
    ],
  },
  { id: 2, text: 'How many matches did you see this season?', type: 'number' },
  { id: 3, text: 'What would you change?', type: 'text', required: false },
  { id: 4, text: 'What do you buy at the ground?', type: 'choice', multiple: true, required: false, choices: [{ id: 7, text: 'Pies' }, { id: 8, text: 'Scarves' }, { id: 9, text: 'Programmes' }] },
];

const ANSWERS = {
  survey_response: [
    { question_id: 1, selected_answers: [2] },
    { question_id: 2, text_answer: '12' },
    { question_id: 3, text_answer: 'More pies', other: null },
    { question_id: 4, selected_answers: [7, 9] },
  ],
};

let clientId: string;
let apiKey: string;
let surveyId: number;

const newSurvey = async (overrides: Record<string, unknown> = {}) => newActivity(clientId, { name: 'Fan survey', num_points: 40, kind: 'survey', questions: QUESTIONS, ...overrides });
const respond = (userId: string | number, activityId: number, body: unknown = ANSWERS, options: { query?: Record<string, string>; headers?: Record<string, string> } = {}) =>
  call('POST', `/v2.1/users/${encodeURIComponent(String(userId))}/survey/${activityId}/response`, { query: { api_key: apiKey, ...options.query }, headers: options.headers, body });
const pointsOf = async (memberId: number) => {
  const ledger = await queryLedger(clientId, memberId);
  const points = (await call('GET', `/v2/users/${memberId}/points`, { query: { api_key: apiKey } })).body;
  return { total: points.total_points, redeemable: points.redeemable_points, ledger: ledger.length };
};

beforeAll(async () => {
  ({ clientId, apiKey } = await newClient());
  surveyId = (await newSurvey()).id;
});

describe('survey activities, as the operator makes them', () => {
  it('keeps a survey\'s questions and answers them back, while a plain activity is of kind standard with no questions', async () => {
    const [survey, plain] = await Promise.all([
      call('GET', `/admin/v1/clients/${clientId}/activities/${surveyId}`, { headers: ADMIN_HEADERS }),
      newActivity(clientId),
    ]);

    expect(survey.body).toMatchObject({ kind: 'survey', questions: [{ id: 1, type: 'choice', required: true, multiple: false }, { id: 2 }, { id: 3, required: false }, { id: 4, multiple: true }] });
    expect(plain).toMatchObject({ kind: 'standard', questions: null });
  });

  it('makes a survey replaced by a plain body a plain activity again', async () => {
    const survey = await newSurvey();

    const replaced = await call('PUT', `/admin/v1/clients/${clientId}/activities/${survey.id}`, { headers: ADMIN_HEADERS, body: { name: 'Check in', title: 'Check in', num_points: 5 } });

    expect(replaced.body).toMatchObject({ kind: 'standard', questions: null });
  });

  it.each([
    ['a survey without questions', { questions: undefined }, 'questions'],
    ['questions on a plain activity', { kind: undefined }, 'questions'],
    ['a choice question without choices', { questions: [{ id: 1, text: 'Stand?', type: 'choice' }] }, 'choices'],
    ['two questions of one id', { questions: [QUESTIONS[1], QUESTIONS[1]] }, 'question ids must differ'],
    ['a frequency cap on a survey', { freq_cap: 2, freq_period_id: 2 }, 'kind'],
    ['more than 20 questions', { questions: Array.from({ length: 21 }, (_, i) => ({ id: i + 1, text: `Q${i}`, type: 'text' })) }, 'questions'],
  ])('refuses %s with input_error naming the field', async (_name, overrides, named) => {
    const res = await call('POST', `/admin/v1/clients/${clientId}/activities`, {
      headers: ADMIN_HEADERS,
      body: { name: 'Fan survey', title: 'Fan survey', num_points: 5, kind: 'survey', questions: QUESTIONS, ...overrides },
    });

    expect(res.status).toBe(400);
    expect(res.body.message).toContain(named);
  });
});

describe("follows the hosted page 'User Survey Submit'", () => {
  it('answers the hosted fields, credits the survey, and stores the answers with the credit', async () => {
    const member = await newMember(apiKey);

    const res = await respond(member.id, surveyId);

    expect(res).toMatchObject({
      status: 200,
      body: { activity_id: surveyId, message: 'survey response submitted successfully', points_awarded: 40 },
    });
    expect(await pointsOf(member.id)).toEqual({ total: 40, redeemable: 40, ledger: 1 });
    const [entry] = await queryLedger(clientId, member.id);
    const { Item } = await documentClient.send(new GetCommand({ TableName: tableName(), Key: surveyResponseKey(clientId, member.id, String(surveyId)) }));
    expect(entry).toMatchObject({ activity_id: String(surveyId), num_points: 40 });
    expect(Item).toMatchObject({
      entry_id: entry!.entry_id,
      answers: [
        { question_id: 1, selected_answers: [2] },
        { question_id: 2, text_answer: '12' },
        { question_id: 3, text_answer: 'More pies' },
        { question_id: 4, selected_answers: [7, 9] },
      ],
    });
  });

  it('refuses a second response by the same member with limit_reached, and changes nothing', async () => {
    const member = await newMember(apiKey);
    await respond(member.id, surveyId);
    const before = await pointsOf(member.id);

    const again = await respond(member.id, surveyId, { survey_response: [{ question_id: 1, selected_answers: [1] }, { question_id: 2, text_answer: 3 }] });

    expect(again).toMatchObject({ status: 400, body: { error: 'limit_reached', message: 'the member has already responded to this survey' } });
    expect(await pointsOf(member.id)).toEqual(before);
  });

  it.each([
    ['a question not in the survey', [{ question_id: 9, text_answer: 'x' }], 'question 9 is not a question of this survey'],
    ['a required question left out', [{ question_id: 1, selected_answers: [1] }], 'question 2 is required'],
    ['a required question left blank', [{ question_id: 1, selected_answers: [1] }, { question_id: 2, text_answer: ' ' }], 'question 2 is required'],
    ['a choice the question does not offer', [{ question_id: 1, selected_answers: [5] }, { question_id: 2, text_answer: 1 }], 'question 1: 5 is not one of its choices'],
    ['two choices on a single-choice question', [{ question_id: 1, selected_answers: [1, 2] }, { question_id: 2, text_answer: 1 }], 'question 1: takes one selected answer'],
    ['text on a choice question', [{ question_id: 1, text_answer: 'North' }, { question_id: 2, text_answer: 1 }], 'question 1: a choice question takes selected_answers, not text_answer'],
    ['words for a number', [{ question_id: 1, selected_answers: [1] }, { question_id: 2, text_answer: 'twelve' }], 'question 2: text_answer must be a number'],
    ['a question answered twice', [{ question_id: 2, text_answer: 1 }, { question_id: 2, text_answer: 2 }], 'question 2: answered twice'],
  ])('refuses %s with input_error naming the question, and credits nothing', async (_name, surveyResponse, message) => {
    const member = await newMember(apiKey);

    const res = await respond(member.id, surveyId, { survey_response: surveyResponse });

    expect(res).toMatchObject({ status: 400, body: { error: 'input_error', message } });
    expect(await pointsOf(member.id)).toEqual({ total: 0, redeemable: 0, ledger: 0 });
  });

  it("refuses an 'other' answer, which no question here offers, naming the field", async () => {
    const member = await newMember(apiKey);

    const res = await respond(member.id, surveyId, { survey_response: [{ question_id: 3, other: 'Something else' }] });

    expect(res.status).toBe(400);
    expect(res.body.message).toContain('other');
  });

  it('finds the member by id_type, and answers an unknown member page_not_found', async () => {
    const member = await newMember(apiKey);

    const byEmail = await respond(member.email_address, surveyId, ANSWERS, { query: { id_type: 'email' } });
    const nobody = await respond('nobody-here@example.com', surveyId, ANSWERS, { query: { id_type: 'email' } });

    expect(byEmail.status).toBe(200);
    expect(nobody).toMatchObject({ status: 400, body: { error: 'page_not_found', message: 'user does not exist' } });
  });

  it('refuses a plain activity as a survey, and a plain credit of a survey, so the once-per-member rule has no way round', async () => {
    const [member, plain] = await Promise.all([newMember(apiKey), newActivity(clientId)]);

    const asSurvey = await respond(member.id, plain.id);
    const asCredit = await call('POST', `/v2/users/${member.id}/activities`, { query: { api_key: apiKey }, body: { activity_id: surveyId } });

    expect(asSurvey).toMatchObject({ status: 400, body: { error: 'param_error', message: 'activity is not a survey' } });
    expect(asCredit).toMatchObject({ status: 400, body: { error: 'param_error' } });
    expect(await pointsOf(member.id)).toEqual({ total: 0, redeemable: 0, ledger: 0 });
  });

  it("lets a member's own app answer its own survey with a member token, and no other member's", async () => {
    const [member, other] = await Promise.all([newMember(apiKey), newMember(apiKey)]);
    const { token } = (await call('POST', `/v2/users/${member.id}/tokens`, { query: { api_key: apiKey } })).body;
    const asMember = (userId: number) => call('POST', `/v2.1/users/${userId}/survey/${surveyId}/response`, { headers: memberCallHeaders(token), body: ANSWERS });

    const own = await asMember(member.id);
    const others = await asMember(other.id);

    expect(own).toMatchObject({ status: 200, body: { points_awarded: 40 } });
    expect(others.status).toBe(403);
    expect(await pointsOf(other.id)).toEqual({ total: 0, redeemable: 0, ledger: 0 });
  });

  it('credits once when two responses of one member arrive at once: one is answered, the other refused', async () => {
    const member = await newMember(apiKey);

    const answers = await Promise.all([respond(member.id, surveyId), respond(member.id, surveyId)]);

    expect(answers.map((res) => res.status).sort()).toEqual([200, 400]);
    expect(answers.find((res) => res.status === 400)?.body.error).toBe('limit_reached');
    expect(await pointsOf(member.id)).toEqual({ total: 40, redeemable: 40, ledger: 1 });
  });

  it('answers a repeat under the same Idempotency-Key as the first time, and credits once', async () => {
    const member = await newMember(apiKey);
    const headers = { 'idempotency-key': `survey-${member.id}` };

    const first = await respond(member.id, surveyId, ANSWERS, { headers });
    const repeat = await respond(member.id, surveyId, ANSWERS, { headers });

    expect(first.status).toBe(200);
    expect(repeat).toMatchObject({ status: 200, body: first.body });
    expect(await pointsOf(member.id)).toEqual({ total: 40, redeemable: 40, ledger: 1 });
  });
});
