/**
 * Why a route guard sent the user away (decision 0102): the guard redirects as the spec says and
 * hands the reason over in the navigation's state, and the shell says it above the screen it lands on.
 */
export type TForbiddenReason = 'analytics' | 'products' | 'admin';

type TForbiddenState = { forbidden: TForbiddenReason };

const isForbiddenReason = (value: unknown): value is TForbiddenReason =>
  value === 'analytics' || value === 'products' || value === 'admin';

/** The navigation state a guard redirects with. */
export const forbiddenStateFor = (reason: TForbiddenReason): TForbiddenState => ({ forbidden: reason });

/** The reason carried by a location's state, if a guard put one there. */
export const readForbiddenReason = (state: unknown): TForbiddenReason | null => {
  const reason: unknown = (state as Partial<TForbiddenState> | null)?.forbidden;
  return isForbiddenReason(reason) ? reason : null;
};
