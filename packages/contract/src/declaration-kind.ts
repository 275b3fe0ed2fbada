import { z } from 'zod';

/** Which declaration a process has: the classic DI or the DUIMP (the process's `duimp` flag). */
export const DECLARATION_KINDS = ['DI', 'DUIMP'] as const;
export type TDeclarationKind = (typeof DECLARATION_KINDS)[number];

/** An optional DI-or-DUIMP filter of a list or an analytics query; `name` is the field's. */
export const zDeclarationKindQuery = (name: string) =>
  z.enum(DECLARATION_KINDS, { error: `Informe ${name} como DI ou DUIMP.` }).optional();
