import { describe, expect, it } from 'vitest';
import { findControlCharacter } from './control-characters.ts';

describe('findControlCharacter', () => {
  it('names the first field holding a control character, however deep', () => {
    expect(findControlCharacter({ q: 'ab\u0000c' }, 'query')).toBe('query.q');
    expect(findControlCharacter({ list: ['ok', { note: 'a\u001bb' }] }, 'body')).toBe('body.list[1].note');
    expect(findControlCharacter({ text: 'linha 1\nlinha 2\tcom tab\r\n' }, 'body')).toBeNull();
    expect(findControlCharacter({ emoji: 'ação 😀' }, 'body')).toBeNull();
    expect(findControlCharacter(null, 'body')).toBeNull();
  });
});
