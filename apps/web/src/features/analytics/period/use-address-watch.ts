import { useState } from 'react';
import { useLocation, type Location } from 'react-router';

/**
 * Gerar sends a period to the address, and the router moves it in a transition: a Back pressed
 * before that lands overtakes it and keeps the address it was sent from. The page watches from the
 * press; when the address moves, whichever way, `onMoved` runs in that render so the period boxes
 * show the address's period rather than the one typed.
 */
export const useAddressWatch = (onMoved: () => void): (() => void) => {
  const location = useLocation();
  const [watchedFrom, setWatchedFrom] = useState<Location | null>(null);
  if (watchedFrom !== null && watchedFrom !== location) {
    setWatchedFrom(null);
    onMoved();
  }
  return () => setWatchedFrom(location);
};
