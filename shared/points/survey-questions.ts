import * as z from 'zod';
import { inputError } from '../errors.js';

/**
 * The questions of a survey activity and the answers a member's response gives them (the hosted
 * page "User Survey Submit"): free of I/O. Bounds keep a survey small enough to ride in the cached
 * catalogue and a response small enough to cost a few write units.
 */

export const SURVEY_LIMITS = { questions: 20, questionText: 300, choices: 10, choiceText: 100, textAnswer: 1000 } as const;

const Id = z.number().int().min(1).max(1_000_000);

const uniqueIds = (items: Array<{ id: number }>) => new Set(items.map((item) => item.id)).size === items.length;

/** One question, as the operator sends it and as it is stored. */
export const SurveyQuestionSchema = z
  .object({
    id: Id,
    text: z.string().trim().min(1).max(SURVEY_LIMITS.questionText),
    type: z.enum(['text', 'number', 'choice']),
    /** The options of a choice question; selected_answers name them by id. */
    choices: z
      .array(z.object({ id: Id, text: z.string().trim().min(1).max(SURVEY_LIMITS.choiceText) }).strict())
      .min(2)
      .max(SURVEY_LIMITS.choices)
      .refine(uniqueIds, 'choice ids must differ')
      .optional(),
    /** A choice question that takes more than one selected answer. */
    multiple: z.boolean().default(false),
    required: z.boolean().default(true),
  })
  .strict()
  .refine((question) => (question.type === 'choice') === (question.choices !== undefined), {
    message: 'choice questions need choices; text and number questions take none',
    path: ['choices'],
  })
  .refine((question) => question.type === 'choice' || !question.multiple, { message: 'only choice questions take multiple', path: ['multiple'] });

/** The questions an operator gives a survey activity. */
export const SurveyQuestionsSchema = z.array(SurveyQuestionSchema).min(1).max(SURVEY_LIMITS.questions).refine(uniqueIds, 'question ids must differ');
export type SurveyQuestion = z.infer<typeof SurveyQuestionSchema>;

/** A number answer: finite, and inside what a JSON number and DynamoDB both hold exactly. */
const NumberAnswer = z.number().refine((n) => Math.abs(n) <= 1e15 && (n === 0 || Math.abs(n) >= 1e-6), 'a number between -1e15 and 1e15');
const NUMBER_TEXT = /^-?\d{1,15}(\.\d{1,6})?$/;

const SurveyAnswerSchema = z.object({
  question_id: Id,
  /** Choice ids; null or left out for text and number questions. */
  selected_answers: z.array(Id).max(SURVEY_LIMITS.choices).nullable().optional(),
  /** The answer to a text question, or a number question's number (as a number or its text). */
  text_answer: z
    .union([z.string().max(SURVEY_LIMITS.textAnswer), NumberAnswer])
    .nullable()
    .optional(),
  /** The hosted page's free answer beside "Other": no question here offers one, so only null is taken. */
  other: z.null().optional(),
});

/** POST /v2.1/users/{user_id}/survey/{activity_id}/response. */
export const SurveyResponseBody = z.object({
  survey_response: z.array(SurveyAnswerSchema).min(1).max(SURVEY_LIMITS.questions),
});
export type SurveyResponseInput = z.infer<typeof SurveyResponseBody>;
type SurveyAnswer = SurveyResponseInput['survey_response'][number];

/** An answer as stored with the response. */
export interface StoredAnswer {
  question_id: number;
  selected_answers?: number[];
  text_answer?: string;
}

const isBlank = (value: string | number | null | undefined) => value === null || value === undefined || String(value).trim() === '';

function numberAnswer(question: SurveyQuestion, value: string | number): string {
  const text = String(value).trim();
  if (typeof value === 'string' && !NUMBER_TEXT.test(text)) throw inputError(`question ${question.id}: text_answer must be a number`);
  return String(Number(text));
}

function choiceAnswer(question: SurveyQuestion, selected: number[]): number[] {
  const offered = new Set((question.choices ?? []).map((choice) => choice.id));
  const unknown = selected.find((id) => !offered.has(id));
  if (unknown !== undefined) throw inputError(`question ${question.id}: ${unknown} is not one of its choices`);
  if (new Set(selected).size !== selected.length) throw inputError(`question ${question.id}: a choice is selected twice`);
  if (!question.multiple && selected.length > 1) throw inputError(`question ${question.id}: takes one selected answer`);
  return selected;
}

/** One answer checked against its question; undefined when it leaves the question unanswered. */
function checkAnswer(question: SurveyQuestion, answer: SurveyAnswer): StoredAnswer | undefined {
  if (question.type === 'choice') {
    if (!isBlank(answer.text_answer)) throw inputError(`question ${question.id}: a choice question takes selected_answers, not text_answer`);
    const selected = answer.selected_answers ?? [];
    return selected.length === 0 ? undefined : { question_id: question.id, selected_answers: choiceAnswer(question, selected) };
  }
  if ((answer.selected_answers ?? []).length > 0)
    throw inputError(`question ${question.id}: a ${question.type} question takes text_answer, not selected_answers`);
  if (isBlank(answer.text_answer)) return undefined;
  const value = answer.text_answer as string | number;
  return { question_id: question.id, text_answer: question.type === 'number' ? numberAnswer(question, value) : String(value).trim() };
}

/**
 * Checks a response against the survey's questions: every answer names a question of the survey
 * once and fits its type, and every required question is answered. Answers the answers to store;
 * a refusal names the question.
 */
export function checkSurveyAnswers(questions: readonly SurveyQuestion[], answers: readonly SurveyAnswer[]): StoredAnswer[] {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const given = new Map<number, StoredAnswer>();
  const seen = new Set<number>();
  for (const answer of answers) {
    const question = byId.get(answer.question_id);
    if (!question) throw inputError(`question ${answer.question_id} is not a question of this survey`);
    if (seen.has(question.id)) throw inputError(`question ${question.id}: answered twice`);
    seen.add(question.id);
    const stored = checkAnswer(question, answer);
    if (stored) given.set(question.id, stored);
  }
  const unanswered = questions.find((question) => question.required && !given.has(question.id));
  if (unanswered) throw inputError(`question ${unanswered.id} is required`);
  return questions.flatMap((question) => given.get(question.id) ?? []);
}
