import type { QueryClient } from '@tanstack/react-query';
import { createContext, RouterContextProvider } from 'react-router';

/** The app's query cache, for route loaders that start a screen's calls before its code is in. */
export const queryClientContext = createContext<QueryClient>();

/** The router's context for one app (or one test): its query cache. */
export const routerContextFor = (queryClient: QueryClient) => () => {
  const context = new RouterContextProvider();
  context.set(queryClientContext, queryClient);
  return context;
};
