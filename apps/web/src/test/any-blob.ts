/**
 * Any Blob, whichever realm made it. `expect.any(Blob)` compares with the test's global Blob, but
 * a fetch answer's blob() is Node's own Blob, a different class when files share one jsdom per
 * worker (the web project's vmThreads pool); both name themselves Blob.
 */
export const anyBlob = (): unknown => ({
  asymmetricMatch: (value: unknown): boolean => Object.prototype.toString.call(value) === '[object Blob]',
  toString: (): string => 'Blob',
  toAsymmetricMatcher: (): string => 'Blob',
});
