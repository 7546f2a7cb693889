import { localDownload, LOCAL_DOWNLOAD_PATH } from '../shared/files/file-store.js';
import { json, type HttpResponse } from '../shared/http/response.js';
import { nowSeconds } from '../shared/support/clock.js';

/** A refusal as the routes answer one: {error, message}. */
const refusal = (statusCode: number, error: string, message: string): HttpResponse => json(statusCode, { error, message });

/**
 * The local stand-in for the bucket's presigned downloads: a GET of the signed path an export's
 * answer gave serves the export's file from the local files directory, as S3 serves the object.
 */
export async function localDownloads(method: string, url: URL): Promise<HttpResponse | undefined> {
  if (!url.pathname.startsWith(LOCAL_DOWNLOAD_PATH)) return undefined;
  if (method !== 'GET') return refusal(405, 'method_not_allowed', 'downloads are GET');
  const file = await localDownload(url.pathname, url.searchParams, nowSeconds());
  if ('refused' in file) return refusal(file.status, file.status === 403 ? 'forbidden' : file.status === 404 ? 'not_found' : 'input_error', file.refused);
  return {
    statusCode: 200,
    headers: { 'content-type': 'application/gzip', 'content-disposition': `attachment; filename="${file.fileName}"` },
    body: file.body.toString('base64'),
    isBase64Encoded: true,
  };
}
