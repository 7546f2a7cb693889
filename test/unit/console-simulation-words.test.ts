import {
  budgetWords,
  dayWords,
  draftSimulation,
  headlineWords,
  lastDays,
  listWords,
  namedRules,
  periodWords,
  pollWhileRunning,
  replayedWords,
  signed,
  simulationMembersWords,
  simulationRulesWords,
  simulationStatusWords,
  skipWords,
} from '../../console/src/components/simulation-words.js';

/**
 * A what-if simulation as the console says it: its status and progress, its period and rules, the
 * headline figures, what was replayed, a budget's day of running out, a rule's reasons not to
 * fire, and the requests the form and the rule builder send.
 */

const DAY = 86_400_000;

describe('a simulation in words in the console', () => {
  it('says the headline figures and what the difference leaves owed', () => {
    const figures = (actual: number, simulated: number) => ({
      actual_points: actual,
      simulated_points: simulated,
      difference: simulated - actual,
      liability_change: simulated - actual,
    });

    expect(headlineWords(figures(1793, 3580))).toBe('Would have given 3,580 points where 1,793 were given: 1,787 more, owed at the end of the period.');
    expect(headlineWords(figures(1793, 500))).toBe('Would have given 500 points where 1,793 were given: 1,293 fewer, not owed at the end of the period.');
    expect(headlineWords(figures(1, 0))).toBe('Would have given 0 points where 1 was given: 1 fewer, not owed at the end of the period.');
    expect(headlineWords(figures(20, 20))).toBe('Would have given the same 20 points that were given: no more owed at the end of the period.');
    expect(headlineWords({ ...figures(10, 30), liability_change: 15 })).toBe(
      'Would have given 30 points where 10 were given: 20 more; 15 more points owed at the end of the period.',
    );
  });

  it("says a run's progress, a failure's reason, and polls only while one runs", () => {
    expect(simulationStatusWords({ status: 'running', progress: { members_walked: 1240 }, failure: null })).toBe('Running: 1,240 members replayed');
    expect(simulationStatusWords({ status: 'running', progress: { members_walked: 1 }, failure: null })).toBe('Running: 1 member replayed');
    expect(simulationStatusWords({ status: 'done', progress: { members_walked: 3 }, failure: null })).toBe('Done');
    expect(simulationStatusWords({ status: 'failed', progress: { members_walked: 3 }, failure: 'the rules could not be read' })).toBe(
      'Failed: the rules could not be read',
    );
    expect(pollWhileRunning([{ status: 'done' }, { status: 'running' }], 2000)).toBe(2000);
    expect(pollWhileRunning([{ status: 'done' }, { status: 'failed' }], 2000)).toBe(false);
    expect(pollWhileRunning(undefined, 2000)).toBe(false);
  });

  it('says the period in UTC days, the year once unless it changes, and a budget running out', () => {
    expect(periodWords('2026-10-30T12:19:49Z', '2026-11-29T12:19:49Z')).toBe('30 days, 30 Oct to 29 Nov 2026');
    expect(periodWords('2026-12-01T08:00:00Z', '2027-03-01T08:00:00Z')).toBe('90 days, 1 Dec 2026 to 1 Mar 2027');
    expect(dayWords('2026-10-12')).toBe('12 Oct');
    expect(budgetWords('2026-10-12')).toBe('Would run out on 12 Oct');
    expect(budgetWords('2027-01-02', true)).toBe('Would run out on 2 Jan 2027');
    expect(budgetWords(null)).toBe('Would not run out');
  });

  it('says the rules run against the active ones, by name', () => {
    const names = new Map([
      ['1', 'Coffee double'],
      ['4', 'Weekend treats'],
    ]);
    const active = { rule_id: '4', name: 'Weekend treats', source: 'active' as const };
    expect(simulationRulesWords({ rules: [active], replaced: [] }, names)).toBe('The active rules as they are');
    expect(simulationRulesWords({ rules: [active], replaced: ['1', '9'] }, names)).toBe('The active rules without Coffee double and rule 9');
    expect(
      simulationRulesWords(
        {
          rules: [active, { rule_id: '2', name: 'Big baskets', source: 'added' }, { rule_id: 'draft-1', name: 'Coffee double', source: 'draft' }],
          replaced: ['1'],
        },
        names,
      ),
    ).toBe('The active rules without Coffee double, with Big baskets and Coffee double (draft)');
    expect(listWords(['A', 'B', 'C'])).toBe('A, B and C');
    expect(simulationMembersWords(null, new Map())).toBe('Every member');
    expect(simulationMembersWords('3', new Map([['3', 'Staff']]))).toBe('The members of Staff');
    expect(namedRules('rule 4 is not an active rule of the program', names)).toBe('Weekend treats is not an active rule of the program');
    expect(namedRules('rule 12 is archived', names)).toBe('rule 12 is archived');
  });

  it('says what was replayed, the changes with their sign, and the reasons not to fire', () => {
    expect(replayedWords({ members_walked: 2, members_affected: 1, triggers_replayed: { purchases: 3, activity_credits: 0, events: 1 } })).toBe(
      'Replayed 3 purchases, no activity credits and 1 custom event of 2 members: 1 would have had other points.',
    );
    expect(replayedWords({ members_walked: 1, members_affected: 0, triggers_replayed: { purchases: 1, activity_credits: 2, events: 0 } })).toBe(
      'Replayed 1 purchase, 2 activity credits and no custom events of 1 member: none would have had other points.',
    );
    expect([signed(130), signed(-44), signed(0), signed(1500)]).toEqual(['+130', '-44', '0', '+1,500']);
    expect(
      skipWords([
        { reason: 'budget_exhausted', count: 3 },
        { reason: 'member_limit_reached', count: 1 },
      ]),
    ).toBe('its budget is spent (3 times); the member has reached its limit (1 time)');
    expect(skipWords([])).toBe('None');
  });

  it("asks for the last days up to now, and for the rule builder's draft in place of the active rule it edits", () => {
    const now = Date.parse('2026-11-29T12:00:00Z');
    expect(lastDays(90, now)).toEqual({ since: new Date(now - 90 * DAY).toISOString(), until: '2026-11-29T12:00:00.000Z' });
    const body = { name: 'Coffee triple', trigger: { kind: 'purchase' as const }, effect: { kind: 'fixed' as const, points: 5 } };
    expect(draftSimulation(body, { rule_id: '1', status: 'active' }, now)).toEqual({
      since: '2026-10-30T12:00:00.000Z',
      until: '2026-11-29T12:00:00.000Z',
      rules: [body],
      replace: ['1'],
    });
    expect(draftSimulation(body, { rule_id: '2', status: 'paused' }, now).replace).toEqual([]);
    expect(draftSimulation(body, undefined, now).replace).toEqual([]);
  });
});
