import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Toaster } from '../components/toast/toaster.tsx';
import { registerNavigator } from '../lib/navigation.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { routerContextFor } from '../lib/router-context.ts';

/** A route tree in a memory router with a fresh (or the given) query cache, wired like the app (401 redirects, toasts). */
export const renderRoutes = (routes: RouteObject[], path: string, queryClient = createQueryClient()) => {
  const router = createMemoryRouter(routes, {
    initialEntries: [path],
    getContext: routerContextFor(queryClient),
  });
  registerNavigator((to, options) => void router.navigate(to, options));
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return router;
};
