import type { z } from 'zod';
import type { TCall } from '@pc/contract/call';

/** What a path parameter's schema says of its length: zod keeps a string's `.max()` as maxLength. */
const maxLengthOf = (schema: z.ZodType): number => {
  const { maxLength } = schema as { maxLength?: unknown };
  return typeof maxLength === 'number' ? maxLength : 0;
};

/**
 * The longest path parameter any call accepts (the forwarder's and the feed's tokens, the integration
 * user's e-mail: 200), so the router never refuses a value the contract takes. The router measures
 * a parameter decoded, as zod does, so the two limits are the same number.
 */
export const findLongestPathParam = (calls: readonly TCall[]): number =>
  Math.max(
    0,
    ...calls.flatMap((call) =>
      call.params ? Object.values(call.params.shape).map((schema) => maxLengthOf(schema as z.ZodType)) : [],
    ),
  );
