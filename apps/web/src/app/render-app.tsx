import { renderRoutes } from '../test/render-routes.tsx';
import { appRoutes } from './router.tsx';

/** Tests only: the real route tree, for flows that cross features (sign-in, guards, the shell). */
export const renderApp = (path: string) => renderRoutes(appRoutes, path);
