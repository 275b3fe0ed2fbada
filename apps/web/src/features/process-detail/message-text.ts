/** A message's text cut into plain text and the http(s) links in it, in order. */
export type TMessagePart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// A link starts at http:// or https:// and runs to the next space or a character no URL has
// unescaped; what ends a sentence around it (a full stop, a closing bracket) is cut off below.
const LINK_START = /\bhttps?:\/\/[^\s<>"`{}|\\^]+/gi;
const TRAILING = new Set(['.', ',', ';', ':', '!', '?', "'", '"', ']', '}', '*', '>']);

const countOf = (text: string, char: string): number => text.split(char).length - 1;

/** Drops the punctuation after a link; a ')' stays when the link opened its '(' (Wikipedia's). */
const trimTrailing = (candidate: string): string => {
  let end = candidate.length;
  while (end > 0) {
    const char = candidate.charAt(end - 1);
    if (char === ')') {
      const body = candidate.slice(0, end);
      if (countOf(body, '(') >= countOf(body, ')')) break;
    } else if (!TRAILING.has(char)) break;
    end -= 1;
  }
  return candidate.slice(0, end);
};

/** The URL the link opens, or null when the text is not a web address with a host. */
const toHref = (text: string): string | null => {
  try {
    const url = new URL(text);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') return null;
    return url.href;
  } catch {
    return null;
  }
};

/**
 * Cuts a plain text into text and links. Nothing here is HTML: the screen writes each part as a
 * text node or an anchor, so whatever a message says shows as written.
 */
export const toMessageParts = (text: string): TMessagePart[] => {
  const parts: TMessagePart[] = [];
  let pending = '';
  let last = 0;
  for (const match of text.matchAll(LINK_START)) {
    const linkText = trimTrailing(match[0]);
    const href = linkText.length > 0 ? toHref(linkText) : null;
    if (href === null) continue;
    pending += text.slice(last, match.index);
    if (pending) parts.push({ kind: 'text', text: pending });
    pending = '';
    parts.push({ kind: 'link', text: linkText, href });
    last = match.index + linkText.length;
  }
  pending += text.slice(last);
  if (pending) parts.push({ kind: 'text', text: pending });
  return parts;
};
