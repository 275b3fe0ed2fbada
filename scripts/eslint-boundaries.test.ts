import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });
const BOUNDARY_MESSAGE = expect.stringContaining('um feature não importa outro feature');

/** The boundary messages ESLint reports for `code` as if it were the file at `filePath`. */
const boundaryErrors = async (filePath: string, code: string): Promise<string[]> => {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'boundaries/dependencies')
    .map((message) => message.message);
};

describe('lint: app -> features -> shared', () => {
  it('fails a web feature that imports another feature', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/features/home/probe.ts',
      "export { CalendarLegend } from '../calendars/legend.tsx';\n",
    );
    expect(errors).toEqual([BOUNDARY_MESSAGE]);
  });

  it('fails an API feature that imports another feature', async () => {
    const errors = await boundaryErrors(
      'apps/api/src/features/indicators/probe.ts',
      "export * from '../processes/process-service.ts';\n",
    );
    expect(errors).toEqual([BOUNDARY_MESSAGE]);
  });

  it('fails shared code that imports a feature, and a feature that imports the app layer', async () => {
    expect(
      await boundaryErrors(
        'apps/web/src/lib/probe.ts',
        "export * from '../features/calendars/legend.tsx';\n",
      ),
    ).toEqual([BOUNDARY_MESSAGE]);
    expect(
      await boundaryErrors(
        'apps/api/src/db/probe.ts',
        "export * from '../features/processes/process-service.ts';\n",
      ),
    ).toEqual([BOUNDARY_MESSAGE]);
    expect(
      await boundaryErrors('apps/web/src/features/home/probe.ts', "export * from '../../app/router.tsx';\n"),
    ).toEqual([BOUNDARY_MESSAGE]);
    expect(
      await boundaryErrors(
        'apps/api/src/features/bi/probe.ts',
        "export * from '../../plugins/bi-host.ts';\n",
      ),
    ).toEqual([BOUNDARY_MESSAGE]);
  });

  it('lets a feature import its own files and shared code, and the app import features', async () => {
    expect(
      await boundaryErrors(
        'apps/web/src/features/home/probe.ts',
        "export * from './variation.ts';\nexport * from '../../lib/format.ts';\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'apps/api/src/features/processes/probe.ts',
        "export * from '../../lib/app-error.ts';\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'apps/web/src/app/probe.ts',
        "export * from '../features/calendars/legend.tsx';\n",
      ),
    ).toEqual([]);
  });
});
