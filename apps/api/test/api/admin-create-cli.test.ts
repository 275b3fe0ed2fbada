import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITATION_ACCEPTED_MESSAGE } from '@pc/contract/invitation';
import { runAdminCreate } from '../../src/cli/admin-cli.ts';
import { userCompanies, users } from '../../src/db/schema/users.ts';
import { bearer, signIn, signInTokens } from '../helpers/auth-requests.ts';
import {
  advanceIdentitySequences,
  createClock,
  FIXTURE_PASSWORD,
  insertAuthFixtures,
  insertUser,
} from '../helpers/fixtures.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';

const NEW_PASSWORD = 'Primeiro@Admin1';
const LINK_RE = /(https?:\/\/\S+\/definir-senha\/[\w-]+)/;

/** `npm run admin:create -- --email … [--name …]`, the first admin without a default password. */
describe('admin:create', () => {
  let ctx: TTestApp;
  const clock = createClock();

  beforeAll(async () => {
    ctx = await createTestApp({
      now: clock.now,
      prepare: async (database) => {
        await insertAuthFixtures(database.db);
        await insertUser(database.db, {
          id: 20,
          email: 'gil@portal.example',
          name: 'Gil Reis',
          isActive: false,
        });
        await advanceIdentitySequences(database.db, ['users']);
      },
    });
  });
  afterAll(() => ctx.close());

  /** Runs the command on the test app's database (left open: the test app owns it). */
  const run = async (args: string[], env: Record<string, string> = {}) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runAdminCreate({
      args,
      env,
      print: (line) => out.push(line),
      printError: (line) => err.push(line),
      open: async () => ({ ...ctx.database, close: async () => undefined }),
      now: clock.now(),
    });
    return { code, out: out.join('\n'), err: err.join('\n') };
  };
  const linkOf = (output: string): string => LINK_RE.exec(output)?.[1] ?? '';
  const tokenOf = (link: string): string => link.split('/').at(-1) ?? '';
  const userByEmail = async (email: string) =>
    (await ctx.app.db.select().from(users).where(eq(users.email, email)))[0];

  it('creates an ADMIN without companies or a usable password, and prints a one-time link that sets one', async () => {
    const result = await run(['--email', ' Nova.Admin@Portal.Example ', '--name', 'Nora Admin']);
    expect(result.code, result.err).toBe(0);
    expect(result.out).toContain('Administrador Nora Admin <nova.admin@portal.example> criado');
    const link = linkOf(result.out);
    // No PUBLIC_URL: the local address on the default port.
    expect(link).toMatch(/^http:\/\/localhost:8080\/definir-senha\/[\w-]{43}$/);

    const user = await userByEmail('nova.admin@portal.example');
    expect(user).toMatchObject({ name: 'Nora Admin', role: 'ADMIN', isActive: true });
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(
      await ctx.app.db
        .select()
        .from(userCompanies)
        .where(eq(userCompanies.userId, user?.id ?? 0)),
    ).toEqual([]);
    // Nothing that looks like a password is printed, and no usual one works.
    expect(result.out).not.toMatch(/senha:\s*\S/i);
    for (const password of ['admin', 'Admin@123', FIXTURE_PASSWORD, '']) {
      expect(
        (await signIn(ctx.app, { username: 'nova.admin@portal.example', password })).statusCode,
      ).not.toBe(200);
    }

    const page = await ctx.app.inject({ method: 'GET', url: `/credential/invitation/${tokenOf(link)}` });
    expect(page.json()).toEqual({ data: { name: 'Nora Admin', email: 'nova.admin@portal.example' } });
    const accepted = await ctx.app.inject({
      method: 'POST',
      url: '/credential/invitation/accept',
      payload: { token: tokenOf(link), newPassword: NEW_PASSWORD, newPasswordConfirm: NEW_PASSWORD },
    });
    expect(accepted.json()).toEqual({ code: 'SUCCESS', message: INVITATION_ACCEPTED_MESSAGE });

    // The new admin reaches the back-office (the admin's rule is off: no second factor asked).
    const session = await signInTokens(ctx.app, 'nova.admin@portal.example', NEW_PASSWORD);
    const settings = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/security-settings',
      headers: bearer(session.access_token),
    });
    expect(settings.statusCode, settings.body).toBe(200);
  });

  it('builds the link on PUBLIC_URL and names the user after the e-mail without --name', async () => {
    const result = await run(['--email', 'ops@portal.example'], {
      PUBLIC_URL: 'https://portal.example.com/',
    });
    expect(result.code, result.err).toBe(0);
    expect(linkOf(result.out)).toMatch(/^https:\/\/portal\.example\.com\/definir-senha\/[\w-]{43}$/);
    expect(await userByEmail('ops@portal.example')).toMatchObject({ name: 'ops', role: 'ADMIN' });
  });

  it('promotes an existing user, whose password keeps working; run again, only the newest link works', async () => {
    const promoted = await run(['--email', 'bruno@cliente.example']);
    expect(promoted.code, promoted.err).toBe(0);
    expect(promoted.out).toContain(
      'Usuário existente Bruno Lima <bruno@cliente.example> promovido a administrador',
    );
    expect(await userByEmail('bruno@cliente.example')).toMatchObject({ role: 'ADMIN', name: 'Bruno Lima' });
    expect((await signIn(ctx.app, { username: 'bruno@cliente.example' })).statusCode).toBe(200);

    const again = await run(['--email', 'bruno@cliente.example']);
    expect(again.out).toContain('já era administrador');
    const read = (link: string) =>
      ctx.app.inject({ method: 'GET', url: `/credential/invitation/${tokenOf(link)}` });
    expect((await read(linkOf(promoted.out))).statusCode).toBe(404);
    expect((await read(linkOf(again.out))).statusCode).toBe(200);
  });

  it('leaves an inactive account alone (exit 1)', async () => {
    const result = await run(['--email', 'gil@portal.example']);
    expect(result.code).toBe(1);
    expect(result.err).toContain('está inativo');
    expect(await userByEmail('gil@portal.example')).toMatchObject({ role: 'CUSTOMER' });
  });

  it.each([
    [[], 'Informe --email.'],
    [['--email', 'sem-arroba'], 'E-mail inválido: sem-arroba'],
    [['--email', 'a@b.example', '--senha', 'x'], "Unknown option '--senha'"],
  ])('refuses %j with the usage (exit 2)', async (args, message) => {
    const result = await run(args);
    expect(result.code).toBe(2);
    expect(result.err).toContain(message);
    expect(result.err).toContain('uso: npm run admin:create -- --email E-MAIL [--name NOME]');
  });

  it('runs as a script (node src/cli/admin-cli.ts)', async () => {
    const script = path.resolve(import.meta.dirname, '../../src/cli/admin-cli.ts');
    const failure = await promisify(execFile)(process.execPath, [script], {
      env: { PATH: process.env.PATH },
    }).catch((error: { code: number; stderr: string }) => error);
    expect(failure).toMatchObject({ code: 2, stderr: expect.stringContaining('Informe --email.') });
  });
});
