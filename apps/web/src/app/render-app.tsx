import { renderRoutes } from '../test/render-routes.tsx';
import { appRoutes } from './router.tsx';
// Loaded with the test file, as the pages' own imports are: the router loads the shell lazily, and
// transforming it inside the first test's time limit made that test slow, not wrong.
import './signed-in-layout.tsx';

/** Tests only: the real route tree, for flows that cross features (sign-in, guards, the shell). */
export const renderApp = (path: string) => renderRoutes(appRoutes, path);
