import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { config } from '../config.js';
import { checkSignedLocalPath, pathUnder, signedLocalUrl } from '../support/signed-local-paths.js';

/**
 * Where files live (import uploads and their chunk manifests, export requests, parts and joined
 * files, each feature under its own prefix): the stack's files bucket in AWS, a directory under
 * the local server's data directory locally. Uploads come straight in (a presigned S3 PUT, or the
 * local server's signed upload path) and finished files go straight out (a presigned GET, or the
 * local server's signed download path), never through a function. A joined file is streamed
 * piece after piece (an S3 multipart upload of bounded pieces), never held whole.
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
  write(key: string, body: string | Buffer): Promise<void>;
  /** Writes the pieces, in order, as one object. */
  writeJoined(key: string, pieces: AsyncIterable<Buffer>): Promise<void>;
  downloadUrl(key: string, expiresAt: number): Promise<string>;
  /** Removes the object; one already gone is no error (a member's erasure may run a step twice). */
  remove(key: string): Promise<void>;
}

/** The local upload path; the local server receives PUTs on it. */
export const LOCAL_UPLOAD_PATH = '/local/files/';
/** The local download path; the local server answers GETs on it from its files directory. */
export const LOCAL_DOWNLOAD_PATH = '/local/exports/';

/** The headers an upload must send: the file may be created once, never replaced while its import reads it. */
export const UPLOAD_HEADERS = { 'if-none-match': '*' } as const;

const GZIP = 'application/gzip';
/** What a stored object is served as: manifests and requests are JSON, receipt images JPEG, export files gzip. */
const contentType = (key: string): string => (key.endsWith('.json') ? 'application/json' : key.endsWith('.jpg') ? 'image/jpeg' : GZIP);

class LocalFileStore implements FileStore {
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

  async uploadTarget(key: string, expiresAt: number): Promise<UploadTarget> {
    return { url: signedLocalUrl('PUT', LOCAL_UPLOAD_PATH, key, expiresAt), method: 'PUT', headers: { ...UPLOAD_HEADERS }, expires_at: expiresAt };
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    if (range && range.end <= range.start) return Readable.from([]);
    return createReadStream(this.path(key), range ? { start: range.start, end: range.end - 1 } : {});
  }

  write(key: string, body: string | Buffer | Readable): Promise<void> {
    return this.aside(key, (partial) => writeFile(partial, body));
  }

  writeJoined(key: string, pieces: AsyncIterable<Buffer>): Promise<void> {
    return this.aside(key, (partial) => pipeline(Readable.from(pieces), createWriteStream(partial)));
  }

  async downloadUrl(key: string, expiresAt: number): Promise<string> {
    return signedLocalUrl('GET', LOCAL_DOWNLOAD_PATH, key, expiresAt);
  }

  async remove(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }

  /** Whether a file is at the key: an import file is created once, as S3's If-None-Match * allows. */
  exists(key: string): boolean {
    return existsSync(this.path(key));
  }

  /** The file's bytes, or undefined when there is none. */
  async bytes(key: string): Promise<Buffer | undefined> {
    return this.exists(key) ? readFile(this.path(key)) : undefined;
  }
}

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

/** Pieces of a multipart upload: S3 takes at least 5 MB a piece but the last. */
const UPLOAD_PIECE_BYTES = 8 * 1_048_576;

const secondsUntil = (expiresAt: number): number => Math.max(1, expiresAt - Math.floor(Date.now() / 1000));

class S3FileStore implements FileStore {
  private readonly s3 = filesS3Client(config().region);
  constructor(private readonly bucket: string) {}

  async uploadTarget(key: string, expiresAt: number): Promise<UploadTarget> {
    const url = await presignUpload(this.s3, this.bucket, key, secondsUntil(expiresAt));
    return { url, method: 'PUT', headers: { ...UPLOAD_HEADERS }, expires_at: expiresAt };
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    if (range && range.end <= range.start) return Readable.from([]);
    const { Body } = await this.s3.send(
      new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end - 1}` : undefined }),
    );
    return Body as Readable;
  }

  async remove(key: string): Promise<void> {
    await this.s3.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async write(key: string, body: string | Buffer): Promise<void> {
    await this.s3.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentType: contentType(key) }));
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
    const command = new GetObjectCommand({ Bucket: this.bucket, Key: key, ResponseContentDisposition: `attachment; filename="${basename(key)}"` });
    return getSignedUrl(this.s3, command, { expiresIn: secondsUntil(expiresAt) });
  }
}

let store: FileStore | undefined;

/** The process's file store: the bucket when FILES_BUCKET is set, else the local directory. */
export function fileStore(): FileStore {
  if (store) return store;
  const { filesBucket, localFilesDir } = config();
  if (filesBucket) store = new S3FileStore(filesBucket);
  else if (localFilesDir) store = new LocalFileStore(localFilesDir);
  else throw new Error('imports and exports need FILES_BUCKET (AWS) or LOCAL_FILES_DIR (local)');
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
  const local = fileStore();
  if (!(local instanceof LocalFileStore)) return { refused: 'downloads come from the bucket', status: 403 };
  const body = await local.bytes(key);
  return body ? { body, fileName: basename(key) } : { refused: 'the file does not exist', status: 404 };
}
