import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

type TTool = {
  name: string;
  packageName: string;
  candidates: (string | undefined)[];
  /** Skip Recommends (LibreOffice's are large); Chromium keeps its fonts. */
  isLean?: boolean;
};

const isOnPath = (command: string): boolean => spawnSync('which', [command]).status === 0;

/**
 * Finds a tool the tests need, or installs its Debian package when running as root with apt.
 * Never downloads anything but Debian's packages; otherwise stops with a message naming the package.
 */
const ensureTool = ({ name, packageName, candidates, isLean = false }: TTool): string => {
  const found = candidates.find((candidate): candidate is string =>
    Boolean(candidate && (candidate.includes('/') ? existsSync(candidate) : isOnPath(candidate))),
  );
  if (found) return found;

  const isRoot = process.getuid?.() === 0;
  if (isRoot && isOnPath('apt-get')) {
    console.log(`${name} not found: installing Debian package "${packageName}" with apt-get…`);
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync(
      'apt-get',
      ['install', '-y', '-qq', ...(isLean ? ['--no-install-recommends'] : []), packageName],
      {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      },
    );
    const installed = candidates.find((candidate): candidate is string =>
      Boolean(candidate && (candidate.includes('/') ? existsSync(candidate) : isOnPath(candidate))),
    );
    if (installed) return installed;
  }
  throw new Error(
    `${name} não encontrado. Instale o pacote Debian "${packageName}" (apt-get install -y ${packageName}). ` +
      'Os testes nunca baixam ferramentas de fora dos pacotes Debian.',
  );
};

/** Debian's Chromium for the end-to-end tests (never a downloaded browser build). */
export const ensureChromium = (): string =>
  ensureTool({
    name: 'Chromium',
    packageName: 'chromium',
    candidates: [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'],
  });

/**
 * Debian's Chromium headless shell, the build Playwright runs headless: most specs run in it, the
 * full browser is kept for the push spec (e2e/playwright.config.ts).
 */
export const ensureChromiumHeadlessShell = (): string =>
  ensureTool({
    name: 'Chromium headless shell',
    packageName: 'chromium-headless-shell',
    candidates: [process.env.CHROMIUM_HEADLESS_SHELL_PATH, '/usr/bin/chromium-headless-shell'],
  });

/** LibreOffice Calc, which the API suite uses to prove the spreadsheets open without a warning. */
export const ensureLibreOffice = (): string =>
  ensureTool({
    name: 'LibreOffice',
    packageName: 'libreoffice-calc-nogui',
    candidates: ['libreoffice'],
    isLean: true,
  });

/** HAProxy, the load balancer of the cluster test (deploy/haproxy.cfg). */
export const ensureHaproxy = (): string =>
  ensureTool({
    name: 'HAProxy',
    packageName: 'haproxy',
    candidates: [process.env.HAPROXY_BIN, '/usr/sbin/haproxy', 'haproxy'],
  });
