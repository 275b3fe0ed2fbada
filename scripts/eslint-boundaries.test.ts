import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });
const BOUNDARY_MESSAGE = expect.stringContaining('um feature não importa outro feature');
const APP_MODULE_MESSAGE = expect.stringContaining('Só server.ts e openapi.ts importam app.ts');

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

  it('keeps the API root at the top: only the entry points import app.ts, nothing below imports a root file', async () => {
    expect(await boundaryErrors('apps/api/src/lib/zz-probe.ts', "export * from '../app.ts';\n")).toEqual([
      APP_MODULE_MESSAGE,
    ]);
    expect(await boundaryErrors('apps/api/src/plugins/zz-probe.ts', "export * from '../app.ts';\n")).toEqual([
      APP_MODULE_MESSAGE,
    ]);
    expect(
      await boundaryErrors(
        'apps/api/src/features/bi/zz-probe.ts',
        "export * from '../../fastify-types.ts';\n",
      ),
    ).toEqual([BOUNDARY_MESSAGE]);
    expect(await boundaryErrors('apps/api/src/core/zz-probe.ts', "export * from '../startup.ts';\n")).toEqual(
      [BOUNDARY_MESSAGE],
    );
    expect(await boundaryErrors('apps/api/src/server.ts', "export * from './app.ts';\n")).toEqual([]);
    expect(await boundaryErrors('apps/api/src/openapi.ts', "export * from './app.ts';\n")).toEqual([]);
  });

  it('makes seed/ and cli/ consumers of the core, never imported from below', async () => {
    expect(
      await boundaryErrors('apps/api/src/lib/zz-probe.ts', "export * from '../seed/seed-demo-data.ts';\n"),
    ).toEqual([BOUNDARY_MESSAGE]);
    expect(
      await boundaryErrors(
        'apps/api/src/features/bi/zz-probe.ts',
        "export * from '../../seed/seed-demo-data.ts';\n",
      ),
    ).toEqual([BOUNDARY_MESSAGE]);
    expect(
      await boundaryErrors(
        'apps/api/src/core/zz-probe.ts',
        "export * from '../cli/service-client-cli.ts';\n",
      ),
    ).toEqual([BOUNDARY_MESSAGE]);
    expect(
      await boundaryErrors(
        'apps/api/src/seed/zz-probe.ts',
        "export * from '../core/auth/password.ts';\nexport * from '../db/client.ts';\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors('apps/api/src/startup.ts', "export * from './seed/seed-demo-data.ts';\n"),
    ).toEqual([]);
  });

  it('points the API arrows down: core → db → lib', async () => {
    expect(
      await boundaryErrors('apps/api/src/lib/zz-probe.ts', "export * from '../db/client.ts';\n"),
    ).toEqual([BOUNDARY_MESSAGE]);
    expect(
      await boundaryErrors('apps/api/src/lib/zz-probe.ts', "export * from '../core/auth/authenticate.ts';\n"),
    ).toEqual([BOUNDARY_MESSAGE]);
    expect(
      await boundaryErrors(
        'apps/api/src/db/zz-probe.ts',
        "export * from '../core/scope/resolve-scope.ts';\n",
      ),
    ).toEqual([BOUNDARY_MESSAGE]);
    expect(
      await boundaryErrors(
        'apps/api/src/db/repositories/zz-probe.ts',
        "export * from '../../lib/app-error.ts';\nexport * from '../company-scope.ts';\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'apps/api/src/core/zz-probe.ts',
        "export * from '../db/client.ts';\nexport * from '../lib/app-error.ts';\n",
      ),
    ).toEqual([]);
  });

  it('points the web shared arrows down: components → hooks → lib', async () => {
    expect(
      await boundaryErrors(
        'apps/web/src/hooks/zz-probe.ts',
        "export * from '../components/toast/toaster.tsx';\n",
      ),
    ).toEqual([BOUNDARY_MESSAGE]);
    expect(
      await boundaryErrors('apps/web/src/lib/zz-probe.ts', "export * from '../hooks/use-current-user.ts';\n"),
    ).toEqual([BOUNDARY_MESSAGE]);
    expect(
      await boundaryErrors(
        'apps/web/src/components/zz-probe.ts',
        "export * from '../hooks/use-current-user.ts';\n",
      ),
    ).toEqual([]);
  });
});
