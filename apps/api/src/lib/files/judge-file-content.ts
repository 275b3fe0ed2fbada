import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../app-error.ts';

type TFileKind = { label: string; extensions: readonly string[] };

/** The types an upload may be, by the MIME type file-type answers for them, and their file name endings. */
const FILE_KINDS: Readonly<Record<string, TFileKind>> = {
  'application/pdf': { label: 'PDF', extensions: ['pdf'] },
  'image/png': { label: 'PNG', extensions: ['png'] },
  'image/jpeg': { label: 'JPEG', extensions: ['jpg', 'jpeg', 'jpe', 'jfif'] },
  'application/xml': { label: 'XML', extensions: ['xml'] },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
    label: 'XLSX',
    extensions: ['xlsx'],
  },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
    label: 'DOCX',
    extensions: ['docx'],
  },
  'application/zip': { label: 'ZIP', extensions: ['zip'] },
};

/** Declared names of one type: file-type answers application/xml for both. */
const canonicalType = (mimeType: string): string => (mimeType === 'text/xml' ? 'application/xml' : mimeType);

const labelOf = (mimeType: string): string => FILE_KINDS[mimeType]?.label ?? mimeType;

/** "PDF, PNG ou JPEG". */
const listLabels = (mimeTypes: readonly string[]): string => {
  const labels = [...new Set(mimeTypes.map((mimeType) => labelOf(canonicalType(mimeType))))];
  return labels.length === 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} ou ${labels.at(-1)}`;
};

/**
 * The text a marker search reads: Latin-1 keeps every byte, and dropping NULs lets one search read
 * UTF-8 and UTF-16 alike (the markers are ASCII). Lowercased: HTML tags are case-insensitive.
 */
const markerText = (content: Buffer): string => content.toString('latin1').replaceAll('\0', '').toLowerCase();

/**
 * XML a browser would run or render as a page if it ever opened it: XHTML or SVG (script-capable
 * namespaces), script or html elements, a stylesheet (XSLT), or a DOCTYPE, whose entities could
 * spell any of these in character references. A data extract (a DI, an NF-e) needs none of them.
 * A namespace written with references (&#104;ttp…) cannot be read here, so it is refused too.
 */
const ACTIVE_XML =
  /<(?:[\w.-]+:)?(?:html|script|svg|iframe)\b|<\?xml-stylesheet|<!doctype|www\.w3\.org\/1999\/xhtml|www\.w3\.org\/2000\/svg|xmlns(?::[\w.-]+)?\s*=\s*["'][^"'&]{0,200}&/;

/** Tags that tell an HTML page, for the message only: such content is refused whatever it is. */
const HTML_MARKERS = /<(?:!doctype\s+html|html|head|body|script|iframe|svg|img|object|embed)\b/;

/** Bytes that text does not hold (C0 controls but tab, line feed, form feed and carriage return). */
const isText = (content: Buffer): boolean =>
  !content.some((byte) => byte < 0x20 && ![9, 10, 12, 13].includes(byte));

/** What to call content file-type does not recognise, in the refusal. */
const describeUnknown = (content: Buffer): string => {
  const head = content.subarray(0, 64 * 1024);
  if (HTML_MARKERS.test(markerText(head))) return 'HTML';
  return head.length > 0 && isText(head) ? 'texto' : 'desconhecido';
};

type TDetected = { mimeType: string; label: string };

/** The type the bytes show (file-type reads the magic numbers and the containers' entries), or null. */
const detectFileType = async (content: Buffer): Promise<TDetected | null> => {
  let detected: Awaited<ReturnType<typeof fileTypeFromBuffer>>;
  try {
    detected = await fileTypeFromBuffer(content);
  } catch {
    // A damaged container (a zip cut short…) is content we cannot tell: refused like unknown bytes.
    return null;
  }
  if (!detected) return null;
  if (detected.mime === 'application/xml' && ACTIVE_XML.test(markerText(content))) {
    return { mimeType: 'application/xhtml+xml', label: 'XML com HTML, SVG, script ou DOCTYPE' };
  }
  return { mimeType: detected.mime, label: FILE_KINDS[detected.mime]?.label ?? detected.ext.toUpperCase() };
};

/** The name's ending when it looks like an extension (a letter, then up to 4 letters or digits). */
const extensionOf = (fileName: string): string | null =>
  /\.([a-z][a-z0-9]{0,4})$/i.exec(fileName.trim())?.[1]?.toLowerCase() ?? null;

/**
 * The type the bytes show when it is one of `allowedMimeTypes`, with the ending a name of that type
 * takes; null otherwise. For uploads whose name and declared type are the sender's guess (a
 * browser's), not a statement: only the content counts, and the caller names the file by it.
 */
export const detectAllowedFileType = async (options: {
  content: Buffer;
  allowedMimeTypes: readonly string[];
}): Promise<{ mimeType: string; extension: string } | null> => {
  const detected = await detectFileType(options.content);
  if (!detected || !options.allowedMimeTypes.map(canonicalType).includes(detected.mimeType)) return null;
  const extension = FILE_KINDS[detected.mimeType]?.extensions[0];
  return extension ? { mimeType: detected.mimeType, extension } : null;
};

/** The name with the ending of its content: 'scan.pdf' holding a PNG is saved as 'scan.png'. */
export const withExtensionOf = (fileName: string, mimeType: string): string => {
  const kind = FILE_KINDS[mimeType];
  const current = extensionOf(fileName);
  if (!kind || (current !== null && kind.extensions.includes(current))) return fileName;
  const base = current === null ? fileName : fileName.trim().slice(0, -(current.length + 1));
  return `${base}.${kind.extensions[0] ?? ''}`;
};

/**
 * Judges an upload by its bytes, not by what its sender declares: the bytes must be one of the
 * allowed types, the declared type and the name's extension must agree with them, so what is
 * stored, served (as the type returned here) and saved on the customer's disk is what it says.
 * Text formats file-type cannot tell (CSV, TXT, HTML) are never allowed; XML is taken only with
 * its declaration (`<?xml`, which file-type reads) and nothing a browser would run.
 * Answers the MIME type to store; refuses in pt-BR (400) naming the file.
 */
export const judgeFileContent = async (options: {
  fileName: string;
  declaredMimeType: string;
  content: Buffer;
  allowedMimeTypes: readonly string[];
}): Promise<string> => {
  const { fileName, declaredMimeType, content, allowedMimeTypes } = options;
  const name = `"${fileName.slice(0, 120)}"`;
  const detected = await detectFileType(content);
  const allowed = new Set(allowedMimeTypes.map(canonicalType));
  if (!detected || !allowed.has(detected.mimeType)) {
    const label = detected?.label ?? describeUnknown(content);
    throw new AppError(
      'BAD_REQUEST',
      `O conteúdo do arquivo ${name} não é um ${listLabels(allowedMimeTypes)} (tipo detectado: ${label}).`,
    );
  }
  const declared = canonicalType(declaredMimeType);
  if (declared !== detected.mimeType) {
    throw new AppError(
      'BAD_REQUEST',
      `O arquivo ${name} foi enviado como ${labelOf(declared)}, mas o conteúdo é ${detected.label}.`,
    );
  }
  const kind = FILE_KINDS[detected.mimeType];
  const extension = extensionOf(fileName);
  if (kind && extension !== null && !kind.extensions.includes(extension)) {
    throw new AppError(
      'BAD_REQUEST',
      `O nome do arquivo ${name} termina em .${extension}, mas o conteúdo é ${kind.label}: use a extensão .${kind.extensions[0] ?? ''}.`,
    );
  }
  return detected.mimeType;
};
