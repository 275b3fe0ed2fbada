import { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';

/** One file of a zip held in memory: its path and a stream of its inflated bytes. */
export type TZipEntry = { path: string; open: () => Readable };

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_ENTRY = 0x04034b50;

/**
 * The files of a zip (an .xlsx) by its central directory, so each can be read in the order the
 * reader needs, whatever order the writer stored them in. Null when the bytes are not a zip.
 * Stored and deflated entries only (what every spreadsheet writer uses).
 */
export const readZipEntries = (zip: Buffer): Map<string, TZipEntry> | null => {
  const searchFrom = Math.max(0, zip.length - 65_557);
  let end = -1;
  for (let offset = zip.length - 22; offset >= searchFrom; offset -= 1) {
    if (zip.readUInt32LE(offset) === END_OF_DIRECTORY) {
      end = offset;
      break;
    }
  }
  if (end < 0) return null;
  const count = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  const entries = new Map<string, TZipEntry>();
  for (let index = 0; index < count; index += 1) {
    if (offset + 46 > zip.length || zip.readUInt32LE(offset) !== DIRECTORY_ENTRY) return null;
    const method = zip.readUInt16LE(offset + 10);
    const compressedSize = zip.readUInt32LE(offset + 20);
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    const localOffset = zip.readUInt32LE(offset + 42);
    const path = zip.toString('utf8', offset + 46, offset + 46 + nameLength);
    offset += 46 + nameLength + extraLength + commentLength;
    if (localOffset + 30 > zip.length || zip.readUInt32LE(localOffset) !== LOCAL_ENTRY) return null;
    const start = localOffset + 30 + zip.readUInt16LE(localOffset + 26) + zip.readUInt16LE(localOffset + 28);
    const data = zip.subarray(start, start + compressedSize);
    if (method !== 0 && method !== 8) return null;
    entries.set(path, {
      path,
      open: () => (method === 0 ? Readable.from([data]) : Readable.from([data]).pipe(createInflateRaw())),
    });
  }
  return entries;
};
