/**
 * Where the local server's start goes, phase by phase, for its banner. Times count from this
 * process's start (performance.now()); `npm start` spends about 0.3 s before that, in npm and in
 * tsx's launcher.
 */
export class StartTiming {
  private readonly steps: string[] = [];

  constructor() {
    this.steps.push(`node and imports ${seconds(performance.now())}`);
  }

  /** Waits for `work`, a phase of its own. */
  async time<T>(name: string, work: () => Promise<T>): Promise<T> {
    const started = performance.now();
    const result = await work();
    this.steps.push(`${name} ${seconds(performance.now() - started)}`);
    return result;
  }

  /** Waits for two phases run alongside each other (the longer one is what the start waited for). */
  async alongside<A, B>([nameA, a]: [string, () => Promise<A>], [nameB, b]: [string, () => Promise<B>]): Promise<[A, B]> {
    const started = performance.now();
    const took = { a: 0, b: 0 };
    const result = await Promise.all([a().finally(() => (took.a = performance.now() - started)), b().finally(() => (took.b = performance.now() - started))]);
    this.steps.push(`${nameA} ${seconds(took.a)} alongside ${nameB} ${seconds(took.b)}`);
    return result;
  }

  /** Since this process started. */
  readySeconds(): string {
    return (performance.now() / 1000).toFixed(1);
  }

  /** The phases so far, in order: "node and imports 0.31 s, DynamoDB Local 2.05 s alongside code 0.84 s, ...". */
  summary(): string {
    return this.steps.join(', ');
  }
}

const seconds = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;
