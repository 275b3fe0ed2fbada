import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import { requireOwnCompanies } from './company-scope.ts';

describe('requireOwnCompanies', () => {
  const message = (outside: number[]) => `fora: ${outside.join(', ')}`;

  it('answers the requested companies of the caller, deduplicated in request order', () => {
    expect(requireOwnCompanies({ companyIds: [3, 102, 2397], requestedIds: [102, 3, 102], message })).toEqual(
      [102, 3],
    );
  });

  it('a foreign id is a 403 whose message names every foreign id once', () => {
    const call = () => requireOwnCompanies({ companyIds: [3], requestedIds: [3, 999, 7, 999], message });
    expect(call).toThrow(AppError);
    let thrown: unknown;
    try {
      call();
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ statusCode: 403, message: 'fora: 999, 7' });
  });
});
