import { createHmac, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { config } from '../config.js';

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

function localSignature(key: string, expiresAt: number): string {
  const secret = config().adminToken;
  if (!secret) throw new Error('local uploads need ADMIN_TOKEN');
  return createHmac('sha256', secret).update(`${key}\n${expiresAt}`).digest('base64url');
}

class LocalFileStore implements FileStore {
  constructor(private readonly root: string) {}

  /** The file's path, which never leaves the root whatever the key holds. */
  path(key: string): string {
    const path = resolve(this.root, key);
    if (!path.startsWith(resolve(this.root) + sep)) throw new Error('file key outside the file store');
    return path;
  }

  async uploadTarget(key: string, expiresAt: number): Promise<UploadTarget> {
    const query = new URLSearchParams({ expires: String(expiresAt), signature: localSignature(key, expiresAt) });
    return { url: `${config().publicBaseUrl ?? ''}${LOCAL_UPLOAD_PATH}${key}?${query}`, method: 'PUT', headers: {}, expires_at: expiresAt };
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    if (range && range.end <= range.start) return Readable.from([]);
    return createReadStream(this.path(key), range ? { start: range.start, end: range.end - 1 } : {});
  }

  async write(key: string, body: string | Readable): Promise<void> {
    const path = this.path(key);
    await mkdir(dirname(path), { recursive: true });
    // Written aside and renamed, so a reader never meets half a file.
    const partial = `${path}.partial`;
    await writeFile(partial, body);
    await rename(partial, path);
  }
}

class S3FileStore implements FileStore {
  private readonly s3 = new S3Client({ region: config().region });
  constructor(private readonly bucket: string) {}

  async uploadTarget(key: string, expiresAt: number): Promise<UploadTarget> {
    const expiresIn = Math.max(1, expiresAt - Math.floor(Date.now() / 1000));
    const url = await getSignedUrl(this.s3, new PutObjectCommand({ Bucket: this.bucket, Key: key }), { expiresIn });
    return { url, method: 'PUT', headers: {}, expires_at: expiresAt };
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
export async function receiveLocalUpload(path: string, query: URLSearchParams, body: Readable, now: number): Promise<{ key: string } | { refused: string }> {
  const key = decodeURIComponent(path.slice(LOCAL_UPLOAD_PATH.length));
  const expiresAt = Number(query.get('expires'));
  const signature = Buffer.from(query.get('signature') ?? '');
  const expected = Buffer.from(Number.isInteger(expiresAt) ? localSignature(key, expiresAt) : '');
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return { refused: 'the upload URL is not valid' };
  if (expiresAt < now) return { refused: 'the upload URL has expired' };
  const local = fileStore();
  if (!(local instanceof LocalFileStore)) return { refused: 'uploads go to the bucket' };
  await local.write(key, body);
  return { key };
}

/** Exposed for the local server's and tests' use: where a key's file lies on disk. */
export const localFilePath = (key: string): string => join(config().localFilesDir ?? '', key);
