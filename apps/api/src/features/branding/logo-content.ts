import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import {
  LOGO_SVG_EMPTY_MESSAGE,
  LOGO_TOO_LARGE_MESSAGE,
  LOGO_TYPE_MESSAGE,
  MAX_LOGO_BYTES,
  type TLogoMimeType,
} from '@pc/contract/branding';
import { AppError } from '../../lib/app-error.ts';
import { sanitiseSvgInWorker } from './sanitise-svg-in-worker.ts';
import { checkSvgBounds } from './svg-bounds.ts';

export type TUploadedLogo = { fileName: string; mimeType: string; content: Buffer };
export type TLogo = { mimeType: TLogoMimeType; content: Buffer; sha256: string };

/** What the upload says it is: its extension first, else the part's type. */
const declaredTypeOf = (file: TUploadedLogo): TLogoMimeType | null => {
  switch (path.extname(file.fileName).toLowerCase()) {
    case '.png':
      return 'image/png';
    case '.svg':
      return 'image/svg+xml';
    default:
      return file.mimeType === 'image/png' || file.mimeType === 'image/svg+xml' ? file.mimeType : null;
  }
};

const UTF8 = new TextDecoder('utf-8', { fatal: true });

const decodeText = (content: Buffer): string | null => {
  try {
    return UTF8.decode(content);
  } catch {
    return null;
  }
};

/**
 * The logo as it will be kept: PNG bytes as sent, or the SVG sanitised. Judged by content
 * (file-type for PNG; an SVG is text, so XML whose root is <svg>), and the content must be what the
 * file says it is: a PNG named .svg, or an SVG named .png, is refused.
 */
export const readLogo = async (file: TUploadedLogo): Promise<TLogo> => {
  if (file.content.length > MAX_LOGO_BYTES) throw new AppError('BAD_REQUEST', LOGO_TOO_LARGE_MESSAGE);
  const declared = declaredTypeOf(file);
  if (!declared) throw new AppError('BAD_REQUEST', LOGO_TYPE_MESSAGE);
  const detected = await fileTypeFromBuffer(file.content);
  if (detected?.mime === 'image/png') {
    if (declared !== 'image/png') throw new AppError('BAD_REQUEST', LOGO_TYPE_MESSAGE);
    return { mimeType: 'image/png', content: file.content, sha256: sha256Of(file.content) };
  }
  // Text has no magic number: file-type says XML or nothing; anything else it names is not a logo.
  if (declared !== 'image/svg+xml' || (detected && detected.mime !== 'application/xml')) {
    throw new AppError('BAD_REQUEST', LOGO_TYPE_MESSAGE);
  }
  const text = decodeText(file.content);
  if (text === null) throw new AppError('BAD_REQUEST', LOGO_TYPE_MESSAGE);
  checkSvgBounds({ text });
  // jsdom is loaded by the sanitiser's thread only, never by the server's.
  const verdict = await sanitiseSvgInWorker({ text });
  if (!verdict.isSvg) throw new AppError('BAD_REQUEST', LOGO_TYPE_MESSAGE);
  if (verdict.svg === null) throw new AppError('BAD_REQUEST', LOGO_SVG_EMPTY_MESSAGE);
  const content = Buffer.from(verdict.svg, 'utf8');
  return { mimeType: 'image/svg+xml', content, sha256: sha256Of(content) };
};

export const sha256Of = (content: Buffer): string => createHash('sha256').update(content).digest('hex');
