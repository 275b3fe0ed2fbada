import { type ChildProcess, spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  decideWebBuild,
  hashInputs,
  isLockStale,
  listInputFiles,
  readStamp,
  STAMP_FILE,
  WEB_BUILD_INPUTS,
} from './web-build-cache.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');
const fakeBuild = path.join(import.meta.dirname, 'fake-web-build.ts');

let root = '';
let logFile = '';

const write = (file: string, text: string): void => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'pdc-web-build-'));
  logFile = path.join(root, 'builds.log');
  write('src/main.tsx', 'export const main = 1;\n');
  write('src/lib/format.ts', 'export const format = 2;\n');
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('the web build inputs hash', () => {
  const hashOf = (env: Record<string, string> = {}) =>
    hashInputs({ root, inputs: ['src', 'index.html'], env });

  it('lists the files under each input folder, and skips inputs that do not exist', () => {
    expect(listInputFiles({ root, inputs: ['src', 'index.html'] })).toEqual([
      'src/lib/format.ts',
      'src/main.tsx',
    ]);
  });

  it('is the same for the same files and changes when a file is edited, added or removed', () => {
    const first = hashOf();
    expect(hashOf()).toBe(first);
    write('src/main.tsx', 'export const main = 3;\n');
    const edited = hashOf();
    expect(edited).not.toBe(first);
    write('index.html', '<div id="root"></div>');
    const added = hashOf();
    expect(added).not.toBe(edited);
    rmSync(path.join(root, 'index.html'));
    expect(hashOf()).toBe(edited);
  });

  it('ignores test files, which the build never bundles', () => {
    const first = hashOf();
    write('src/main.test.tsx', 'it("works", () => {});\n');
    expect(hashOf()).toBe(first);
  });

  it('covers what Vite compiles in from the environment, and nothing else of it', () => {
    const first = hashOf({ HOME: '/a' });
    expect(hashOf({ HOME: '/b' })).toBe(first);
    expect(hashOf({ VITE_API_BASE_URL: 'https://api.example' })).not.toBe(first);
    expect(hashOf({ NODE_ENV: 'development' })).not.toBe(first);
  });

  it('names inputs that exist in the repository (a renamed file would silently leave the hash)', () => {
    const missing = WEB_BUILD_INPUTS.filter((input) => !existsSync(path.join(repoRoot, input)));
    expect(missing).toEqual([]);
  });
});

describe('decideWebBuild', () => {
  const stamp = { hash: 'abc', files: ['index.html'] };

  it('builds when forced, without a stamp, on other inputs, or with files missing', () => {
    const decide = (options: Partial<Parameters<typeof decideWebBuild>[0]>) =>
      decideWebBuild({ isForced: false, inputHash: 'abc', stamp, missingFiles: [], ...options }).shouldBuild;
    expect(decide({})).toBe(false);
    expect(decide({ isForced: true })).toBe(true);
    expect(decide({ stamp: null })).toBe(true);
    expect(decide({ inputHash: 'def' })).toBe(true);
    expect(decide({ missingFiles: ['assets/app.js'] })).toBe(true);
  });

  it('says why', () => {
    expect(
      decideWebBuild({ isForced: false, inputHash: 'abc', stamp, missingFiles: ['a.js', 'b.js'] }),
    ).toEqual({
      shouldBuild: true,
      reason: 'the last build is incomplete (2 files missing, a.js first)',
    });
  });
});

describe('isLockStale', () => {
  const isAlive = (pid: number) => pid === 1;

  it('keeps the lock of a live build, and of one still writing its id', () => {
    expect(isLockStale({ owner: { pid: 1 }, ageMs: 1000, staleMs: 60_000, isAlive })).toBe(false);
    expect(isLockStale({ owner: null, ageMs: 1000, staleMs: 60_000, isAlive })).toBe(false);
  });

  it('takes over the lock of an ended process, or one not refreshed in time', () => {
    expect(isLockStale({ owner: { pid: 2 }, ageMs: 1000, staleMs: 60_000, isAlive })).toBe(true);
    expect(isLockStale({ owner: { pid: 1 }, ageMs: 61_000, staleMs: 60_000, isAlive })).toBe(true);
    expect(isLockStale({ owner: null, ageMs: 61_000, staleMs: 60_000, isAlive })).toBe(true);
  });
});

type TRun = { child: ChildProcess; done: Promise<{ code: number | null; isBuilt: boolean }> };

const startFake = ({
  buildMs = 0,
  isForced = false,
}: { buildMs?: number; isForced?: boolean } = {}): TRun => {
  const args = [fakeBuild, root, logFile, String(buildMs), ...(isForced ? ['--force'] : [])];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  const done = new Promise<{ code: number | null; isBuilt: boolean }>((resolve) => {
    child.on('exit', (code) => {
      const isBuilt = code === 0 && (JSON.parse(stdout) as { isBuilt: boolean }).isBuilt;
      resolve({ code, isBuilt });
    });
  });
  return { child, done };
};

const readLog = (): string[] => (existsSync(logFile) ? readFileSync(logFile, 'utf8').trim().split('\n') : []);

describe('two builds of the same checkout (a fake build, in two processes)', () => {
  it('builds once when two start together: the second waits for the lock, then reuses the build', async () => {
    const [first, second] = await Promise.all([
      startFake({ buildMs: 500 }).done,
      startFake({ buildMs: 500 }).done,
    ]);
    expect([first.code, second.code]).toEqual([0, 0]);
    expect([first.isBuilt, second.isBuilt].sort()).toEqual([false, true]);
    expect(readLog()).toHaveLength(2);
    expect(readStamp({ distDir: path.join(root, 'dist') })?.files).toEqual(['assets/app.js', 'index.html']);
    // Neither the lock nor a half-built folder is left behind.
    expect(readdirSync(path.join(root, '.web-build'))).toEqual([]);
  });

  it('runs forced builds one after the other, never interleaved', async () => {
    const runs = [startFake({ buildMs: 300, isForced: true }), startFake({ buildMs: 300, isForced: true })];
    const results = await Promise.all(runs.map((run) => run.done));
    expect(results.map((result) => result.isBuilt)).toEqual([true, true]);
    const [start1, end1, start2, end2] = readLog().map((line) => line.split(' '));
    expect([start1?.[0], end1?.[0], start2?.[0], end2?.[0]]).toEqual(['start', 'end', 'start', 'end']);
    expect(end1?.[1]).toBe(start1?.[1]);
    expect(end2?.[1]).toBe(start2?.[1]);
  });

  it('rebuilds when an input changed or the output lost a file, and reuses it otherwise', async () => {
    expect((await startFake().done).isBuilt).toBe(true);
    expect((await startFake().done).isBuilt).toBe(false);
    write('src/main.tsx', 'export const main = 4;\n');
    expect((await startFake().done).isBuilt).toBe(true);
    rmSync(path.join(root, 'dist', 'assets', 'app.js'));
    expect((await startFake().done).isBuilt).toBe(true);
    expect(existsSync(path.join(root, 'dist', STAMP_FILE))).toBe(true);
  });

  it('keeps the previous build when a build is killed, and the next one takes over its lock', async () => {
    await startFake().done;
    const previous = readFileSync(path.join(root, 'dist', 'index.html'), 'utf8');
    write('src/main.tsx', 'export const main = 5;\n');
    const killed = startFake({ buildMs: 60_000 });
    while (readLog().length < 3) await sleep(50);
    killed.child.kill('SIGKILL');
    await killed.done;
    expect(readFileSync(path.join(root, 'dist', 'index.html'), 'utf8')).toBe(previous);
    const next = await startFake().done;
    expect(next).toEqual({ code: 0, isBuilt: true });
    expect(readFileSync(path.join(root, 'dist', 'index.html'), 'utf8')).not.toBe(previous);
    expect(readdirSync(path.join(root, '.web-build'))).toEqual([]);
  });
});
