import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { finished } from 'node:stream/promises';

/** An upload kept on disk: its size, its bytes a part at a time, and its removal. */
export type TSpooledUpload = {
  bytes: number;
  /** The file's bytes in order, each chunk at most `partBytes`. */
  readParts: (partBytes: number) => AsyncIterable<Buffer>;
  dispose: () => Promise<void>;
};

/**
 * Writes a request's raw body to a file of its own in the system's temporary folder as it arrives,
 * so a slow 50 MB upload holds one chunk of memory, not 50 MB. Past `maxBytes` (the declared
 * length, or the bytes received) it stops reading and throws `tooLarge()`.
 */
export const spoolUpload = async ({
  body,
  maxBytes,
  declaredBytes,
  tooLarge,
}: {
  body: Readable;
  maxBytes: number;
  declaredBytes: number | null;
  tooLarge: () => Error;
}): Promise<TSpooledUpload> => {
  if (declaredBytes !== null && declaredBytes > maxBytes) {
    body.resume();
    throw tooLarge();
  }
  const directory = await mkdtemp(path.join(os.tmpdir(), 'pdc-upload-'));
  const file = path.join(directory, 'body');
  const dispose = () => rm(directory, { recursive: true, force: true });
  let received = 0;
  const limit = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length;
      if (received > maxBytes) {
        callback(tooLarge());
        return;
      }
      callback(null, chunk);
    },
  });
  try {
    const out = createWriteStream(file);
    const written = finished(out);
    // Piped, not pipeline(): the request stream must stay open for the 413 to be answered, so a
    // refusal stops reading it (the rest is drained) instead of destroying its socket.
    limit.on('error', (error) => {
      body.unpipe(limit);
      body.resume();
      out.destroy(error);
    });
    body.on('error', (error) => out.destroy(error));
    body.pipe(limit).pipe(out);
    await written;
    const { size } = await stat(file);
    return {
      bytes: size,
      readParts: (partBytes) => createReadStream(file, { highWaterMark: partBytes }),
      dispose,
    };
  } catch (error: unknown) {
    await dispose();
    throw error;
  }
};
