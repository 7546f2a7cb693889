import type { IncomingMessage } from 'node:http';
import { LOCAL_UPLOAD_PATH, receiveLocalUpload } from '../shared/files/file-store.js';
import { json, type HttpResponse } from '../shared/http/response.js';
import { nowSeconds } from '../shared/support/clock.js';

/** A refusal as the routes answer one: {error, message}. */
const refusal = (statusCode: number, error: string, message: string): HttpResponse => json(statusCode, { error, message });

/**
 * The local stand-in for the bucket's presigned uploads: a PUT to the signed path an import's
 * creation answered stores the body, streamed, under the local files directory, then
 * `onStored` starts what the bucket's object-created event starts in AWS (the import pipeline).
 */
export function localUploads(onStored: (key: string) => void) {
  return async (method: string, url: URL, request: IncomingMessage): Promise<HttpResponse | undefined> => {
    if (!url.pathname.startsWith(LOCAL_UPLOAD_PATH)) return undefined;
    if (method !== 'PUT') return refusal(405, 'method_not_allowed', 'uploads are PUT');
    const stored = await receiveLocalUpload(url.pathname, url.searchParams, request, nowSeconds());
    if ('refused' in stored)
      return refusal(stored.status, stored.status === 403 ? 'forbidden' : stored.status === 412 ? 'conflict' : 'input_error', stored.refused);
    onStored(stored.key);
    return { statusCode: 200, headers: {}, body: '' };
  };
}
