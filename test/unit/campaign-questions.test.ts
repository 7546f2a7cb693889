import { checkAnswers, QuestionsInputSchema, questionsWithIds } from '../../shared/campaigns/campaign-questions.js';

const input = QuestionsInputSchema.parse([
  { title: 'Colour', type: 2, is_required: 1, options: [{ value: 'Red' }, { value: 'Blue' }] },
  { title: 'I agree', type: 5, is_required: 1 },
  { title: 'Comments', type: 3 },
]);

describe('campaign questions', () => {
  it('keeps question and option ids while the questions stay the same', () => {
    const first = questionsWithIds(input);
    expect(questionsWithIds(input, first)).toBe(first);
  });

  it('mints new ids for every question once any question changes', () => {
    const first = questionsWithIds(input);
    const changed = questionsWithIds([{ ...input[0]!, title: 'Favourite colour' }, ...input.slice(1)], first);

    const oldIds = new Set(first.flatMap((q) => [q.id, ...q.options.map((o) => o.id)]));
    expect(changed.flatMap((q) => [q.id, ...q.options.map((o) => o.id)]).some((id) => oldIds.has(id))).toBe(false);
  });

  it('accepts drop-down answers by option id or value and requires a ticked checkbox', () => {
    const questions = questionsWithIds(input);
    const [colour, agree] = questions;

    expect(checkAnswers({ questions }, [{ id: colour!.id, value: colour!.options[1]!.id }, { id: agree!.id, value: 'true' }])).toBeDefined();
    expect(checkAnswers({ questions }, [{ id: colour!.id, value: 'Red' }, { id: agree!.id, value: '1' }])).toBeDefined();
    expect(() => checkAnswers({ questions }, [{ id: colour!.id, value: 'Red' }, { id: agree!.id, value: '0' }])).toThrow(
      expect.objectContaining({ code: 'questions_required' }),
    );
  });

  it('refuses a drop-down without options, and options on other types', () => {
    expect(QuestionsInputSchema.safeParse([{ title: 'Pick', type: 2 }]).success).toBe(false);
    expect(QuestionsInputSchema.safeParse([{ title: 'Say', type: 1, options: [{ value: 'x' }] }]).success).toBe(false);
  });
});
