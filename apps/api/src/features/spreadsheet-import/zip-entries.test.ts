import { text } from 'node:stream/consumers';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { openZipArchive, ZipBoundsError, type TZipBounds } from './zip-entries.ts';

const BOUNDS: TZipBounds = {
  maxEntries: 10,
  maxTotalBytes: 1_000_000,
  maxEntryBytes: 600_000,
  maxRatio: 50,
  ratioFloorBytes: 10_000,
};

const zipOf = (files: Record<string, string>): Buffer =>
  Buffer.from(
    zipSync(Object.fromEntries(Object.entries(files).map(([path, body]) => [path, strToU8(body)]))),
  );

/** Rewrites the uncompressed size the central directory declares for `path` (a zip that lies). */
const declareSize = (zip: Buffer, path: string, size: number): Buffer => {
  const patched = Buffer.from(zip);
  for (let offset = patched.length - 46; offset >= 0; offset -= 1) {
    if (
      patched.readUInt32LE(offset) === 0x02014b50 &&
      patched.toString('utf8', offset + 46, offset + 46 + patched.readUInt16LE(offset + 28)) === path
    ) {
      patched.writeUInt32LE(size, offset + 24);
      return patched;
    }
  }
  throw new Error(`no central directory entry for ${path}`);
};

const refusalOf = async (zip: Buffer, bounds: TZipBounds = BOUNDS): Promise<unknown> =>
  openZipArchive({ content: zip, bounds }).then(
    () => null,
    (error: unknown) => error,
  );

describe('openZipArchive', () => {
  it('reads each entry by its path, whatever order the zip stores them in', async () => {
    const archive = await openZipArchive({
      content: zipOf({ 'xl/worksheets/sheet1.xml': '<worksheet/>', 'xl/workbook.xml': '<workbook/>' }),
      bounds: BOUNDS,
    });
    expect(archive).not.toBeNull();
    if (!archive) return;
    expect((await archive.read('xl/workbook.xml')).toString()).toBe('<workbook/>');
    expect(await text(await archive.open('xl/worksheets/sheet1.xml'))).toBe('<worksheet/>');
    expect(archive.sizeOf('xl/workbook.xml')).toBe(11);
    expect(archive.sizeOf('xl/styles.xml')).toBeUndefined();
    archive.close();
  });

  it('answers null for bytes that are not a zip', async () => {
    expect(
      await openZipArchive({ content: Buffer.from('PK\u0003\u0004 not really'), bounds: BOUNDS }),
    ).toBeNull();
  });

  it('refuses, before inflating anything, too many entries, too many bytes, or one entry too large', async () => {
    const many = zipOf(Object.fromEntries(Array.from({ length: 11 }, (_, index) => [`f${index}.xml`, 'x'])));
    expect(await refusalOf(many)).toEqual(new ZipBoundsError('mais de 10 arquivos internos'));
    const large = zipOf({ 'a.xml': 'a'.repeat(700_000) });
    expect(await refusalOf(large, { ...BOUNDS, maxRatio: 10_000 })).toEqual(
      new ZipBoundsError('a.xml passa de 1 MB descompactado'),
    );
    const two = zipOf({ 'a.xml': 'a'.repeat(500_000), 'b.xml': 'b'.repeat(500_001) });
    expect(await refusalOf(two, { ...BOUNDS, maxRatio: 10_000 })).toBeInstanceOf(ZipBoundsError);
  });

  it('refuses an entry that expands past the ratio, but not a small part that compresses as well', async () => {
    const bomb = zipOf({ 'xl/sharedStrings.xml': ' '.repeat(100_000) });
    const refusal = await refusalOf(bomb);
    expect(refusal).toBeInstanceOf(ZipBoundsError);
    expect((refusal as Error).message).toMatch(
      /^xl\/sharedStrings\.xml se expande \d+ vezes ao descompactar$/,
    );
    expect(await refusalOf(zipOf({ 'xl/styles.xml': ' '.repeat(9_000) }))).toBeNull();
  });

  it('fails a stream that inflates past the size its entry declares, instead of inflating on', async () => {
    const zip = declareSize(
      zipOf({ 'xl/sharedStrings.xml': 'abc'.repeat(1_000) }),
      'xl/sharedStrings.xml',
      10,
    );
    const archive = await openZipArchive({ content: zip, bounds: BOUNDS });
    expect(archive).not.toBeNull();
    if (!archive) return;
    await expect(archive.read('xl/sharedStrings.xml')).rejects.toThrow(/too many bytes/);
    archive.close();
  });
});
