import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chooseSteps } from './choose-steps.ts';

const steps = [
  { name: 'lint (eslint)' },
  { name: 'API suite on PGlite (vitest)' },
  { name: 'end-to-end (e2e, Playwright in Chromium)' },
];

describe('chooseSteps', () => {
  it('runs every step when no word is given', () => {
    expect(chooseSteps(steps, [])).toEqual({ steps });
  });

  it('keeps the steps whose name contains a word, in any case', () => {
    expect(chooseSteps(steps, ['api', 'LINT'])).toEqual({ steps: [steps[0], steps[1]] });
    expect(chooseSteps(steps, ['e2e'])).toEqual({ steps: [steps[2]] });
  });

  it('is an error listing the steps when no step matches', () => {
    expect(chooseSteps(steps, ['nada', 'lnt'])).toEqual({
      error: [
        'No step matched "nada", "lnt". The steps are:',
        '  lint (eslint)',
        '  API suite on PGlite (vitest)',
        '  end-to-end (e2e, Playwright in Chromium)',
      ].join('\n'),
    });
  });
});

describe('npm test -- <words>', () => {
  it('fails, naming the steps, when the words match no step', () => {
    const result = spawnSync(process.execPath, [path.join(import.meta.dirname, 'test.ts'), 'no-such-step'], {
      encoding: 'utf8',
      env: { ...process.env, TEST_DATABASE_URL: '' },
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('No step matched "no-such-step". The steps are:\n  web build (vite)\n');
    expect(result.stderr).toContain('  format (prettier --check)');
    expect(result.stderr).toContain('  end-to-end (e2e, Playwright in Chromium, 2 lanes of specs by weight)');
    expect(result.stdout).not.toContain('━━');
  });
});
