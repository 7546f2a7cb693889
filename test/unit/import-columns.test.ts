import { chunkRows } from '../../shared/imports/import-files.js';
import { columnsProblem, fromCells, MAX_IMPORT_COLUMNS, type ColumnsOfKind } from '../../shared/imports/row-columns.js';
import { TURN_BUDGET_CHANNEL, turnBudget } from '../../shared/support/turn-budget.js';
import { subscribe, unsubscribe } from 'node:diagnostics_channel';

const MEMBERS_LIKE: ColumnsOfKind = {
  columns: { third_party_id: { required: false, type: 'text' }, redeemable_points: { required: false, type: 'integer' }, note: { required: true, type: 'text' } },
  nested: 'custom_data',
};

describe('the columns of an import header', () => {
  it('refuses a header over the column cap before looking at its names', () => {
    const columns = Array.from({ length: MAX_IMPORT_COLUMNS + 1 }, (_unused, index) => `col${index}`);

    expect(columnsProblem('members', MEMBERS_LIKE, columns, [])).toBe(`the header has ${MAX_IMPORT_COLUMNS + 1} columns; an import takes at most ${MAX_IMPORT_COLUMNS}`);
  });

  it('names the first 20 unknown columns and counts the rest, each name cut to a readable length', () => {
    const columns = ['note', 'x'.repeat(5_000), ...Array.from({ length: 25 }, (_unused, index) => `bad${index}`)];

    const problem = columnsProblem('members', MEMBERS_LIKE, columns, []);

    const named = ['x'.repeat(60) + '...', ...Array.from({ length: 19 }, (_unused, index) => `bad${index}`)];
    expect(problem).toBe(`unknown columns for members: ${named.join(', ')} and 6 more`);
  });

  it('refuses nested columns that name no registered custom attribute, and takes those that do', () => {
    const columns = ['note', 'custom_data.store', 'custom_data.colour', 'custom_data.size'];

    expect(columnsProblem('members', MEMBERS_LIKE, columns, ['store'])).toBe(
      'columns naming no custom attribute of the program (register them in its settings first): custom_data.colour, custom_data.size',
    );
    expect(columnsProblem('members', MEMBERS_LIKE, columns, ['store', 'colour', 'size'])).toBeUndefined();
  });

  it('still refuses a missing required column and a repeated one', () => {
    expect(columnsProblem('members', MEMBERS_LIKE, ['third_party_id'], [])).toBe('missing required column for members: note');
    expect(columnsProblem('members', MEMBERS_LIKE, ['note', 'third_party_id', 'third_party_id'], [])).toBe('the column third_party_id appears twice');
  });
});

describe('a CSV row read into values', () => {
  it('gathers nested columns into one object, reads integers, and leaves empty cells out', () => {
    const values = fromCells(MEMBERS_LIKE, { note: ' hi ', redeemable_points: '12', 'custom_data.a': 'x', 'custom_data.b': '', 'custom_data.__proto__': 'y' });

    expect(values).toEqual({ note: ' hi ', redeemable_points: 12, custom_data: { a: 'x', ['__proto__']: 'y' } });
    expect(Object.keys(values.custom_data as object)).toEqual(['a', '__proto__']);
  });
});

describe('the turn budget of long synchronous work', () => {
  it('yields a turn of the event loop only once the budget is spent, then starts counting again', async () => {
    let now = 0;
    const budget = turnBudget(10, () => now);

    now = 9;
    await budget.spend();
    const beforeBudget = budget.yields;
    now = 10;
    await budget.spend();
    now = 15;
    await budget.spend();

    expect(beforeBudget).toBe(0);
    expect(budget.yields).toBe(1);
  });

  // How long it holds the loop is measured by npm run bench:import (at most 50 ms); this shows each row passes through the budget.
  it('reads a megabyte chunk of wide CSV rows a row at a time through its turn budget', async () => {
    const columns = ['third_party_id', ...Array.from({ length: 237 }, (_unused, index) => `custom_data.k${index}`)];
    const row = ['member', ...Array.from({ length: 237 }, (_unused, index) => `value-${index}`)].join(',');
    const bytes = Buffer.from(`${Array.from({ length: 500 }, () => row).join('\n')}\n`);

    let steps = 0;
    const count = () => {
      steps++;
    };
    subscribe(TURN_BUDGET_CHANNEL, count);
    const result = await chunkRows(bytes, { index: 0, start: 0, end: bytes.length, first_line: 2 }, 'csv', columns).finally(() => unsubscribe(TURN_BUDGET_CHANNEL, count));

    expect(result).toHaveLength(500);
    expect(result[499]).toMatchObject({ line: 501 });
    expect(steps).toBe(500);
  });
});
