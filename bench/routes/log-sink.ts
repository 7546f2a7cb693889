/**
 * The service's log lines (Powertools' JSON lines and EMF metric lines, on stdout and stderr)
 * counted and kept off the benchmark's own output: what a request writes is what CloudWatch Logs
 * ingests and bills.
 */
export class LogSink {
  bytes = 0;

  constructor() {
    for (const stream of [process.stdout, process.stderr]) {
      const write = stream.write.bind(stream) as (chunk: unknown, ...rest: unknown[]) => boolean;
      stream.write = ((chunk: unknown, ...rest: unknown[]) => {
        const text = typeof chunk === 'string' ? chunk : Buffer.isBuffer(chunk) ? chunk.toString('utf8') : undefined;
        if (text?.startsWith('{')) {
          this.bytes += Buffer.byteLength(text);
          const callback = rest.find((arg) => typeof arg === 'function') as (() => void) | undefined;
          callback?.();
          return true;
        }
        return write(chunk, ...rest);
      }) as typeof stream.write;
    }
  }

  /** Bytes written since the last call. */
  take(): number {
    const bytes = this.bytes;
    this.bytes = 0;
    return bytes;
  }
}
