// flag-icons is hoisted to the workspace root's node_modules (npm workspaces), and a glob cannot
// name a package, hence the relative path. `no-inline` keeps every flag a file of its own: Vite
// would otherwise inline the small ones as data URLs into this module.
const FLAG_URLS = import.meta.glob<string>('../../../../../../node_modules/flag-icons/flags/4x3/*.svg', {
  eager: true,
  query: '?no-inline',
  import: 'default',
});

const byCode = new Map(
  Object.entries(FLAG_URLS).map(([path, url]) => [
    path.slice(path.lastIndexOf('/') + 1, -'.svg'.length),
    url,
  ]),
);

/** The local 4:3 SVG flag of an ISO alpha-2 code, or undefined when flag-icons has none. */
export const flagUrl = (alpha2: string): string | undefined => byCode.get(alpha2.trim().toLowerCase());
