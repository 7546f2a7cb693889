import { parseArgs } from 'node:util';
import { withJoinedValues } from '../../scripts/cli-args.js';

/** The import and export CLIs take a program id that may start with a dash. */
describe('command line values', () => {
  const options = { client: { type: 'string' }, kind: { type: 'string' }, new: { type: 'boolean' } } as const;

  it('takes a value that starts with a dash as the value, not as an option', () => {
    const args = ['--client', '-Xa9_b', '--new', '--kind', 'members', 'file.csv'];

    expect(() => parseArgs({ args, options, allowPositionals: true })).toThrow(/ambiguous/);
    expect(parseArgs({ args: withJoinedValues(args, options), options, allowPositionals: true })).toMatchObject({
      values: { client: '-Xa9_b', new: true, kind: 'members' },
      positionals: ['file.csv'],
    });
  });

  it('leaves a value already joined, and an option with no value after it, as they are', () => {
    expect(withJoinedValues(['--client=-Xa9', '--kind'], options)).toEqual(['--client=-Xa9', '--kind']);
  });
});
