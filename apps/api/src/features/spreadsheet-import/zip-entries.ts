import type { Readable } from 'node:stream';
import yauzl from 'yauzl';

/**
 * How much a zip may hold before it is refused unread. The sizes are the central directory's, and
 * yauzl fails a stream that inflates past its entry's declared size, so they bound what is inflated.
 */
export type TZipBounds = {
  maxEntries: number;
  /** All entries together, uncompressed. */
  maxTotalBytes: number;
  /** One entry, uncompressed. */
  maxEntryBytes: number;
  /** Uncompressed over compressed, for entries past ratioFloorBytes (a small part may compress well). */
  maxRatio: number;
  ratioFloorBytes: number;
};

/** Why a zip was refused for its size, in pt-BR, for the refusal's message. */
export class ZipBoundsError extends Error {}

export type TZipArchive = {
  /** The entry's declared uncompressed size; undefined when the zip has no such file. */
  sizeOf: (path: string) => number | undefined;
  /** The entry's bytes, inflated, failing if they pass its declared size. */
  open: (path: string) => Promise<Readable>;
  /** The whole entry (small parts only: the caller bounds its size first). */
  read: (path: string) => Promise<Buffer>;
  close: () => void;
};

const megabytes = (bytes: number): string => `${Math.round(bytes / 1024 / 1024).toLocaleString('pt-BR')} MB`;

/** The first bound the zip's central directory passes, in pt-BR; null within every bound. */
const boundPassed = (entries: readonly yauzl.Entry[], bounds: TZipBounds): string | null => {
  if (entries.length > bounds.maxEntries) {
    return `mais de ${bounds.maxEntries.toLocaleString('pt-BR')} arquivos internos`;
  }
  let total = 0;
  for (const entry of entries) {
    total += entry.uncompressedSize;
    if (entry.uncompressedSize > bounds.maxEntryBytes) {
      return `${entry.fileName} passa de ${megabytes(bounds.maxEntryBytes)} descompactado`;
    }
    const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
    if (entry.uncompressedSize > bounds.ratioFloorBytes && ratio > bounds.maxRatio) {
      return `${entry.fileName} se expande ${Math.round(ratio).toLocaleString('pt-BR')} vezes ao descompactar`;
    }
  }
  return total > bounds.maxTotalBytes ? `mais de ${megabytes(bounds.maxTotalBytes)} descompactada` : null;
};

/**
 * The files of a zip held in memory (an .xlsx), by its central directory (yauzl), so each can be
 * read in the order the reader needs, whatever order the writer stored them in. Null when the
 * bytes are not a zip; throws ZipBoundsError when the zip passes a bound, before inflating anything.
 */
export const openZipArchive = async (options: {
  content: Buffer;
  bounds: TZipBounds;
}): Promise<TZipArchive | null> => {
  const { content, bounds } = options;
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(content, { lazyEntries: true, autoClose: false });
  } catch {
    return null;
  }
  try {
    // Checked before the directory is walked: a directory of millions of entries is refused unread.
    if (zip.entryCount > bounds.maxEntries) {
      throw new ZipBoundsError(`mais de ${bounds.maxEntries.toLocaleString('pt-BR')} arquivos internos`);
    }
    const entries: yauzl.Entry[] = [];
    for await (const entry of zip.eachEntry()) entries.push(entry);
    const passed = boundPassed(entries, bounds);
    if (passed) throw new ZipBoundsError(passed);
    const byPath = new Map(entries.map((entry) => [entry.fileName, entry]));
    const open = async (path: string): Promise<Readable> => {
      const entry = byPath.get(path);
      if (!entry) throw new Error(`the zip has no ${path}`);
      return zip.openReadStreamPromise(entry);
    };
    return {
      sizeOf: (path) => byPath.get(path)?.uncompressedSize,
      open,
      read: async (path) => {
        const chunks: Buffer[] = [];
        for await (const chunk of await open(path)) chunks.push(chunk as Buffer);
        return Buffer.concat(chunks);
      },
      close: () => zip.close(),
    };
  } catch (error: unknown) {
    zip.close();
    if (error instanceof ZipBoundsError) throw error;
    return null;
  }
};
