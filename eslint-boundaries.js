// @ts-check
// The layering of both apps (docs/architecture.md), written once here and enforced by lint. Each
// app is a stack of ranks: a file may import its own element and any element of a lower rank,
// never one above it, and never a sibling of its own rank (features do not import each other, nor
// do seed/ and cli/). Elements are built from the folders on disk, so a new feature is fenced in the
// day it is created, and every file of src/ must belong to an element (no-unknown-files).
//   api: entry (server.ts, openapi.ts) → app (app.ts, startup.ts, fastify-types.ts, plugins/, routes/)
//        → features/<x> | seed/ | cli/ → core/ (the shared domain) → db/ → lib/ (technical helpers)
//   web: app (app/, main.tsx, prerender.tsx) → features/<x> → components/ → hooks/ → lib/ → styles/
// Errors and the company-scope types sit below both db/ and core/ (lib/app-error.ts, db/company-scope.ts),
// so a repository can throw and scope without reaching up.
import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * One element: a type and the folders (relative to the app's src/) that make it. `root` marks the
 * element holding the files at the top of src/ itself; `isTestSupport` marks test helpers every layer's
 * tests may use. 'features' in a rank stands for one element per folder of features/.
 * @typedef {{ type: string; folders: string[]; isRoot?: boolean; isTestSupport?: boolean }} TElement
 * @typedef {{ name: 'api' | 'web'; root: string; ranks: (TElement | 'features')[][]; entryFiles: string[]; appModule: string | null }} TApp
 */

/** @type {TApp[]} */
export const APPS = [
  {
    name: 'api',
    root: 'apps/api/src',
    ranks: [
      [{ type: 'app', folders: ['plugins', 'routes'], isRoot: true }],
      ['features', { type: 'seed', folders: ['seed'] }, { type: 'cli', folders: ['cli'] }],
      [{ type: 'core', folders: ['core'] }],
      [{ type: 'db', folders: ['db'] }],
      [{ type: 'lib', folders: ['lib'] }],
    ],
    // Only these boot the app plugin; everything else receives what it needs from it.
    entryFiles: ['server.ts', 'openapi.ts'],
    appModule: 'app.ts',
  },
  {
    name: 'web',
    root: 'apps/web/src',
    ranks: [
      [{ type: 'app', folders: ['app'], isRoot: true }],
      ['features'],
      [{ type: 'components', folders: ['components'] }],
      [{ type: 'hooks', folders: ['hooks'] }],
      [{ type: 'lib', folders: ['lib'] }],
      [{ type: 'styles', folders: ['styles'] }],
      [{ type: 'test', folders: ['test'], isTestSupport: true }],
    ],
    entryFiles: [],
    appModule: null,
  },
];

export const BOUNDARY_MESSAGE =
  'Fora das camadas (docs/architecture.md): cada camada importa só a si mesma e as de baixo — api: entrada → app → features | seed | cli → core → db → lib; web: app → features → components → hooks → lib; um feature não importa outro feature.';

export const APP_MODULE_MESSAGE =
  'Só server.ts e openapi.ts importam app.ts: o app é montado no topo e entrega o que as camadas de baixo usam.';

const featuresOf = (/** @type {string} */ root) =>
  readdirSync(path.join(import.meta.dirname, root, 'features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** The ranks of one app with 'features' expanded to one element per feature folder. */
const ranksOf = (/** @type {TApp} */ app) =>
  app.ranks.map((rank) =>
    rank.flatMap((element) =>
      element === 'features'
        ? featuresOf(app.root).map((feature) => ({
            type: `feature-${feature}`,
            folders: [`features/${feature}`],
          }))
        : [element],
    ),
  );

const typeOf = (/** @type {TApp} */ app, /** @type {string} */ type) => `${app.name}-${type}`;

/** The `boundaries/elements` setting. The root element comes last: it takes the files no folder claimed. */
export const boundaryElements = () =>
  APPS.flatMap((app) => {
    const elements = ranksOf(app).flat();
    const folders = elements.flatMap((element) =>
      element.folders.map((folder) => ({
        type: typeOf(app, element.type),
        pattern: `${app.root}/${folder}`,
        partialMatch: false,
      })),
    );
    const rootElement = elements.find((element) => element.isRoot);
    return rootElement
      ? [...folders, { type: typeOf(app, rootElement.type), pattern: app.root, partialMatch: false }]
      : folders;
  });

/** The `boundaries/files` setting: the entry points and the app module, which only they import. */
export const boundaryFiles = () =>
  APPS.flatMap((app) => [
    ...app.entryFiles.map((file) => ({ category: `${app.name}-entry`, pattern: `${app.root}/${file}` })),
    ...(app.appModule
      ? [{ category: `${app.name}-app-module`, pattern: `${app.root}/${app.appModule}` }]
      : []),
  ]);

const allow = (/** @type {string} */ from, /** @type {string[]} */ to) => ({
  from: { element: { type: from } },
  allow: { to: { element: { types: { anyOf: to } } } },
});

/** The `boundaries/dependencies` policies: what each element may import. */
export const boundaryPolicies = () =>
  APPS.flatMap((app) => {
    const ranks = ranksOf(app).map((rank) =>
      rank.map((element) => ({ ...element, type: typeOf(app, element.type) })),
    );
    const testSupport = ranks
      .flat()
      .filter((element) => element.isTestSupport)
      .map((element) => element.type);
    const featureRank = ranks.findIndex((rank) => rank.some((element) => element.type.includes('-feature-')));
    const shared = ranks
      .slice(featureRank + 1)
      .flat()
      .map((element) => element.type);
    const rankPolicies = ranks.flatMap((rank, index) => {
      const below = ranks
        .slice(index + 1)
        .flat()
        .map((element) => element.type);
      return rank.map((element) =>
        element.isTestSupport
          ? // Test support renders any shared piece; every layer's tests may use it.
            allow(element.type, shared)
          : allow(element.type, [element.type, ...below, ...testSupport]),
      );
    });
    const appModulePolicies = app.appModule
      ? [
          {
            disallow: { to: { file: { categories: `${app.name}-app-module` } } },
            message: APP_MODULE_MESSAGE,
          },
          {
            from: { file: { categories: `${app.name}-entry` } },
            allow: { to: { file: { categories: `${app.name}-app-module` } } },
          },
        ]
      : [];
    return [...rankPolicies, ...appModulePolicies];
  });
