import type { Readable } from 'node:stream';
import { Zip, ZipPassThrough } from 'fflate';

/** One part of a zip to write: bytes at hand, or a stream opened when its turn comes. */
export type TZipPart = { path: string; content: Buffer | (() => Promise<Readable>) };

/**
 * The parts as a new zip (fflate), stored, not compressed: it is read once, straight away.
 * - `end`: the zip's closing records (its central directory) wait for it. The unzipper under
 *   ExcelJS's reader says it has ended as soon as it has been given the whole zip, while parts it
 *   has read ahead still wait to be handed on, and those are lost: the last part must be handed on
 *   before the zip ends.
 * - `onFailure`: a part whose stream fails (a size that lies, bad data) ends the zip there and is
 *   told, so the reader stops waiting for the rest of it.
 */
export async function* zipInOrder(
  parts: readonly TZipPart[],
  options: { end: Promise<unknown>; onFailure: (error: unknown) => void },
): AsyncGenerator<Buffer> {
  const out: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    out.push(chunk);
  });
  function* flush(): Generator<Buffer> {
    for (const chunk of out.splice(0)) yield Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  }
  try {
    for (const part of parts) {
      const file = new ZipPassThrough(part.path);
      zip.add(file);
      const source = Buffer.isBuffer(part.content) ? [part.content] : await part.content();
      for await (const chunk of source) {
        file.push(chunk as Buffer);
        yield* flush();
      }
      file.push(new Uint8Array(0), true);
      yield* flush();
    }
    await options.end;
    zip.end();
    yield* flush();
  } catch (error: unknown) {
    options.onFailure(error);
  }
}
