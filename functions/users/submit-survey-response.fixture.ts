/** What the route walks need of UserSurveySubmit (local/walks/route-fixtures.ts). */
import { type BenchFixture, clientKey, idempotencyKey, memberWrite, req } from '../../walk-kit/bench.js';
import type { IamFixture } from '../../walk-kit/iam.js';
import { earned, type IdempotencyFixture, pathOf, pointsOf, post } from '../../walk-kit/idempotency.js';
import type { FuzzFixture } from '../../walk-kit/fuzz.js';
import { eachIdOfB, eachOfB, type IsolationFixture, NO_USER, refusal } from '../../walk-kit/isolation.js';
import type { MemberIsolationFixture } from '../../walk-kit/member-isolation.js';
import { ADMIN_HEADERS } from '../../walk-kit/requests.js';
import { ActivityInputSchema, createActivity } from '../../shared/points/activity-catalogue.js';
import { submitSurveyResponseRoute } from './submit-survey-response.contract.js';

/** A survey of three questions, one of each type, worth `points`. */
const survey = (points: number) => ({
  name: 'Fan survey',
  title: 'Tell us about your match day',
  num_points: points,
  kind: 'survey',
  questions: [
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
  ],
});

const answers = (stand: number) => ({
  survey_response: [
    { question_id: 1, selected_answers: [stand] },
    { question_id: 2, text_answer: 12 },
    { question_id: 3, text_answer: 'More pies' },
  ],
});

export const isolation: IsolationFixture = (a, b) => [
  ...eachIdOfB(b, NO_USER.page_not_found, { params: { activity_id: a.activity.id }, body: answers(1) }),
  ...eachOfB('activity', [b.activity.id, b.campaign.activity_id], refusal('param_error', 'activity does not exist'), (activityId) => ({
    params: { user_id: a.memberId, activity_id: activityId },
    body: answers(1),
  })),
];

export const memberIsolation: MemberIsolationFixture = () => ({ body: answers(1) });

export const fuzz: FuzzFixture = (world) => ({
  params: { activity_id: world.activity.id },
  body: () => answers(2),
  numbers: ['survey_response.0.question_id', 'survey_response.0.selected_answers.0', 'survey_response.1.text_answer'],
});

export const idempotency: IdempotencyFixture = {
  cases: [
    {
      name: 'survey response',
      async arrange(program) {
        const [member, created] = await Promise.all([
          program.api.newMember(program.apiKey),
          program.api.call('POST', `/admin/v1/clients/${program.clientId}/activities`, { headers: ADMIN_HEADERS, body: survey(30) }),
        ]);
        return {
          send: post(program, pathOf(submitSurveyResponseRoute, { user_id: member.id, activity_id: created.body.id })),
          body: answers(1),
          otherBody: answers(2),
          state: () => pointsOf(program, member.id),
          effect: (state) => earned(state, 30),
        };
      },
      newKey: { status: 400, error: 'limit_reached', message: 'the member has already responded to this survey' },
    },
  ],
};

export const iam: IamFixture = async (w) => {
  const [member, created] = await Promise.all([w.member(), w.admin('POST', '/activities', survey(5), 201)]);
  await w.app('POST', `/v2.1/users/${member.id}/survey/${created.id}/response`, { body: answers(1) });
};

export const bench: BenchFixture = (p, ctx) => {
  const responders = p.take(ctx.perRoute);
  let surveyId = 0;
  return [
    {
      ...memberWrite(p, 'survey of three questions, Idempotency-Key', true, (i) =>
        req('POST', `/v2.1/users/${responders[i]!.id}/survey/${surveyId}/response`, {
          query: clientKey(p),
          headers: idempotencyKey(),
          body: answers(1 + (i % 2)),
        }),
      ),
      prepare: async () => {
        surveyId = (await createActivity(p.bench.client.clientId, ActivityInputSchema.parse(survey(10)))).id;
      },
    },
  ];
};
