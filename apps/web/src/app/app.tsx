import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { Toaster } from '../components/toast/toaster.tsx';
import { storage } from '../lib/storage.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { createAppRouter } from './router.tsx';

// Created once, outside React: data routers and query caches must not live in component state.
const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

// Logout and 401 clear the stored session; the next user must not see this user's cached data.
let hadSession = storage.hasSession();
storage.subscribe(() => {
  const hasSession = storage.hasSession();
  if (hadSession && !hasSession) queryClient.getQueryCache().clear();
  hadSession = hasSession;
});

export const App = () => (
  <QueryClientProvider client={queryClient}>
    {/* Route changes render as transitions (the router's default): React yields to the browser
        while it draws a screen, so a signed-in screen's first render is not one long task that
        holds taps back (phone speed). A data router keeps the old screen until the new one's code has
        loaded either way. */}
    <RouterProvider router={router} />
    <Toaster />
  </QueryClientProvider>
);
