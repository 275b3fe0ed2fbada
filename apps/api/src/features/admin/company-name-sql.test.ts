import { describe, expect, it } from 'vitest';
import { nameSearchPattern } from './company-name-sql.ts';

/** PostgreSQL's `~*` on ASCII letters ignores case as JavaScript's `i` flag does; the rest is literal. */
const finds = (search: string, name: string): boolean =>
  new RegExp(nameSearchPattern(search), 'i').test(name);

describe('nameSearchPattern', () => {
  it('finds the text in a name, accents and case aside', () => {
    expect(finds('textil', 'AURORA TÊXTIL LTDA')).toBe(true);
    expect(finds('TÊXTIL', 'Aurora Textil Ltda')).toBe(true);
    expect(finds('hercules maquinas', 'HÉRCULES MÁQUINAS LTDA')).toBe(true);
    expect(finds('acucar', 'AÇÚCAR E ÁLCOOL SA')).toBe(true);
    expect(finds('aurora', 'MAR ABERTO LTDA')).toBe(false);
  });

  it('takes every character the user typed as itself', () => {
    const A = '[aáàâãäAÁÀÂÃÄ]';
    expect(nameSearchPattern('S.A. (tr) 9% a_b*+?[x]{2}|^$\\-')).toBe(
      `s\\.${A}\\. \\(tr\\) 9% ${A}_b\\*\\+\\?\\[x\\]\\{2\\}\\|\\^\\$\\\\\\-`,
    );
    expect(finds('S.A.', 'BANDEIRANTES SXAX')).toBe(false);
    expect(finds('S.A.', 'BANDEIRANTES S.A.')).toBe(true);
    expect(finds('(', 'EMPRESA (FILIAL)')).toBe(true);
  });
});
