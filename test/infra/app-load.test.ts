import { spawnSync } from 'node:child_process';

/**
 * The CDK app, the route table and the benchmarks load the route table's answer schemas; none of
 * that may need a function's configuration. Loaded in a fresh process without TABLE_NAME, as
 * `cdk synth` and `npm run bench:cold` run, since jest's workers may carry it from other files.
 */
describe('the route table and the stack', () => {
  it('load without any function configuration (no TABLE_NAME)', () => {
    const { TABLE_NAME: _table, DYNAMODB_ENDPOINT: _endpoint, ...env } = process.env;

    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', "await import('./lib/routes.ts'); await import('./lib/rewards-app.ts'); console.log('loaded')"],
      { env, encoding: 'utf8' },
    );

    expect([run.status, run.stdout.trim(), run.stderr.split('\n').find((line) => line.includes('Error')) ?? '']).toEqual([0, 'loaded', '']);
  });
});
