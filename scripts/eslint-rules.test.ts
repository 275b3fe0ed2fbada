import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

/** A function of `lines` statements (one per line), as source text. */
const functionOf = (lines: number): string =>
  `export const long = (): number => {\n  let total = 0;\n${'  total += 1;\n'.repeat(lines - 3)}  return total;\n};\n`;

const lengthErrors = async (filePath: string, code: string): Promise<number> => {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'max-lines-per-function').length;
};

describe('lint: no function over 150 lines outside tests', () => {
  it('fails a 160-line function in either app and lets a 140-line one pass', async () => {
    expect(await lengthErrors('apps/api/src/lib/zz-probe.ts', functionOf(160))).toBe(1);
    expect(await lengthErrors('apps/web/src/lib/zz-probe.ts', functionOf(160))).toBe(1);
    expect(await lengthErrors('apps/api/src/lib/zz-probe.ts', functionOf(140))).toBe(0);
  });

  it('leaves test files alone', async () => {
    expect(await lengthErrors('apps/api/src/lib/zz-probe.test.ts', functionOf(300))).toBe(0);
  });
});

describe('lint: a web feature calls the server only from its api/ folder', () => {
  const restricted = async (filePath: string, code: string): Promise<number> => {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
    return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports').length;
  };

  it('fails a component that builds a call, and lets the api/ folder do it', async () => {
    const callApi = "import { callApi } from '../../lib/api-client.ts';\nexport const x = callApi;\n";
    const queryOptions =
      "import { callQueryOptions } from '../../lib/call-query-options.ts';\nexport const x = callQueryOptions;\n";
    expect(await restricted('apps/web/src/features/home/zz-probe.tsx', callApi)).toBe(1);
    expect(await restricted('apps/web/src/features/home/zz-probe.tsx', queryOptions)).toBe(1);
    expect(
      await restricted('apps/web/src/features/home/api/zz-probe.ts', callApi.replace('../../', '../../../')),
    ).toBe(0);
  });
});
