import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BRANDING_LOGO_DELETE_ACTION,
  BRANDING_LOGO_UPDATE_ACTION,
  BRANDING_UPDATE_ACTION,
  checkPrimaryColorContrast,
  DEFAULT_PORTAL_NAME,
  DEFAULT_PRIMARY_COLOR,
  LOGO_NOT_FOUND_MESSAGE,
  LOGO_TOO_LARGE_MESSAGE,
  LOGO_TYPE_MESSAGE,
  MAX_LOGO_BYTES,
  primaryColorContrastMessage,
  type TAdminBranding,
  type TBrandingBody,
} from '@pc/contract/branding';
import { ADMIN_ONLY_MESSAGE } from '@pc/contract/call';
import { deliverQueuedEmail } from '../../src/core/mail/mail-queue.ts';
import { emailOutbox } from '../../src/db/schema/audit.ts';
import { auditEvents } from '../../src/db/schema/audit-events.ts';
import { buildRecoveryEmail } from '../../src/features/auth/recovery-email.ts';
import { LOGO_SVG_TOO_DEEP_MESSAGE } from '../../src/features/branding/svg-bounds.ts';
import { bearer, signInTokens } from '../helpers/auth-requests.ts';
import { createClock, insertAuthFixtures, insertUser } from '../helpers/fixtures.ts';
import { readEml } from '../helpers/read-eml.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';

const STAFF = { id: 10, email: 'sofia@portal.example' };
const ADMIN = { id: 11, email: 'carla@portal.example' };
const PATH = '/api/admin/branding';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const HOSTILE_SVG = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 40 40" onload="alert('onload')">
  <script>alert('script')</script>
  <style>@import url(https://evil.example/a.css); .mark { fill: url(https://evil.example/p.svg#x); } .ok { fill: #104375; }</style>
  <foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>
  <image xlink:href="https://evil.example/track.png" width="4" height="4"/>
  <a href="javascript:alert('link')"><text x="2" y="30">PC</text></a>
  <linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient>
  <rect class="ok" width="40" height="40" rx="6" onclick="alert('click')" style="fill:url(http://evil.example/x)"/>
  <circle cx="20" cy="20" r="8" fill="url(#g)"/>
</svg>`;

const CUSTOM: TBrandingBody = {
  portalName: 'Aurora Despachos',
  primaryColor: '#5B3A8C',
  emailSenderName: 'Equipe Aurora',
  supportEmail: 'suporte@aurora.example',
  supportPhone: '+55 (11) 3000-1234',
};
const DEFAULTS: TBrandingBody = {
  portalName: null,
  primaryColor: null,
  emailSenderName: null,
  supportEmail: null,
  supportPhone: null,
};

const multipart = (fileName: string, mimeType: string, content: Buffer) => {
  const boundary = '----pdcBranding';
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${mimeType}\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
};

/**
 * Back-office screen 5 "Identidade visual": an admin saves the portal's name, colour, sender and
 * support contact (colours below WCAG AA refused), uploads a logo (PNG, or SVG sanitised), and the
 * product applies them at once: e-mails, the calendar feed, the public logo.
 */
describe('back-office visual identity (/api/admin/branding)', () => {
  let ctx: TTestApp;
  let dataDir: string;
  const clock = createClock(new Date('2026-11-26T12:00:00Z'));
  const tokens = { staff: '', admin: '', customer: '' };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'pdc-branding-'));
    ctx = await createTestApp({
      now: clock.now,
      env: { DATA_DIR: dataDir },
      prepare: async ({ db }) => {
        await insertAuthFixtures(db);
        await insertUser(db, { ...STAFF, role: 'STAFF' });
        await insertUser(db, { ...ADMIN, role: 'ADMIN' });
      },
    });
    tokens.staff = (await signInTokens(ctx.app, STAFF.email)).access_token;
    tokens.admin = (await signInTokens(ctx.app, ADMIN.email)).access_token;
    tokens.customer = (await signInTokens(ctx.app, 'ana@cliente.example')).access_token;
  });
  afterAll(async () => {
    await ctx.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const read = async (token = tokens.staff): Promise<TAdminBranding> => {
    const response = await ctx.app.inject({ method: 'GET', url: PATH, headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: TAdminBranding }).data;
  };
  const save = (body: unknown, token = tokens.admin) =>
    ctx.app.inject({ method: 'PUT', url: PATH, headers: bearer(token), payload: body as object });
  const upload = (fileName: string, mimeType: string, content: Buffer, token = tokens.admin) => {
    const form = multipart(fileName, mimeType, content);
    return ctx.app.inject({
      method: 'PUT',
      url: `${PATH}/logo`,
      headers: { ...bearer(token), ...form.headers },
      payload: form.payload,
    });
  };
  const removeLogo = (token = tokens.admin) =>
    ctx.app.inject({ method: 'DELETE', url: `${PATH}/logo`, headers: bearer(token) });
  const lastAudit = async () =>
    (await ctx.app.db.select().from(auditEvents).orderBy(desc(auditEvents.id)).limit(1))[0];

  it('reads the defaults before any save (the demo keeps its look)', async () => {
    expect(await read()).toEqual({
      portalName: null,
      primaryColor: null,
      emailSenderName: null,
      supportEmail: null,
      supportPhone: null,
      logo: null,
      version: 0,
      updatedAt: null,
      defaults: {
        portalName: DEFAULT_PORTAL_NAME,
        primaryColor: DEFAULT_PRIMARY_COLOR,
        emailSenderName: DEFAULT_PORTAL_NAME,
      },
    });
    const logo = await ctx.app.inject({ method: 'GET', url: '/branding/logo' });
    expect(logo.statusCode).toBe(404);
    expect(logo.json()).toMatchObject({ message: LOGO_NOT_FOUND_MESSAGE });
  });

  it('refuses a colour below AA, naming the ratio found and the 4.5:1 needed', async () => {
    for (const color of ['#777777', '#3b8fe0', '#ffcc00']) {
      const response = await save({ ...CUSTOM, primaryColor: color });
      expect(response.statusCode, color).toBe(400);
      const { ratio } = checkPrimaryColorContrast(color);
      expect(ratio).toBeLessThan(4.5);
      expect(response.json()).toMatchObject({ message: primaryColorContrastMessage(color, ratio) });
      expect((response.json() as { message: string }).message).toContain('4,5:1');
    }
    expect((await read()).version).toBe(0);
  });

  it('refuses line breaks and other control characters in its texts with a 400 in pt-BR', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ portalName: 'Aurora\r\nBcc: todos@x.example' }, 'O nome do portal'],
      [{ portalName: 'Aurora\n' }, 'O nome do portal'],
      [{ emailSenderName: 'Equipe\r\nReply-To: x@x.example' }, 'O nome do remetente dos e-mails'],
      [{ emailSenderName: 'Equipe\tAurora' }, 'O nome do remetente dos e-mails'],
    ];
    for (const [change, label] of cases) {
      const response = await save({ ...CUSTOM, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'BAD_REQUEST',
        message: `${label} não pode ter quebras de linha, tabulações ou outros caracteres de controle.`,
      });
    }
    expect((await read()).version).toBe(0);
  });

  it('lets staff read but not change it', async () => {
    for (const response of [
      await save(CUSTOM, tokens.staff),
      await upload('logo.png', 'image/png', PNG, tokens.staff),
      await removeLogo(tokens.staff),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ message: ADMIN_ONLY_MESSAGE });
    }
    expect(
      (await ctx.app.inject({ method: 'GET', url: PATH, headers: bearer(tokens.customer) })).statusCode,
    ).toBe(403);
  });

  it('saves the identity, raises the version and audits before and after', async () => {
    const response = await save(CUSTOM);
    expect(response.statusCode, response.body).toBe(200);
    const saved = (response.json() as { data: TAdminBranding }).data;
    expect(saved).toMatchObject({ ...CUSTOM, primaryColor: '#5b3a8c', version: 1 });
    expect(saved.updatedAt).toBe(clock.now().toISOString());
    expect(await read()).toEqual(saved);
    const audit = await lastAudit();
    expect(audit).toMatchObject({
      actorUserId: ADMIN.id,
      action: BRANDING_UPDATE_ACTION,
      subjectType: 'branding',
      subjectId: '1',
      before: DEFAULTS,
      after: { ...CUSTOM, primaryColor: '#5b3a8c' },
    });
    // The same values again: nothing changes, nothing is recorded.
    expect((await save(CUSTOM)).statusCode).toBe(200);
    expect((await read()).version).toBe(1);
    expect((await lastAudit())?.id).toBe(audit?.id);
  });

  it('sanitises an SVG: no script, handler, foreign object or external reference is kept', async () => {
    const response = await upload('logo.svg', 'image/svg+xml', Buffer.from(HOSTILE_SVG));
    expect(response.statusCode, response.body).toBe(200);
    const { logo, version } = (response.json() as { data: TAdminBranding }).data;
    expect(logo).toMatchObject({ mimeType: 'image/svg+xml', url: `/branding/logo?v=${version}` });

    const served = await ctx.app.inject({ method: 'GET', url: logo?.url ?? '' });
    expect(served.statusCode).toBe(200);
    const svg = served.body;
    for (const gone of [
      '<script',
      'alert',
      'onload',
      'onclick',
      'foreignObject',
      'evil.example',
      'javascript:',
      '@import',
    ]) {
      expect(svg, gone).not.toContain(gone);
    }
    // The drawing itself stays, with its in-document references.
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('<rect class="ok"');
    expect(svg).toContain('fill="url(#g)"');
    expect(svg).toContain('.ok { fill: #104375; }');

    const audit = await lastAudit();
    expect(audit?.action).toBe(BRANDING_LOGO_UPDATE_ACTION);
    expect(audit?.before).toEqual({ logo: null });
    const after = audit?.after as { logo: { mimeType: string; size: number; sha256: string } };
    expect(after.logo).toMatchObject({ mimeType: 'image/svg+xml', size: Buffer.byteLength(svg) });
    expect(after.logo.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(audit)).not.toContain('<svg');
  });

  it('serves the logo publicly, cached by version, under a CSP that runs nothing', async () => {
    const { version } = await read();
    const current = await ctx.app.inject({ method: 'GET', url: `/branding/logo?v=${version}` });
    expect(current.statusCode).toBe(200);
    expect(current.headers['content-type']).toBe('image/svg+xml');
    expect(current.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(current.headers['x-content-type-options']).toBe('nosniff');
    expect(current.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(current.headers.etag).toBe(`"logo-${version}"`);

    const unversioned = await ctx.app.inject({ method: 'GET', url: '/branding/logo' });
    expect(unversioned.headers['cache-control']).toBe('public, no-cache');
    const revalidated = await ctx.app.inject({
      method: 'GET',
      url: '/branding/logo',
      headers: { 'if-none-match': `"logo-${version}"` },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('takes a PNG, and refuses a PNG named .svg, an SVG named .png, other types and over 512 KB', async () => {
    const png = await upload('marca.png', 'image/png', PNG);
    expect(png.statusCode, png.body).toBe(200);
    expect((png.json() as { data: TAdminBranding }).data.logo).toMatchObject({
      mimeType: 'image/png',
      size: PNG.length,
    });
    const served = await ctx.app.inject({ method: 'GET', url: '/branding/logo' });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);

    for (const [fileName, mimeType, content] of [
      ['logo.svg', 'image/svg+xml', PNG],
      ['logo.png', 'image/png', Buffer.from(HOSTILE_SVG)],
      ['logo.svg', 'image/svg+xml', Buffer.from('<html><body>not an svg</body></html>')],
      ['logo.svg', 'image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><g></svg>')],
      ['logo.gif', 'image/gif', Buffer.from('GIF89a')],
      ['logo.svg', 'image/svg+xml', Buffer.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34])],
    ] as const) {
      const response = await upload(fileName, mimeType, content);
      expect(response.statusCode, fileName).toBe(400);
      expect(response.json()).toMatchObject({ message: LOGO_TYPE_MESSAGE });
    }
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_LOGO_BYTES)]);
    const tooBig = await upload('logo.png', 'image/png', big);
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json()).toMatchObject({ message: LOGO_TOO_LARGE_MESSAGE });
    // Still the PNG.
    expect((await read()).logo?.mimeType).toBe('image/png');
  });

  it('refuses an SVG nested 5,000 deep with a 400 in pt-BR, before building any DOM', async () => {
    const before = (await read()).logo;
    const deep = `<svg xmlns="http://www.w3.org/2000/svg">${'<g>'.repeat(5000)}${'</g>'.repeat(5000)}</svg>`;
    const response = await upload('logo.svg', 'image/svg+xml', Buffer.from(deep));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ message: LOGO_SVG_TOO_DEEP_MESSAGE });
    expect((await read()).logo).toEqual(before);
  });

  it('removes the logo, audited; removing none records nothing', async () => {
    const response = await removeLogo();
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as { data: TAdminBranding }).data.logo).toBeNull();
    const audit = await lastAudit();
    expect(audit).toMatchObject({ action: BRANDING_LOGO_DELETE_ACTION, after: { logo: null } });
    expect((await removeLogo()).statusCode).toBe(200);
    expect((await lastAudit())?.id).toBe(audit?.id);
    expect((await ctx.app.inject({ method: 'GET', url: '/branding/logo' })).statusCode).toBe(404);
  });

  it('puts the saved name, sender and support contact in the e-mails', async () => {
    const [outboxId] = await ctx.app.mailQueue.recordEmails(ctx.app.db, [
      buildRecoveryEmail({
        to: 'ana@cliente.example',
        name: 'Ana Souza',
        code: '123456',
        validityMinutes: 15,
      }),
    ]);
    const [row] = await ctx.app.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.id, outboxId ?? 0));
    expect(row?.subject).toBe('Aurora Despachos: código para redefinir sua senha');
    expect(row?.textBody).not.toContain(DEFAULT_PORTAL_NAME);
    expect(row?.textBody).toContain('Equipe Aurora Despachos');
    expect(row?.textBody).toContain('Suporte: suporte@aurora.example · +55 (11) 3000-1234');
    expect(row?.htmlBody).toContain('href="mailto:suporte@aurora.example"');

    await deliverQueuedEmail({
      db: ctx.app.db,
      transport: ctx.app.mailTransport,
      outboxId: outboxId ?? 0,
      isLastTry: false,
      now: clock.now,
    });
    const files = (await readdir(path.join(dataDir, 'outbox'))).filter((file) => file.endsWith('.eml'));
    const email = await readEml(path.join(dataDir, 'outbox', files[0] ?? ''));
    expect(email.raw.toString('utf8')).toMatch(/^From: Equipe Aurora <nao-responda@portal\.example>\r$/m);
    expect(email.subject).toBe('Aurora Despachos: código para redefinir sua senha');
  });

  it('names the calendar feed after the portal', async () => {
    const headers = bearer(tokens.customer);
    const feed = await ctx.app.inject({
      method: 'PUT',
      url: '/api/public/customer/calendar-feed',
      headers,
      payload: { companyIds: null, regenerate: false },
    });
    expect(feed.statusCode, feed.body).toBe(200);
    const url = new URL((feed.json() as { data: { url: string } }).data.url);
    const ics = await ctx.app.inject({ method: 'GET', url: url.pathname });
    expect(ics.statusCode).toBe(200);
    expect(ics.body).toContain('X-WR-CALNAME:Aurora Despachos');
    expect(ics.body).not.toContain(DEFAULT_PORTAL_NAME);
  });

  it('goes back to the defaults with nulls', async () => {
    const response = await save(DEFAULTS);
    expect(response.statusCode).toBe(200);
    expect((response.json() as { data: TAdminBranding }).data).toMatchObject(DEFAULTS);
    const [outboxId] = await ctx.app.mailQueue.recordEmails(ctx.app.db, [
      buildRecoveryEmail({
        to: 'ana@cliente.example',
        name: 'Ana Souza',
        code: '123456',
        validityMinutes: 15,
      }),
    ]);
    const [row] = await ctx.app.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.id, outboxId ?? 0));
    expect(row?.subject).toBe(`${DEFAULT_PORTAL_NAME}: código para redefinir sua senha`);
    expect(row?.textBody).not.toContain('Suporte:');
  });
});
