import type { IncomingMessage } from 'node:http';

/**
 * A request body read up to a limit counted in bytes as they arrive, whatever the framing
 * (content-length or chunked): past the limit, reading stops and the rest is never taken in.
 * The caller then answers with `connection: close` (TOO_LARGE_HEADERS), so Node neither reads the
 * rest to reuse the connection nor parses it as a next request.
 */

export type BodyRead = { text: string | undefined } | { tooLarge: true };

/** Headers for an answer sent before the body was read to its end: the connection closes once it is written. */
export const TOO_LARGE_HEADERS = { connection: 'close' } as const;

export function readBoundedBody(request: IncomingMessage, limit: number): Promise<BodyRead> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const settle = () => {
      request.off('data', onData).off('end', onEnd).off('error', onError).off('close', onClose);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      // Not destroyed: that would close the socket before the 413 is written.
      request.pause();
      settle();
      resolve({ tooLarge: true });
    };
    const onEnd = () => {
      settle();
      resolve({ text: chunks.length ? Buffer.concat(chunks).toString('utf8') : undefined });
    };
    const onError = (error: Error) => {
      settle();
      reject(error);
    };
    // Closed before its end without an error: the client went away all the same.
    const onClose = () => onError(new RequestAborted());
    request.on('data', onData).on('end', onEnd).on('error', onError).on('close', onClose);
  });
}

/** The client closed the connection before its body arrived: nobody is left to answer. */
export class RequestAborted extends Error {
  constructor() {
    super('the client closed the connection before its body arrived');
  }
}

/** Whether a read failed because the client went away: Node's own "aborted" error is known by its code (it may come from another realm, so not by its class). */
export const isAbortedRequest = (error: unknown): boolean =>
  error instanceof RequestAborted || (typeof error === 'object' && error !== null && (error as NodeJS.ErrnoException).code === 'ECONNRESET');
