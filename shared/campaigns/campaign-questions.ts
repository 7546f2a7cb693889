import { randomBytes } from 'node:crypto';
import * as z from 'zod';
import type { CampaignQuestion, CampaignRecord } from './campaign-repository.js';
import { ApiError, inputError } from '../errors.js';

/**
 * The questions of a code redemption campaign (spec 2.15) and the answers a submission gives
 * them (4.7): free of I/O.
 */

/** A 0/1 flag of the wire format, 0 when left out. */
export const Flag = z.literal([0, 1]).default(0);
const QUESTION_TYPES = [1, 2, 3, 4, 5] as const;
const DROP_DOWN = 2;
const CHECKBOX = 5;

const QuestionInputSchema = z
  .object({
    /** Ignored: ids are minted by the service (accepted so a campaign read back can be sent again). */
    id: z.string().optional(),
    title: z.string().trim().min(1).max(500),
    type: z.literal(QUESTION_TYPES, { error: 'type must be 1 (text field), 2 (drop-down), 3 (text area), 4 (date) or 5 (checkbox)' }),
    is_required: Flag,
    options: z
      .array(z.object({ id: z.string().optional(), value: z.string().trim().min(1).max(500) }).strict())
      .max(100)
      .default([]),
  })
  .strict()
  .refine((question) => (question.type === DROP_DOWN) === question.options.length > 0, {
    message: 'drop-down questions (type 2) need options; other types take none',
    path: ['options'],
  });

/** The questions an operator sends with a campaign. */
export const QuestionsInputSchema = z.array(QuestionInputSchema).max(50).default([]);
export type QuestionsInput = z.infer<typeof QuestionsInputSchema>;

const mintQuestionId = (): string => randomBytes(6).toString('hex');

const questionShape = (questions: Array<Pick<CampaignQuestion, 'title' | 'type' | 'is_required'> & { options: Array<{ value: string }> }>) =>
  JSON.stringify(questions.map((q) => [q.title, q.type, q.is_required, q.options.map((option) => option.value)]));

/**
 * The stored questions for an input. Ids change whenever the questions change (so a client
 * holding stale ids is caught), and stay put when a campaign is saved with the same questions.
 */
export function questionsWithIds(input: QuestionsInput, previous: CampaignQuestion[] = []): CampaignQuestion[] {
  if (previous.length > 0 && questionShape(previous) === questionShape(input)) return previous;
  return input.map((question) => ({
    id: mintQuestionId(),
    is_required: question.is_required,
    title: question.title,
    type: question.type,
    options: question.options.map((option) => ({ id: mintQuestionId(), value: option.value })),
  }));
}

/** The answers of a submission, under questions_answers or (as the sample has it) question. */
const AnswerListSchema = z
  .array(
    z.object({
      id: z.union([z.string().trim().min(1).max(64), z.number().int()]).transform(String),
      value: z.union([z.string().max(4000), z.number(), z.boolean()]).transform(String),
    }),
  )
  .max(50);

const AnswerValue = z.union([z.string().max(4000), z.number(), z.boolean()]).transform(String);

/**
 * The answers to a campaign's questions: a list of {id, value} (the spec's sample), or an object
 * {question_id: value} as the hosted API's clients send it. Both become the list.
 */
export const AnswersSchema = z.union([
  AnswerListSchema,
  z
    .record(z.string().trim().min(1).max(64), AnswerValue)
    .refine((answers) => Object.keys(answers).length <= 50, 'at most 50 answers')
    .transform((answers) => Object.entries(answers).map(([id, value]) => ({ id, value }))),
]);

type Answer = z.infer<typeof AnswerListSchema>[number];

const CHECKED = new Set(['1', 'true', 'yes', 'on', 'checked']);

/** Checks the answers against the campaign's current questions; returns them keyed for storage. */
export function checkAnswers(campaign: Pick<CampaignRecord, 'questions'>, answers: Answer[]): Record<string, string> {
  const questions = new Map(campaign.questions.map((question) => [question.id, question]));
  const given: Record<string, string> = {};
  for (const answer of answers) {
    const question = questions.get(answer.id);
    if (!question) throw inputError(`question ${answer.id} is not part of this campaign; read the campaign for its current question ids`);
    if (question.type === DROP_DOWN && answer.value.trim() !== '') {
      const option = question.options.find((o) => o.id === answer.value || o.value === answer.value);
      if (!option) throw inputError(`answer to question ${answer.id} is not one of its options`);
    }
    given[answer.id] = answer.value;
  }
  const unanswered = campaign.questions.filter((question) => {
    if (!question.is_required) return false;
    const value = given[question.id]?.trim() ?? '';
    return question.type === CHECKBOX ? !CHECKED.has(value.toLowerCase()) : value === '';
  });
  if (unanswered.length > 0) throw new ApiError('questions_required', 'answers to required questions are missing');
  return given;
}
