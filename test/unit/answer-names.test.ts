import * as z from 'zod';
import { contracts } from '../../lib/routes.js';
import { answerSchema, loadAnswerBodies, mergeAnswers, responsesModules } from '../../local/walks/answers.js';

const bodies = await loadAnswerBodies();
const namedByContracts = contracts.flatMap((contract) =>
  Object.values(contract.answers)
    .filter((answer): answer is string => typeof answer === 'string')
    .map((answer) => ({ contract: contract.name, answer })),
);

describe('answer names', () => {
  it("resolve, for every contract, to exactly one feature's answers map", () => {
    // loadAnswerBodies fails on a name two maps declare, so one found here is declared once.
    expect(namedByContracts.filter(({ answer }) => !bodies.has(answer))).toEqual([]);
    expect(namedByContracts.length).toBeGreaterThan(50);
  });

  it('are all named by some contract: no answers map keeps a body no route answers', () => {
    const named = new Set(namedByContracts.map(({ answer }) => answer));

    expect([...bodies.keys()].filter((answer) => !named.has(answer))).toEqual([]);
  });

  it('are gathered from the responses modules of shared/<feature>/, each with its own answers map', () => {
    expect(responsesModules()).toContain('shared/rewards/reward-responses.ts');
    expect(responsesModules().every((file) => /^shared\/[\w-]+\/[\w-]+-responses\.ts$/.test(file))).toBe(true);
  });
});

describe('the answers collector', () => {
  const Body = z.object({ id: z.string() });

  it('merges the answers maps of several modules by name', () => {
    const merged = mergeAnswers([
      ['shared/a/a-responses.ts', { aAnswers: { One: Body }, OtherBody: Body }],
      ['shared/b/b-responses.ts', { bAnswers: { Two: z.array(Body) } }],
    ]);

    expect([...merged.keys()]).toEqual(['One', 'Two']);
  });

  it('fails on a name two modules both declare, naming both', () => {
    const merging = () =>
      mergeAnswers([
        ['shared/a/a-responses.ts', { aAnswers: { Same: Body } }],
        ['shared/b/b-responses.ts', { bAnswers: { Same: Body } }],
      ]);

    expect(merging).toThrow('the answer Same is declared twice: in shared/a/a-responses.ts (aAnswers) and in shared/b/b-responses.ts (bAnswers)');
  });

  it('fails on a responses module without an answers map, and on an entry that is not a schema', () => {
    expect(() => mergeAnswers([['shared/a/a-responses.ts', { OneBody: Body }]])).toThrow('shared/a/a-responses.ts exports no answers map');
    expect(() => mergeAnswers([['shared/a/a-responses.ts', { aAnswers: { One: 'One' } }]])).toThrow('the answer One in shared/a/a-responses.ts (aAnswers) is not a zod schema');
  });

  it('answers no schema for an answer without a body, and fails on a name no map declares', async () => {
    await expect(answerSchema(null)).resolves.toBeUndefined();
    await expect(answerSchema('RedemptionRecord')).resolves.toBe(bodies.get('RedemptionRecord'));
    await expect(answerSchema('NoSuchAnswer')).rejects.toThrow("no feature's answers map (shared/*/*-responses.ts) declares the answer NoSuchAnswer");
  });
});
