import { randomBytes } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Readable } from 'node:stream';
import { GetObjectCommand, PutObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { config } from '../config.js';
import { checkSignedLocalPath, pathUnder, signedLocalUrl } from '../support/signed-local-paths.js';

/**
 * Where import files (and their chunk manifests) live: the stack's bucket in AWS, a directory
 * under the local server's data directory locally. Uploads go straight there (a presigned S3 PUT,
 * or the local server's signed upload path), never through a function.
 */

export interface UploadTarget {
  url: string;
  method: 'PUT';
  headers: Record<string, string>;
  expires_at: number;
}

/** Byte range of a file, end exclusive. */
export interface ByteRange {
  start: number;
  end: number;
}

interface FileStore {
  uploadTarget(key: string, expiresAt: number): Promise<UploadTarget>;
  read(key: string, range?: ByteRange): Promise<Readable>;
  write(key: string, body: string): Promise<void>;
}

/** The local upload path; the local server receives PUTs on it. */
export const LOCAL_UPLOAD_PATH = '/local/files/';

class LocalFileStore implements FileStore {
  constructor(private readonly root: string) {}

  path(key: string): string {
    return pathUnder(this.root, key);
  }

  async uploadTarget(key: string, expiresAt: number): Promise<UploadTarget> {
    return { url: signedLocalUrl('PUT', LOCAL_UPLOAD_PATH, key, expiresAt), method: 'PUT', headers: { ...UPLOAD_HEADERS }, expires_at: expiresAt };
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    if (range && range.end <= range.start) return Readable.from([]);
    return createReadStream(this.path(key), range ? { start: range.start, end: range.end - 1 } : {});
  }

  async write(key: string, body: string | Readable): Promise<void> {
    const path = this.path(key);
    await mkdir(dirname(path), { recursive: true });
    // Written aside and renamed, so a reader never meets half a file; each writer has its own aside.
    const partial = `${path}.${randomBytes(6).toString('hex')}.partial`;
    try {
      await writeFile(partial, body);
      await rename(partial, path);
    } finally {
      await rm(partial, { force: true });
    }
  }

  /** Whether a file is at the key: an import file is created once, as S3's If-None-Match * allows. */
  exists(key: string): boolean {
    return existsSync(this.path(key));
  }
}

/** The headers an upload must send: the file may be created once, never replaced while its import reads it. */
export const UPLOAD_HEADERS = { 'if-none-match': '*' } as const;

/**
 * A presigned PUT of one import file. The SDK computes request checksums only where S3 requires
 * them: otherwise the URL would carry the checksum of an empty body, which the uploaded file
 * cannot match. If-None-Match * makes S3 refuse a second upload over the first.
 */
export async function presignUpload(s3: S3Client, bucket: string, key: string, expiresIn: number): Promise<string> {
  return getSignedUrl(s3, new PutObjectCommand({ Bucket: bucket, Key: key, IfNoneMatch: '*' }), { expiresIn, signableHeaders: new Set(['if-none-match']) });
}

/** The S3 client of the file store: checksums only where S3 requires them (see presignUpload). */
export const filesS3Client = (region: string, credentials?: S3ClientConfig['credentials']) =>
  new S3Client({ region, credentials, requestChecksumCalculation: 'WHEN_REQUIRED' });

class S3FileStore implements FileStore {
  private readonly s3 = filesS3Client(config().region);
  constructor(private readonly bucket: string) {}

  async uploadTarget(key: string, expiresAt: number): Promise<UploadTarget> {
    const expiresIn = Math.max(1, expiresAt - Math.floor(Date.now() / 1000));
    return { url: await presignUpload(this.s3, this.bucket, key, expiresIn), method: 'PUT', headers: { ...UPLOAD_HEADERS }, expires_at: expiresAt };
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    if (range && range.end <= range.start) return Readable.from([]);
    const { Body } = await this.s3.send(
      new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end - 1}` : undefined }),
    );
    return Body as Readable;
  }

  async write(key: string, body: string): Promise<void> {
    await this.s3.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentType: 'application/json' }));
  }
}

let store: FileStore | undefined;

/** The process's file store: the bucket when IMPORTS_BUCKET is set, else the local directory. */
export function fileStore(): FileStore {
  if (store) return store;
  const { importsBucket, localFilesDir } = config();
  if (importsBucket) store = new S3FileStore(importsBucket);
  else if (localFilesDir) store = new LocalFileStore(localFilesDir);
  else throw new Error('imports need IMPORTS_BUCKET (AWS) or LOCAL_FILES_DIR (local)');
  return store;
}

/**
 * The local server's upload: checks the signed path's signature and expiry, then stores the
 * body under its key. Answers the key stored, or why it was refused.
 */
export async function receiveLocalUpload(
  path: string,
  query: URLSearchParams,
  body: Readable,
  now: number,
): Promise<{ key: string } | { refused: string; status: 400 | 403 | 412 }> {
  const signed = checkSignedLocalPath('PUT', LOCAL_UPLOAD_PATH, 'upload URL', path, query, now);
  if ('refused' in signed) return signed;
  const { key } = signed;
  const local = fileStore();
  if (!(local instanceof LocalFileStore)) return { refused: 'uploads go to the bucket', status: 403 };
  // As S3 answers a second PUT under If-None-Match *: the file its import reads is never replaced.
  if (local.exists(key)) return { refused: 'the file was uploaded already', status: 412 };
  await local.write(key, body);
  return { key };
}
