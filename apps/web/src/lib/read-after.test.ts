import { afterEach, describe, expect, it } from 'vitest';
import { forgetWritePosition, readAfterHeaders, rememberWritePosition } from './read-after.ts';

const answered = (position?: string) => new Headers(position ? { 'X-Write-Position': position } : {});

afterEach(() => forgetWritePosition());

describe('read-your-writes position', () => {
  it('sends nothing until a write answered a position', () => {
    rememberWritePosition(answered());
    expect(readAfterHeaders()).toEqual({});
  });

  it('sends back the highest position for a minute, then nothing', () => {
    rememberWritePosition(answered('0/1A2B3C'), 1_000);
    rememberWritePosition(answered('1/00000010'), 2_000);
    // An older write answering late does not move the position back.
    rememberWritePosition(answered('0/FFFFFFFF'), 3_000);
    expect(readAfterHeaders(4_000)).toEqual({ 'X-Read-After': '1/00000010' });
    expect(readAfterHeaders(62_001)).toEqual({});
  });

  it('ignores a header that is not a WAL position', () => {
    rememberWritePosition(answered('not-a-position'));
    expect(readAfterHeaders()).toEqual({});
  });
});
