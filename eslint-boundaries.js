// @ts-check
// The layering of both apps (docs/architecture.md): app -> features -> shared. A feature never
// imports another feature, and shared code never imports a feature or the app layer, so a feature
// can change without breaking its neighbours. Elements are built from the folders on disk, so a new
// feature is fenced in the day it is created.
import { readdirSync } from 'node:fs';
import path from 'node:path';

/** @typedef {{ name: 'api' | 'web'; root: string; app: string[]; shared: string[] }} TLayers */

/** @type {TLayers[]} */
export const LAYERS = [
  {
    name: 'api',
    root: 'apps/api/src',
    app: ['plugins', 'routes'],
    shared: ['lib', 'db', 'seed'],
  },
  {
    name: 'web',
    root: 'apps/web/src',
    app: ['app'],
    shared: ['components', 'lib', 'hooks', 'styles', 'test'],
  },
];

export const BOUNDARY_MESSAGE =
  'Fora das camadas app → features → shared: um feature não importa outro feature, e o código compartilhado não importa features nem o app.';

const featuresOf = (/** @type {string} */ root) =>
  readdirSync(path.join(import.meta.dirname, root, 'features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const elementOf = (/** @type {string} */ type, /** @type {string} */ root, /** @type {string} */ name) => ({
  type,
  pattern: `${root}/${name}`,
});

/** The `boundaries/elements` setting: one type per app layer, one per feature. */
export const boundaryElements = () =>
  LAYERS.flatMap(({ name, root, app, shared }) => [
    ...app.map((entry) => elementOf(`${name}-app`, root, entry)),
    ...shared.map((entry) => elementOf(`${name}-shared`, root, entry)),
    ...featuresOf(root).map((feature) =>
      elementOf(`${name}-feature-${feature}`, root, `features/${feature}`),
    ),
  ]);

const allow = (/** @type {string} */ from, /** @type {string[]} */ to) => ({
  from: { element: { type: from } },
  allow: { to: { element: { types: { anyOf: to } } } },
});

/** The `boundaries/dependencies` policies: what each layer may import. */
export const boundaryPolicies = () =>
  LAYERS.flatMap(({ name, root }) => {
    const features = featuresOf(root).map((feature) => `${name}-feature-${feature}`);
    const everything = [`${name}-root`, `${name}-app`, `${name}-shared`, ...features];
    return [
      allow(`${name}-root`, everything),
      allow(`${name}-app`, everything),
      allow(`${name}-shared`, [`${name}-shared`, `${name}-root`]),
      ...features.map((feature) => allow(feature, [feature, `${name}-shared`, `${name}-root`])),
    ];
  });
