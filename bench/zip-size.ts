import { deflateRawSync } from 'node:zlib';

/**
 * Size of a zip archive holding these files, deflated at level 9 as the CDK's asset zips are:
 * local header, data and central-directory entry per file, plus the end record. Directory
 * entries, which some zip tools add, are left out (tens of bytes each).
 */
export function zippedSize(files: ReadonlyArray<{ name: string; data: Uint8Array }>): number {
  const END_OF_CENTRAL_DIRECTORY = 22;
  return files.reduce((total, file) => {
    const name = Buffer.byteLength(file.name);
    const localHeader = 30 + name;
    const centralDirectoryEntry = 46 + name;
    return total + localHeader + deflateRawSync(file.data, { level: 9 }).length + centralDirectoryEntry;
  }, END_OF_CENTRAL_DIRECTORY);
}
