import { describe, expect, it } from 'vitest';
import { toMessageParts } from './message-text.ts';

describe('toMessageParts', () => {
  it('keeps a text without links as one part', () => {
    expect(toMessageParts('Bom dia! Qual a previsão?')).toEqual([
      { kind: 'text', text: 'Bom dia! Qual a previsão?' },
    ]);
  });

  it('cuts http and https links out of the text, the sentence’s full stop left outside', () => {
    expect(toMessageParts('Veja https://exemplo.com.br/rastreio?bl=123. E http://a.io')).toEqual([
      { kind: 'text', text: 'Veja ' },
      {
        kind: 'link',
        text: 'https://exemplo.com.br/rastreio?bl=123',
        href: 'https://exemplo.com.br/rastreio?bl=123',
      },
      { kind: 'text', text: '. E ' },
      { kind: 'link', text: 'http://a.io', href: 'http://a.io/' },
    ]);
  });

  it('keeps a closing bracket the link opened and drops one it did not', () => {
    expect(toMessageParts('(ver https://pt.wikipedia.org/wiki/Incoterm_(2020))')).toEqual([
      { kind: 'text', text: '(ver ' },
      {
        kind: 'link',
        text: 'https://pt.wikipedia.org/wiki/Incoterm_(2020)',
        href: 'https://pt.wikipedia.org/wiki/Incoterm_(2020)',
      },
      { kind: 'text', text: ')' },
    ]);
  });

  it('never makes a link of another scheme, of markup or of a scheme without a host', () => {
    const text = 'javascript:alert(1) <a href="https://x.io">x</a> https:// ftp://a.io';
    const links = toMessageParts(text).filter((part) => part.kind === 'link');
    expect(links).toEqual([{ kind: 'link', text: 'https://x.io', href: 'https://x.io/' }]);
    expect(
      toMessageParts(text)
        .map((part) => part.text)
        .join(''),
    ).toBe(text);
  });

  it('does not take a scheme glued to a word', () => {
    expect(toMessageParts('xhttps://a.io')).toEqual([{ kind: 'text', text: 'xhttps://a.io' }]);
  });
});
