/**
 * The web build's reuse, lock and swap (scripts/build-web.ts). The build's inputs are hashed and the
 * hash is stored with the output (dist/.vite/build-inputs.json, with the list of the files built), so
 * a start whose inputs have not changed reuses dist/ instead of rebuilding it. A build writes into a
 * folder of its own beside dist/ and is renamed into place when complete, under a lock, so a second
 * start in the same checkout waits for the first one's build and then reuses it.
 */
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export type TBuildStamp = { hash: string; files: string[] };
export type TBuildDecision = { shouldBuild: boolean; reason: string };
export type TLockOwner = { pid: number };

/** What the web build reads, relative to the repository: Vite's sources and config, and the build scripts. */
export const WEB_BUILD_INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/chunk-groups.ts',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'packages/contract/src',
  'packages/contract/package.json',
  'tsconfig.base.json',
  'package-lock.json',
  'scripts/build-web.ts',
  'scripts/web-build-cache.ts',
  'scripts/prerender-web.ts',
  'scripts/precompress-web.ts',
  'scripts/web-manifest.ts',
];

/** Where the stamp sits in the output: beside Vite's manifest, which the server never sends. */
export const STAMP_FILE = '.vite/build-inputs.json';
/** Bumped when the stamp's meaning changes, so an older stamp never matches. */
const STAMP_VERSION = 1;
// Tests are not bundled: editing one must not cost a rebuild at the next start.
const NOT_AN_INPUT = /\.test\.tsx?$/;

const toPosix = (file: string): string => file.split(path.sep).join('/');

/** Every file under `dir`, relative to it with forward slashes, sorted. */
export const listFiles = ({ dir }: { dir: string }): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => toPosix(path.relative(dir, path.join(entry.parentPath, entry.name))))
    .sort();

/** The input files that exist, relative to `root`, sorted; a folder stands for every file under it. */
export const listInputFiles = ({ root, inputs }: { root: string; inputs: readonly string[] }): string[] =>
  inputs
    .flatMap((input) => {
      const full = path.join(root, input);
      if (!existsSync(full)) return [];
      if (!statSync(full).isDirectory()) return [input];
      return listFiles({ dir: full }).map((file) => `${input}/${file}`);
    })
    .filter((file) => !NOT_AN_INPUT.test(file))
    .sort();

/**
 * One hash of the inputs' paths and contents, and of the environment Vite compiles in (`VITE_*`,
 * and `NODE_ENV`, which picks React's build). A file added, removed or edited changes it.
 */
export const hashInputs = ({
  root,
  inputs,
  env,
}: {
  root: string;
  inputs: readonly string[];
  env: Readonly<Record<string, string | undefined>>;
}): string => {
  const hash = createHash('sha256').update(`web-build-inputs ${STAMP_VERSION}\n`);
  for (const file of listInputFiles({ root, inputs })) {
    const content = createHash('sha256')
      .update(readFileSync(path.join(root, file)))
      .digest('hex');
    hash.update(`${file}\0${content}\n`);
  }
  const compiledIn = Object.keys(env)
    .filter((name) => name.startsWith('VITE_') || name === 'NODE_ENV')
    .sort();
  for (const name of compiledIn) hash.update(`env ${name}=${env[name] ?? ''}\n`);
  return hash.digest('hex');
};

export const readStamp = ({ distDir }: { distDir: string }): TBuildStamp | null => {
  try {
    const stamp = JSON.parse(readFileSync(path.join(distDir, STAMP_FILE), 'utf8')) as Partial<TBuildStamp>;
    if (typeof stamp.hash !== 'string' || !Array.isArray(stamp.files)) return null;
    return { hash: stamp.hash, files: stamp.files };
  } catch {
    return null;
  }
};

/** Writes the stamp into a finished build: its inputs' hash and every file it holds. */
export const writeStamp = ({ outDir, hash }: { outDir: string; hash: string }): void => {
  const files = listFiles({ dir: outDir }).filter((file) => file !== STAMP_FILE);
  mkdirSync(path.dirname(path.join(outDir, STAMP_FILE)), { recursive: true });
  writeFileSync(path.join(outDir, STAMP_FILE), `${JSON.stringify({ hash, files }, null, 2)}\n`);
};

/** The stamp's files that are no longer in dist/ (a build half-deleted by hand, or by another tool). */
export const findMissingFiles = ({ distDir, stamp }: { distDir: string; stamp: TBuildStamp }): string[] =>
  stamp.files.filter((file) => !existsSync(path.join(distDir, file)));

export const decideWebBuild = ({
  isForced,
  inputHash,
  stamp,
  missingFiles,
}: {
  isForced: boolean;
  inputHash: string;
  stamp: TBuildStamp | null;
  missingFiles: readonly string[];
}): TBuildDecision => {
  if (isForced) return { shouldBuild: true, reason: 'a build was asked for (--force)' };
  if (!stamp) return { shouldBuild: true, reason: 'no build with a record of its inputs yet' };
  if (stamp.hash !== inputHash)
    return { shouldBuild: true, reason: 'its inputs changed since the last build' };
  if (missingFiles.length > 0) {
    return {
      shouldBuild: true,
      reason: `the last build is incomplete (${missingFiles.length} files missing, ${missingFiles[0]} first)`,
    };
  }
  return { shouldBuild: false, reason: 'its inputs are unchanged since the last build' };
};

/**
 * A lock left by a build that is gone: its process has ended, or it stopped refreshing the lock
 * (a process id taken again by another program would otherwise keep the lock forever).
 */
export const isLockStale = ({
  owner,
  ageMs,
  staleMs,
  isAlive,
}: {
  owner: TLockOwner | null;
  ageMs: number;
  staleMs: number;
  isAlive: (pid: number) => boolean;
}): boolean => {
  if (ageMs > staleMs) return true;
  // Just created: its owner is writing its id.
  if (!owner) return false;
  return !isAlive(owner.pid);
};

export const isProcessAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const OWNER_FILE = 'owner.json';

const readOwner = ({ lockDir }: { lockDir: string }): TLockOwner | null => {
  try {
    const owner = JSON.parse(readFileSync(path.join(lockDir, OWNER_FILE), 'utf8')) as Partial<TLockOwner>;
    return typeof owner.pid === 'number' ? { pid: owner.pid } : null;
  } catch {
    return null;
  }
};

const lockAgeMs = ({ lockDir }: { lockDir: string }): number => {
  const ownerFile = path.join(lockDir, OWNER_FILE);
  try {
    return Date.now() - statSync(existsSync(ownerFile) ? ownerFile : lockDir).mtimeMs;
  } catch {
    return 0;
  }
};

/** Whether this call made the lock folder (mkdir is atomic: of two callers, one gets EEXIST). */
const tryCreateLock = ({ lockDir }: { lockDir: string }): boolean => {
  try {
    mkdirSync(lockDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  writeFileSync(path.join(lockDir, OWNER_FILE), `${JSON.stringify({ pid: process.pid })}\n`);
  return true;
};

/** Moves a stale lock aside before removing it, so two waiters that found it stale remove it once. */
const removeStaleLock = ({ lockDir }: { lockDir: string }): void => {
  const aside = `${lockDir}.stale-${process.pid}-${Date.now()}`;
  try {
    renameSync(lockDir, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  rmSync(aside, { recursive: true, force: true });
};

/**
 * Takes the lock folder, waiting while another live build holds it. The holder refreshes it every
 * `staleMs / 4`; the returned function releases it.
 */
export const acquireLock = async ({
  lockDir,
  staleMs = 60_000,
  pollMs = 200,
  timeoutMs = 15 * 60_000,
  onWait = () => undefined,
}: {
  lockDir: string;
  staleMs?: number;
  pollMs?: number;
  timeoutMs?: number;
  onWait?: (owner: TLockOwner | null) => void;
}): Promise<() => void> => {
  mkdirSync(path.dirname(lockDir), { recursive: true });
  const startedAt = Date.now();
  let hasWaited = false;
  while (!tryCreateLock({ lockDir })) {
    const owner = readOwner({ lockDir });
    if (isLockStale({ owner, ageMs: lockAgeMs({ lockDir }), staleMs, isAlive: isProcessAlive })) {
      removeStaleLock({ lockDir });
      continue;
    }
    if (Date.now() - startedAt > timeoutMs) {
      throw new Error(
        `web build: ${lockDir} has been held for ${timeoutMs / 1000} s; remove it if no build runs.`,
      );
    }
    if (!hasWaited) onWait(owner);
    hasWaited = true;
    await sleep(pollMs);
  }
  const ownerFile = path.join(lockDir, OWNER_FILE);
  const refresh = setInterval(() => {
    const now = new Date();
    utimesSync(ownerFile, now, now);
  }, staleMs / 4);
  refresh.unref();
  let isReleased = false;
  return () => {
    if (isReleased) return;
    isReleased = true;
    clearInterval(refresh);
    rmSync(lockDir, { recursive: true, force: true });
  };
};

/**
 * Puts a finished build in dist/'s place. The old dist/ is moved aside first (a folder cannot be
 * renamed over a full one), so dist/ is absent only between two renames, never half-written.
 */
export const swapIntoPlace = ({
  builtDir,
  distDir,
  asideDir,
}: {
  builtDir: string;
  distDir: string;
  asideDir: string;
}): void => {
  if (existsSync(distDir)) {
    mkdirSync(path.dirname(asideDir), { recursive: true });
    renameSync(distDir, asideDir);
  }
  renameSync(builtDir, distDir);
  rmSync(asideDir, { recursive: true, force: true });
};

const checkBuild = ({
  root,
  inputs,
  distDir,
  isForced,
  env,
}: {
  root: string;
  inputs: readonly string[];
  distDir: string;
  isForced: boolean;
  env: Readonly<Record<string, string | undefined>>;
}): TBuildDecision & { inputHash: string } => {
  const inputHash = hashInputs({ root, inputs, env });
  const stamp = readStamp({ distDir });
  const missingFiles = stamp ? findMissingFiles({ distDir, stamp }) : [];
  return { ...decideWebBuild({ isForced, inputHash, stamp, missingFiles }), inputHash };
};

/**
 * Builds into `<workDir>/<pid>/dist` with `build` and swaps it into `distDir`, unless dist/ already
 * holds a complete build of the same inputs. Under the lock the check is made again: a start that
 * waited for another one's build reuses it. `isForced` always builds (CI, `npm run build`).
 */
export const buildWithCache = async ({
  root,
  inputs,
  distDir,
  workDir,
  isForced,
  env = process.env,
  build,
  log = console.log,
}: {
  root: string;
  inputs: readonly string[];
  distDir: string;
  workDir: string;
  isForced: boolean;
  env?: Readonly<Record<string, string | undefined>>;
  build: (outDir: string) => Promise<void>;
  log?: (line: string) => void;
}): Promise<{ isBuilt: boolean; reason: string }> => {
  const first = checkBuild({ root, inputs, distDir, isForced, env });
  if (!first.shouldBuild) return { isBuilt: false, reason: first.reason };
  const release = await acquireLock({
    lockDir: path.join(workDir, 'lock'),
    onWait: (owner) =>
      log(`web build: waiting for the build of process ${owner?.pid ?? '?'} in this checkout to finish`),
  });
  try {
    const decision = checkBuild({ root, inputs, distDir, isForced, env });
    if (!decision.shouldBuild) return { isBuilt: false, reason: `${decision.reason} (built meanwhile)` };
    // Whatever else is in the work folder was left by a build that died: only the lock's holder builds.
    for (const entry of readdirSync(workDir)) {
      if (entry !== 'lock') rmSync(path.join(workDir, entry), { recursive: true, force: true });
    }
    log(`web build: building, ${decision.reason}`);
    const ownDir = path.join(workDir, String(process.pid));
    // Named dist/ like the real one, so that git, ESLint and Prettier ignore it as they ignore dist/.
    const outDir = path.join(ownDir, 'dist');
    await build(outDir);
    writeStamp({ outDir, hash: decision.inputHash });
    swapIntoPlace({ builtDir: outDir, distDir, asideDir: path.join(ownDir, 'previous', 'dist') });
    rmSync(ownDir, { recursive: true, force: true });
    return { isBuilt: true, reason: decision.reason };
  } finally {
    release();
  }
};
