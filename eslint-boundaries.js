// @ts-check
// The layering of both apps (docs/architecture.md): app -> features -> shared. A feature never
// imports another feature, and shared code never imports a feature or the app layer, so a feature
// can change without breaking its neighbours. Zones are built from the folders on disk, so a new
// feature is fenced in the day it is created.
import { readdirSync } from 'node:fs';
import path from 'node:path';

/** @typedef {{ root: string; app: string[]; shared: string[] }} TLayers */

/** @type {Record<'api' | 'web', TLayers>} */
export const LAYERS = {
  api: {
    root: 'apps/api/src',
    app: ['app.ts', 'server.ts', 'startup.ts', 'plugins', 'routes', 'openapi.ts'],
    shared: ['lib', 'db', 'config.ts', 'fastify-types.ts', 'seed'],
  },
  web: {
    root: 'apps/web/src',
    app: ['app', 'main.tsx'],
    shared: ['components', 'lib', 'hooks', 'styles', 'test'],
  },
};

const featuresOf = (/** @type {string} */ root) =>
  readdirSync(path.join(import.meta.dirname, root, 'features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const under = (/** @type {string} */ root, /** @type {string[]} */ names) =>
  names.map((name) => `./${root}/${name}`);

/** The `import-x/no-restricted-paths` zones of one app. */
export const zonesOf = (/** @type {TLayers} */ { root, app, shared }) => {
  const features = `./${root}/features`;
  return [
    ...featuresOf(root).map((feature) => ({
      target: `${features}/${feature}`,
      from: features,
      except: [`./${feature}`],
      message:
        'A feature never imports another feature: move what both need to shared code (lib/, db/, components/, hooks/).',
    })),
    {
      target: features,
      from: under(root, app),
      message: 'A feature never imports the app layer: the app composes the features.',
    },
    {
      target: under(root, shared),
      from: [features, ...under(root, app)],
      message: 'Shared code never imports a feature or the app layer.',
    },
  ];
};
