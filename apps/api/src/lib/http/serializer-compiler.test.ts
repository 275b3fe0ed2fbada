import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { ZCashCalendarResponse } from '@pc/contract/cash-calendar';
import { isSameBothWays, serializerCompiler } from './serializer-compiler.ts';

const serializerOf = (schema: z.ZodType) => serializerCompiler({ schema, method: 'GET', url: '/x' } as never);

const ZLine = z.object({
  id: z.number().int(),
  name: z.string().min(1),
  note: z.string().nullable().optional(),
});

describe('isSameBothWays', () => {
  it('takes plain answers (objects, arrays, unions, enums, nullables, lazies)', () => {
    const ZTree: z.ZodType = z.lazy(() => z.object({ id: z.number(), children: z.array(ZTree) }));
    expect(isSameBothWays(ZLine)).toBe(true);
    expect(isSameBothWays(z.array(z.union([ZLine, z.literal('x'), z.enum(['A', 'B'])])))).toBe(true);
    expect(isSameBothWays(z.record(z.string(), z.tuple([z.number(), z.null()])))).toBe(true);
    expect(isSameBothWays(ZTree)).toBe(true);
    expect(isSameBothWays(ZCashCalendarResponse)).toBe(true);
  });

  it('refuses anything that encodes differently, however deep', () => {
    const codec = z.codec(z.string(), z.number(), { decode: Number, encode: String });
    expect(isSameBothWays(z.object({ list: z.array(z.object({ at: codec })) }))).toBe(false);
    expect(isSameBothWays(z.object({ id: z.number().default(1) }))).toBe(false);
    expect(isSameBothWays(z.object({ id: z.string().transform(Number) }))).toBe(false);
    expect(isSameBothWays(z.object({ id: z.number() }).readonly())).toBe(false);
    expect(isSameBothWays(z.union([ZLine, z.number().catch(0)]))).toBe(false);
  });
});

describe('serializerCompiler', () => {
  it('writes the same JSON as an encode, without the keys the contract does not name', () => {
    const serialize = serializerOf(z.array(ZLine));
    const data = [
      { id: 1, name: 'Ana', note: null, password: 'x' },
      { id: 2, name: 'Bia' },
    ];
    expect(serialize(data)).toBe(JSON.stringify(z.encode(z.array(ZLine), data)));
    expect(JSON.parse(serialize(data))).toEqual([
      { id: 1, name: 'Ana', note: null },
      { id: 2, name: 'Bia' },
    ]);
  });

  it('encodes schemas that read differently backwards', () => {
    const ZAt = z.object({
      at: z.codec(z.iso.datetime(), z.date(), {
        decode: (text) => new Date(text),
        encode: (date) => date.toISOString(),
      }),
    });
    expect(serializerOf(ZAt)({ at: new Date('2026-11-26T10:00:00Z') })).toBe(
      '{"at":"2026-11-26T10:00:00.000Z"}',
    );
  });

  it('refuses an answer that breaks its contract, on both paths', () => {
    for (const schema of [ZLine, ZLine.extend({ at: z.number().default(0) })]) {
      let caught: unknown;
      try {
        serializerOf(schema)({ id: 'um', name: '' });
      } catch (error) {
        caught = error;
      }
      expect(isResponseSerializationError(caught)).toBe(true);
    }
  });
});
