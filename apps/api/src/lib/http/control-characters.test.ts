import { Readable } from 'node:stream';
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

  it('reads an upload as bytes, never walking them as fields', () => {
    // A file's bytes may hold any value; a property on the Buffer would be found if it were walked.
    const upload = Object.assign(Buffer.from([0, 27, 127]), { note: 'a\u0000b' });
    expect(findControlCharacter(upload, 'body')).toBeNull();
    expect(findControlCharacter(new Uint8Array([0, 1, 2]), 'body')).toBeNull();
    expect(findControlCharacter(Readable.from([Buffer.from([0])]), 'body')).toBeNull();
    // A query's or params' own object is still read, whatever prototype its parser gave it: null,
    // or an empty object that itself has a null prototype (fast-querystring's and find-my-way's).
    expect(findControlCharacter(Object.assign(Object.create(null), { q: 'a\u0000' }), 'query')).toBe(
      'query.q',
    );
    const parserPrototype: object = Object.create(null);
    const parsed = Object.assign(Object.create(parserPrototype) as object, { token: 'a\u0000b' });
    expect(findControlCharacter(parsed, 'params')).toBe('params.token');
    expect(findControlCharacter({ file: 'ok', name: 'a\u0007' }, 'body')).toBe('body.name');
  });
});
