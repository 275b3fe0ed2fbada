import { z } from 'zod';
import { dataEnvelope } from './envelope.ts';

// Not in envelope.ts: the sign-in screen loads that module and never pages a list.

/** Where a page sits in the whole list (Spring Data's names). */
export const ZPageInfo = z.object({
  number: z.number().int(),
  size: z.number().int(),
  totalElements: z.number().int(),
  totalPages: z.number().int(),
});
export type TPageInfo = z.infer<typeof ZPageInfo>;

/** The page `number` (from 1) of `size` rows out of `totalElements`. */
export const pageInfoOf = ({ number, size, totalElements }: Omit<TPageInfo, 'totalPages'>): TPageInfo => ({
  number,
  size,
  totalElements,
  totalPages: Math.ceil(totalElements / size),
});

/** `{ data: T[], page }`: one page of a list, and where it sits in the whole. */
export const pageEnvelope = <T extends z.ZodType>(schema: T) =>
  dataEnvelope(z.array(schema)).extend({ page: ZPageInfo });
