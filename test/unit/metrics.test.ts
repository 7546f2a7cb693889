import { jest } from '@jest/globals';
import { BUSINESS_METRICS, METRICS_NAMESPACE, SERVICE_NAME } from '../../shared/support/telemetry-names.js';

// This file reads the lines the metrics write, whatever the environment of the run says: the
// Metrics instance reads the switch when its module loads.
process.env.POWERTOOLS_METRICS_DISABLED = 'false';
const { countPointsCredited, countRedemption, flushMetrics, metrics } = await import('../../shared/support/metrics.js');

/** What `run` writes on stdout (the EMF lines CloudWatch Logs turns into metrics) and on stderr (Powertools' warnings), line by line. */
function output(run: () => void): { stdout: string[]; stderr: string[] } {
  const captured = { stdout: [] as string[], stderr: [] as string[] };
  const spies = (['stdout', 'stderr'] as const).map((stream) =>
    jest.spyOn(process[stream], 'write').mockImplementation((chunk: string | Uint8Array) => {
      captured[stream].push(String(chunk));
      return true;
    }),
  );
  try {
    run();
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  const lines = (chunks: string[]) => chunks.join('').split('\n').filter((line) => line.trim() !== '');
  return { stdout: lines(captured.stdout), stderr: lines(captured.stderr) };
}

describe('metrics module', () => {
  beforeEach(() => metrics.clearMetrics());

  it('flushes counters as one EMF line: namespace, service dimension, Count units and the summed values', () => {
    const { stdout: lines } = output(() => {
      countPointsCredited(40);
      countPointsCredited(2);
      countRedemption();
      flushMetrics();
    });

    expect(lines).toHaveLength(1);
    expect(metrics.hasStoredMetrics()).toBe(false);
    const emf = JSON.parse(lines[0]!);
    expect(emf._aws).toEqual({
      Timestamp: expect.any(Number),
      CloudWatchMetrics: [
        {
          Namespace: METRICS_NAMESPACE,
          Dimensions: [['service']],
          Metrics: expect.arrayContaining([
            { Name: BUSINESS_METRICS.pointsCredited, Unit: 'Count' },
            { Name: BUSINESS_METRICS.redemptions, Unit: 'Count' },
          ]),
        },
      ],
    });
    expect(emf._aws.CloudWatchMetrics[0].Metrics).toHaveLength(2);
    expect(emf).toMatchObject({ service: SERVICE_NAME, [BUSINESS_METRICS.pointsCredited]: [40, 2], [BUSINESS_METRICS.redemptions]: 1 });
  });

  it('writes nothing, not even a warning, when the invocation counted nothing', () => {
    expect(output(() => flushMetrics())).toEqual({ stdout: [], stderr: [] });
  });

  it('drops a count that is not a finite number instead of failing the work it counts', () => {
    expect(() => output(() => countPointsCredited(Number.NaN))).not.toThrow();
    expect(metrics.hasStoredMetrics()).toBe(false);
  });
});
