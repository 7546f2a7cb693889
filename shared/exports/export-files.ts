import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname } from 'node:path';
import type { Readable } from 'node:stream';
import { Readable as ReadableStream } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { config } from '../config.js';
import { checkSignedLocalPath, pathUnder, signedLocalUrl } from '../support/signed-local-paths.js';

/**
 * Where export files live: the stack's bucket in AWS (the same one import files go to), a
 * directory under the local server's data directory locally. Parts are written whole; the joined
 * file is streamed part after part (an S3 multipart upload of bounded pieces), never held whole;
 * a finished file is fetched straight from the store by a short-lived signed GET (presigned in
 * AWS, the local server's signed download path locally), never through a function.
 */

interface ExportStore {
  write(key: string, body: Buffer): Promise<void>;
  read(key: string): Promise<Readable>;
  /** Writes the pieces, in order, as one object. */
  writeJoined(key: string, pieces: AsyncIterable<Buffer>): Promise<void>;
  downloadUrl(key: string, expiresAt: number): Promise<string>;
}

/** The local download path; the local server answers GETs on it from its files directory. */
export const LOCAL_DOWNLOAD_PATH = '/local/exports/';

const GZIP = 'application/gzip';

class LocalExportStore implements ExportStore {
  constructor(private readonly root: string) {}

  path(key: string): string {
    return pathUnder(this.root, key);
  }

  /** Written aside and renamed, so a reader never meets half a file; each writer has its own aside. */
  private async aside(key: string, write: (partial: string) => Promise<void>): Promise<void> {
    const path = this.path(key);
    await mkdir(dirname(path), { recursive: true });
    const partial = `${path}.${randomBytes(6).toString('hex')}.partial`;
    try {
      await write(partial);
      await rename(partial, path);
    } finally {
      await rm(partial, { force: true });
    }
  }

  write(key: string, body: Buffer): Promise<void> {
    return this.aside(key, (partial) => writeFile(partial, body));
  }

  async read(key: string): Promise<Readable> {
    return createReadStream(this.path(key));
  }

  writeJoined(key: string, pieces: AsyncIterable<Buffer>): Promise<void> {
    return this.aside(key, (partial) => pipeline(ReadableStream.from(pieces), createWriteStream(partial)));
  }

  async downloadUrl(key: string, expiresAt: number): Promise<string> {
    return signedLocalUrl('GET', LOCAL_DOWNLOAD_PATH, key, expiresAt);
  }

  /** The file's bytes, or undefined when there is none. */
  async bytes(key: string): Promise<Buffer | undefined> {
    const path = this.path(key);
    return existsSync(path) ? readFile(path) : undefined;
  }
}

/** Pieces of a multipart upload: S3 takes at least 5 MB a piece but the last. */
const UPLOAD_PIECE_BYTES = 8 * 1_048_576;

class S3ExportStore implements ExportStore {
  private readonly s3 = new S3Client({ region: config().region, requestChecksumCalculation: 'WHEN_REQUIRED' });
  constructor(private readonly bucket: string) {}

  async write(key: string, body: Buffer): Promise<void> {
    await this.s3.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentType: key.endsWith('.json') ? 'application/json' : GZIP }));
  }

  async read(key: string): Promise<Readable> {
    const { Body } = await this.s3.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
    return Body as Readable;
  }

  async writeJoined(key: string, pieces: AsyncIterable<Buffer>): Promise<void> {
    const target = { Bucket: this.bucket, Key: key };
    let buffered: Buffer[] = [];
    let size = 0;
    let uploadId: string | undefined;
    const uploaded: Array<{ ETag: string | undefined; PartNumber: number }> = [];
    const flush = async () => {
      uploadId ??= (await this.s3.send(new CreateMultipartUploadCommand({ ...target, ContentType: GZIP }))).UploadId;
      const PartNumber = uploaded.length + 1;
      const { ETag } = await this.s3.send(new UploadPartCommand({ ...target, UploadId: uploadId, PartNumber, Body: Buffer.concat(buffered) }));
      uploaded.push({ ETag, PartNumber });
      buffered = [];
      size = 0;
    };
    try {
      for await (const piece of pieces) {
        buffered.push(piece);
        size += piece.length;
        if (size >= UPLOAD_PIECE_BYTES) await flush();
      }
      if (uploadId === undefined) return await this.write(key, Buffer.concat(buffered));
      if (size > 0) await flush();
      await this.s3.send(new CompleteMultipartUploadCommand({ ...target, UploadId: uploadId, MultipartUpload: { Parts: uploaded } }));
    } catch (error) {
      if (uploadId !== undefined) await this.s3.send(new AbortMultipartUploadCommand({ ...target, UploadId: uploadId })).catch(() => undefined);
      throw error;
    }
  }

  async downloadUrl(key: string, expiresAt: number): Promise<string> {
    const expiresIn = Math.max(1, expiresAt - Math.floor(Date.now() / 1000));
    const command = new GetObjectCommand({ Bucket: this.bucket, Key: key, ResponseContentDisposition: `attachment; filename="${basename(key)}"` });
    return getSignedUrl(this.s3, command, { expiresIn });
  }
}

let store: ExportStore | undefined;

/** The process's export store: the bucket when IMPORTS_BUCKET is set, else the local directory. */
export function exportStore(): ExportStore {
  if (store) return store;
  const { importsBucket, localFilesDir } = config();
  if (importsBucket) store = new S3ExportStore(importsBucket);
  else if (localFilesDir) store = new LocalExportStore(localFilesDir);
  else throw new Error('exports need IMPORTS_BUCKET (AWS) or LOCAL_FILES_DIR (local)');
  return store;
}

/**
 * The local server's download: checks the signed path's signature and expiry, then answers the
 * file's bytes and name, or why it was refused.
 */
export async function localDownload(
  path: string,
  query: URLSearchParams,
  now: number,
): Promise<{ body: Buffer; fileName: string } | { refused: string; status: 400 | 403 | 404 }> {
  const signed = checkSignedLocalPath('GET', LOCAL_DOWNLOAD_PATH, 'download URL', path, query, now);
  if ('refused' in signed) return signed;
  const { key } = signed;
  const local = exportStore();
  if (!(local instanceof LocalExportStore)) return { refused: 'downloads come from the bucket', status: 403 };
  const body = await local.bytes(key);
  return body ? { body, fileName: basename(key) } : { refused: 'the file does not exist', status: 404 };
}
