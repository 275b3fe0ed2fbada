import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ONLY_MESSAGE, STAFF_ONLY_MESSAGE, toFastifyPath, type TCall } from '@pc/contract/call';
import { listCalls } from '@pc/contract/call-table';
import { users } from '../../src/db/schema/users.ts';
import { bearer, signInTokens } from '../helpers/auth-requests.ts';
import { createClock, insertAuthFixtures, insertUser } from '../helpers/fixtures.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';

// From the contract's call table: every back-office call is covered the day it is added.
const adminCalls: [string, TCall][] = listCalls().filter(
  ([, call]) => !call.sharedRoute && call.path.startsWith('/api/admin/'),
);

const CUSTOMER = { id: 1, email: 'ana@cliente.example' };
const STAFF = { id: 10, email: 'sofia@portal.example' };
const ADMIN = { id: 11, email: 'carla@portal.example' };

/** A concrete URL for the route (path parameters filled with 1). */
const urlOf = (call: TCall) => toFastifyPath(call.path).replace(/:\w+/g, '1');

/**
 * The back-office lives under /api/admin. No token is a 401, a customer a 403, a staff
 * member a 403 on an admin's call, and an admin gets past the guard; the role is read at each request.
 */
describe('the /api/admin authorization matrix', () => {
  let ctx: TTestApp;
  const tokens = { customer: '', staff: '', admin: '' };

  beforeAll(async () => {
    ctx = await createTestApp({
      now: createClock().now,
      prepare: async (database) => {
        await insertAuthFixtures(database.db);
        await insertUser(database.db, { ...STAFF, role: 'STAFF' });
        await insertUser(database.db, { ...ADMIN, role: 'ADMIN' });
      },
    });
    tokens.customer = (await signInTokens(ctx.app, CUSTOMER.email)).access_token;
    tokens.staff = (await signInTokens(ctx.app, STAFF.email)).access_token;
    tokens.admin = (await signInTokens(ctx.app, ADMIN.email)).access_token;
  });
  afterAll(() => ctx.close());

  const send = (call: TCall, accessToken: string | null) =>
    ctx.app.inject({
      method: call.method,
      url: urlOf(call),
      ...(accessToken ? { headers: bearer(accessToken) } : {}),
    });

  it('covers at least the security settings, each call with a role, each registered', () => {
    expect(adminCalls.map(([name]) => name)).toEqual(
      expect.arrayContaining(['getSecuritySettingsCall', 'putSecuritySettingsCall']),
    );
    for (const [name, call] of adminCalls) {
      expect(call.role, name).toMatch(/^(STAFF|ADMIN)$/);
      expect(ctx.app.hasRoute({ method: call.method, url: toFastifyPath(call.path) }), name).toBe(true);
    }
  });

  it.each(adminCalls)('%s: no token → 401', async (_name, call) => {
    const response = await send(call, null);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it.each(adminCalls)('%s: a customer → 403', async (_name, call) => {
    const response = await send(call, tokens.customer);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN', message: STAFF_ONLY_MESSAGE });
  });

  it.each(adminCalls)(
    '%s: a staff member → 403 on an admin’s call, else past the guard',
    async (_name, call) => {
      const response = await send(call, tokens.staff);
      if (call.role === 'ADMIN') {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ code: 'FORBIDDEN', message: ADMIN_ONLY_MESSAGE });
      } else {
        expect([401, 403]).not.toContain(response.statusCode);
      }
    },
  );

  it.each(adminCalls)('%s: an admin gets past the guard', async (_name, call) => {
    const response = await send(call, tokens.admin);
    expect([401, 403], response.body).not.toContain(response.statusCode);
  });

  it('reads the role at each request: a role taken away stops the same token at once, and given back lets it in', async () => {
    const call = adminCalls.find(([name]) => name === 'getSecuritySettingsCall')?.[1];
    if (!call) throw new Error('getSecuritySettingsCall is not an /api/admin call');
    expect((await send(call, tokens.admin)).statusCode).toBe(200);

    await ctx.app.db.update(users).set({ role: 'STAFF' }).where(eq(users.id, ADMIN.id));
    const demoted = await send(call, tokens.admin);
    expect(demoted.statusCode).toBe(403);
    expect(demoted.json()).toMatchObject({ message: ADMIN_ONLY_MESSAGE });

    await ctx.app.db.update(users).set({ role: 'CUSTOMER' }).where(eq(users.id, ADMIN.id));
    expect((await send(call, tokens.admin)).json()).toMatchObject({ message: STAFF_ONLY_MESSAGE });

    await ctx.app.db.update(users).set({ role: 'ADMIN' }).where(eq(users.id, ADMIN.id));
    expect((await send(call, tokens.admin)).statusCode).toBe(200);
  });
});
