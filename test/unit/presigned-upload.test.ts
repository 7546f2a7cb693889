import { filesS3Client, presignUpload } from '../../shared/files/file-store.js';

/**
 * The upload URL an import answers in AWS: S3 must take any file PUT to it once, and refuse a
 * second one. Presigned offline, with made-up credentials.
 */
describe('presigned import uploads', () => {
  it('carry no checksum of an empty body and sign If-None-Match, so the file is created once and never replaced', async () => {
    const s3 = filesS3Client('eu-west-1', { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'not-a-secret' });

    const url = new URL(await presignUpload(s3, 'rewards-files', 'imports/c1/imp_x/file', 3_600));

    expect([...url.searchParams.keys()].filter((name) => /checksum/i.test(name))).toEqual([]);
    expect(url.searchParams.get('X-Amz-SignedHeaders')?.split(';')).toEqual(['host', 'if-none-match']);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('3600');
    expect(url.pathname).toBe('/imports/c1/imp_x/file');
  });
});
