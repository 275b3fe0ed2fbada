import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildCargoPhoto, buildDiXml, buildPdf, buildXlsx } from './files.ts';

describe('document files', () => {
  it('builds a PDF whose xref offsets point at its objects', () => {
    const pdf = buildPdf(['Commercial Invoice', 'Reference: PRI20001']);
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    const startxref = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) =>
      Number(match[1]),
    );
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, index) =>
      expect(text.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true),
    );
    const length = Number(/\/Length (\d+)/.exec(text)?.[1]);
    const streamStart = text.indexOf('stream\n') + 'stream\n'.length;
    expect(text.slice(streamStart + length, streamStart + length + 10)).toBe('\nendstream');
  });

  it('builds a PNG whose image data inflates to the declared size', () => {
    const png = buildCargoPhoto(1);
    expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    const width = png.readUInt32BE(16);
    const height = png.readUInt32BE(20);
    const idatLength = png.readUInt32BE(33);
    expect(png.subarray(37, 41).toString('latin1')).toBe('IDAT');
    const raw = inflateSync(png.subarray(41, 41 + idatLength));
    expect(raw.length).toBe((width * 3 + 1) * height);
  });

  it('builds byte-stable XLSX files', async () => {
    const date = new Date(Date.UTC(2024, 0, 1));
    const sheet = { name: 'Packing List', columns: ['Item', 'Peso'], rows: [[1, 10.5]] };
    const first = await buildXlsx(sheet, date);
    const second = await buildXlsx(sheet, date);
    expect(first.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(first.equals(second)).toBe(true);
  });

  it('builds escaped XML', () => {
    const xml = buildDiXml({ importadorNome: 'A & B <Ltda>' }).toString('utf8');
    expect(xml.startsWith('<?xml')).toBe(true);
    expect(xml).toContain('<importadorNome>A &amp; B &lt;Ltda&gt;</importadorNome>');
  });
});
