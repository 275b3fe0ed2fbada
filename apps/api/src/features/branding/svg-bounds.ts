import { SaxesParser } from 'saxes';
import { AppError } from '../../lib/app-error.ts';

/** Deepest nesting of elements an SVG logo may have (its <svg> is level 1). */
export const MAX_SVG_DEPTH = 64;
/** Most elements an SVG logo may have, its <svg> included. */
export const MAX_SVG_ELEMENTS = 10_000;

export const LOGO_SVG_TOO_DEEP_MESSAGE = `O SVG tem elementos aninhados demais (mais de ${MAX_SVG_DEPTH} níveis).`;
export const LOGO_SVG_TOO_MANY_ELEMENTS_MESSAGE = `O SVG tem elementos demais (mais de ${MAX_SVG_ELEMENTS.toLocaleString('pt-BR')}).`;

/** Thrown out of the parser's handlers to stop it at the first well-formedness error. */
const MALFORMED = Symbol('malformed');

/**
 * Refuses (a 400 in pt-BR) an SVG nested deeper or holding more elements than the bounds, before
 * any DOM is built: jsdom and DOMPurify grow slow, then overflow the stack, on deep trees. One
 * streaming pass of saxes with the options of jsdom's XML parser; at the first well-formedness
 * error it stops and lets the sanitiser refuse the file, since jsdom stops at that same point.
 */
export const checkSvgBounds = ({ text }: { text: string }): void => {
  const parser = new SaxesParser({ xmlns: true, defaultXMLVersion: '1.0', forceXMLVersion: true });
  let depth = 0;
  let elements = 0;
  parser.on('opentag', () => {
    depth += 1;
    elements += 1;
    if (depth > MAX_SVG_DEPTH) throw new AppError('BAD_REQUEST', LOGO_SVG_TOO_DEEP_MESSAGE);
    if (elements > MAX_SVG_ELEMENTS) throw new AppError('BAD_REQUEST', LOGO_SVG_TOO_MANY_ELEMENTS_MESSAGE);
  });
  parser.on('closetag', () => {
    depth -= 1;
  });
  parser.on('error', () => {
    throw MALFORMED;
  });
  try {
    parser.write(text).close();
  } catch (error) {
    if (error !== MALFORMED) throw error;
  }
};
