import type { QueryClient } from '@tanstack/react-query';

/**
 * The current user's cache key, apart from the hook that fetches it: a screen that only asks for the
 * user to be read again (after a change of theirs) does not pull the fetch into its chunk.
 */
export const CURRENT_USER_KEY = 'credential';

/** GET /credential again, whatever the token; the stored user updates with the answer. */
export const invalidateCurrentUser = (queryClient: QueryClient): Promise<void> =>
  queryClient.invalidateQueries({ queryKey: [CURRENT_USER_KEY] });
