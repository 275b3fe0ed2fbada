import { describe, expect, it } from 'vitest';
import { buildPath, getCallAuth, toFastifyPath, type TCall } from './call.ts';
import { listCalls } from './call-table.ts';
import { ZBinaryFile } from './envelope.ts';
import { getDocumentDownloadCall } from './process-calls.ts';

const calls: [string, TCall][] = listCalls();

/**
 * Every call of both spec documents (§7), plus the calls we defined: the dashboard, the report
 * export, the quotation-document download, the BI import job's status and the country catalogue.
 */
const EXPECTED = [
  'POST /oauth/token',
  'GET /credential',
  'POST /gescomex/auth',
  'POST /userAccessLogs',
  'POST /credential/recovery/password',
  'POST /credential/recovery/verifyCode',
  'POST /credential/recovery/changePassword',
  'PATCH /credential/updateProfile',
  'POST /credential/logout',
  'GET /customers/import/search',
  'GET /customers/import/report/general',
  'GET /api/public/customer/processes/{id}',
  'POST /api/public/customer/processes/change-urgency',
  'GET /api/public/customer/processes/{id}/documents',
  'GET /api/public/customer/processes/{id}/documents/{docId}/download',
  'GET /api/public/customer/invoices/by-process-id/{id}',
  'GET /freightQuotation/importProcess/{id}',
  'POST /freightQuotation/process/{id}/excel',
  'GET /freightQuotation/importProcess/{id}/documents/{docId}/download',
  'GET /processSteps/search/findAllByOrderByPositionAsc',
  'GET /api/public/partner/customers',
  'POST /customers/import/report/excel',
  'GET /api/public/customer/analytics/getProcessesByIds',
  'POST /api/public/customer/analytics/enviarEmailSolicitacaoNovoIndicador',
  'GET /api/public/customer/analytics/getHerculesEtdIndicator',
  'GET /api/public/customer/analytics/averageByOriginLeadTimeIndicator',
  'GET /api/public/customer/analytics/averageByOriginLeadTimeIndicatorFilters',
  // Beyond the spec: the TRANSIT TIME tab's DUIMP waits (docs/decisions/0123-duimp-lead-times.md).
  'GET /api/public/customer/analytics/duimpLeadTimeIndicator',
  'GET /api/public/customer/analytics/leadtime/all',
  'GET /api/public/customer/analytics/total/all',
  'GET /api/public/customer/analytics/registroDi',
  'GET /api/public/customer/analytics/movimentacaoProcessual/all',
  'GET /api/public/customer/analytics/periodoDeArmazenagem/all',
  'GET /api/public/customer/cash-calendar',
  'GET /cash-calendar',
  'GET /api/public/customer/operational-calendar',
  'GET /bi/valores-impostos',
  'GET /bi/processos-por-modal',
  'GET /bi/pesos-importados',
  'GET /bi/mercadorias-ncm',
  'GET /bi/processos-por-canal',
  'GET /bi/valores-vmld-icms',
  'GET /bi/valores-frete',
  'GET /bi/medias-taxa-cambio',
  'GET /bi/processos-por-periodo',
  'GET /bi/paises-origem',
  'GET /bi/exportadores',
  'GET /bi/fabricantes',
  'GET /bi/lead-times',
  'GET /bi/valores-mapa-ncm',
  'GET /bi/valores-filtros',
  'GET /processos-importacao/importar-por-periodo-do-gescomex',
  'GET /bi/exportar/exportar-itens',
  'GET /processos-importacao/importacoes/{id}',
  'GET /bi/paises',
  'GET /api/public/customer/import-dashboard',
  'GET /api/public/customer/import-dashboard/filtros',
  'GET /api/public/customer/import-dashboard/processos',
  'POST /api/public/customer/import-dashboard/processos/excel',
  'GET /api/public/customer/import-dashboard/exportar',
  // Not in the spec: the follow-up e-mails' one-click unsubscribe.
  'POST /api/public/follow-up/unsubscribe',
  // Not in the spec: calendar feeds for Outlook and Google.
  'GET /api/public/customer/calendar-feed',
  'PUT /api/public/customer/calendar-feed',
  'DELETE /api/public/customer/calendar-feed',
  'GET /api/public/calendar-feed/{token}',
  // Not in the spec: Home's "Precisa de atenção".
  'GET /api/public/customer/attention',
  'GET /health',
  'GET /ready',
  'GET /metrics',
  'POST /api/integration/oauth/token',
  'PUT /api/integration/companies/{cnpj}',
  'PUT /api/integration/processes/{identification}',
  'POST /api/integration/processes/bulk',
  'PUT /api/integration/processes/{identification}/invoices/{invoiceNumber}',
  'PUT /api/integration/users/{email}',
  'PUT /api/integration/exchange-rates',
  'POST /api/integration/processes/{identification}/history',
  'POST /api/integration/processes/{identification}/documents',
  'PUT /api/integration/processes/{identification}/declaration',
  'POST /api/integration/processes/{identification}/quotation-invitations',
  'DELETE /api/integration/quotation-invitations/{id}',
  'GET /api/public/forwarder-quote/{token}',
  'PUT /api/public/forwarder-quote/{token}',
  'POST /api/public/forwarder-quote/{token}/attachments',
  'POST /api/public/customer/processes/{id}/quotation-invitations',
  'POST /api/public/customer/processes/{id}/quotations/{quotationId}/decision',
  'POST /api/public/customer/processes/{id}/quotations/viewed',
  // Security round 2: a new e-mail takes effect once the code sent to it is confirmed.
  'POST /credential/email-change/confirm',
  'POST /credential/bi-token',
  // Security round 2: a second factor (TOTP, recovery codes, passkeys) and the admin's rule.
  'POST /credential/passkeys/authentication-options',
  'POST /credential/second-factor/totp/setup',
  'POST /credential/second-factor/totp/confirm',
  'POST /credential/second-factor/totp/disable',
  'POST /credential/second-factor/recovery-codes',
  'POST /credential/sign-in/totp/setup',
  'POST /credential/sign-in/totp/confirm',
  'GET /credential/second-factor',
  'POST /credential/passkeys/registration-options',
  'POST /credential/passkeys',
  'DELETE /credential/passkeys/{id}',
  'GET /api/admin/security-settings',
  'PUT /api/admin/security-settings',
  // The back-office's Empresas screen.
  'GET /api/admin/companies',
  'PUT /api/admin/companies/{id}/entitlements',
  // The back-office's Auditoria screen and its spreadsheet.
  'GET /api/admin/audit-events',
  'GET /api/admin/audit-events/export',
  // A one-time link to set the password (the first admin, later the back-office's invitations).
  'GET /credential/invitation/{token}',
  'POST /credential/invitation/accept',
  // The back-office's Integrações screen (service clients of the ingestion API).
  'GET /api/admin/service-clients',
  'POST /api/admin/service-clients',
  'POST /api/admin/service-clients/{id}/revoke',
  // The back-office's Usuários screen.
  'GET /api/admin/users',
  'GET /api/admin/users/{id}',
  'GET /api/admin/users/{id}/access-logs',
  'POST /api/admin/users',
  'POST /api/admin/users/{id}/invitation',
  'POST /api/admin/users/{id}/deactivate',
  'POST /api/admin/users/{id}/reactivate',
  'PUT /api/admin/users/{id}/role',
  'PUT /api/admin/users/{id}/companies/{companyId}',
  'DELETE /api/admin/users/{id}/companies/{companyId}',
  'POST /api/admin/users/{id}/password-reset',
  'POST /api/admin/users/{id}/second-factor-reset',
  // The back-office's Integrações request log, and the Cotações de frete screen.
  'GET /api/admin/service-clients/{id}/requests',
  'GET /api/admin/quotation-invitations',
  'POST /api/admin/quotation-invitations/{companyId}/{id}/revoke',
  'POST /api/admin/quotation-invitations/{companyId}/{id}/resend',
  // The back-office's Identidade visual screen, and the public logo.
  'GET /api/admin/branding',
  'PUT /api/admin/branding',
  'PUT /api/admin/branding/logo',
  'DELETE /api/admin/branding/logo',
  'GET /branding/logo',
  // Onboarding: Administração → Importar planilha (template, upload, preview, confirmation, result).
  'GET /api/admin/planilha/modelo.xlsx',
  'POST /api/admin/planilha/importacoes',
  'GET /api/admin/planilha/importacoes',
  'GET /api/admin/planilha/importacoes/{id}',
  'GET /api/admin/planilha/importacoes/{id}/recusas',
  'POST /api/admin/planilha/importacoes/{id}/confirmar',
  'GET /api/admin/planilha/importacoes/{id}/resultado.xlsx',
  // Outbound webhooks, in the back-office (broker-wide) and by a customer's admin user.
  'GET /api/admin/webhooks',
  'POST /api/admin/webhooks',
  'PATCH /api/admin/webhooks/{id}',
  'DELETE /api/admin/webhooks/{id}',
  'POST /api/admin/webhooks/{id}/secret',
  'POST /api/admin/webhooks/{id}/test',
  'GET /api/admin/webhooks/{id}/deliveries',
  'POST /api/admin/webhooks/{id}/deliveries/{deliveryId}/redeliver',
  'PUT /api/admin/users/{id}/webhooks-permission',
  'GET /api/webhooks',
  'POST /api/webhooks',
  'PATCH /api/webhooks/{id}',
  'DELETE /api/webhooks/{id}',
  'POST /api/webhooks/{id}/secret',
  'POST /api/webhooks/{id}/test',
  'GET /api/webhooks/{id}/deliveries',
  'POST /api/webhooks/{id}/deliveries/{deliveryId}/redeliver',
  // Collaboration: conversations, documents customers send, payments they report.
  'GET /api/public/customer/processes/{id}/messages',
  'POST /api/public/customer/processes/{id}/messages',
  'POST /api/public/customer/processes/{id}/messages/read',
  'GET /api/public/customer/messages/unread',
  'GET /api/admin/message-threads',
  'PUT /api/admin/message-threads/{id}/assignee',
  'POST /api/public/customer/processes/{id}/documents',
  'POST /api/public/customer/processes/{id}/payment-reports',
  'GET /api/public/customer/processes/{id}/payment-reports',
  'GET /api/admin/payment-reports',
  'POST /api/admin/payment-reports/{id}/confirm',
  'POST /api/admin/payment-reports/{id}/reject',
  'GET /api/integration/processes/{identification}/messages',
  'POST /api/integration/processes/{identification}/messages',
  'GET /api/integration/customer-documents',
  'GET /api/integration/customer-documents/{id}/content',
  // A process's quotation round, its state derived from everything that closes it.
  'GET /api/public/customer/processes/{id}/quotation-round',
  // LGPD: the caller's data and requests, the admin's answers and incidents, the public notice.
  'GET /api/public/privacy-notice',
  'GET /api/privacy/my-data',
  'GET /api/privacy/requests',
  'POST /api/privacy/requests',
  'GET /api/admin/privacy/requests',
  'POST /api/admin/privacy/requests/{id}/decision',
  'GET /api/admin/branding/privacy',
  'PUT /api/admin/branding/privacy',
  'GET /api/admin/privacy/incidents',
  'POST /api/admin/privacy/incidents',
  'PUT /api/admin/privacy/incidents/{id}',
  'GET /api/admin/privacy/incidents/export',
  // The notification centre (not in the spec).
  'GET /api/public/customer/notifications',
  'GET /api/public/customer/notifications/unread',
  'POST /api/public/customer/notifications/read',
  'GET /api/public/customer/notifications/settings',
  'PUT /api/public/customer/notifications/settings',
  'POST /api/public/customer/notifications/stream-ticket',
  'GET /api/public/customer/notifications/stream',
  // Push to the phone (not in the spec).
  'GET /api/public/customer/notifications/push-key',
  'GET /api/public/customer/notifications/devices',
  'POST /api/public/customer/notifications/devices',
  'DELETE /api/public/customer/notifications/devices/{id}',
  // The installable app's manifest (not in the spec).
  'GET /manifest.webmanifest',
  // Back-office › Notificações enviadas (not in the spec).
  'GET /api/admin/companies/{id}/notifications',
  'PUT /api/admin/companies/{id}/notifications/{event}',
  // The DUIMP of the Portal Único: the ERP sends each version, the customer reads the current one.
  'PUT /api/integration/processes/{identification}/duimp',
  'GET /api/public/customer/processes/{id}/duimp',
  // The landed cost: the ERP sends the process's expenses; the Custo tab and its planilha.
  'PUT /api/integration/processes/{identification}/expenses',
  'GET /api/public/customer/processes/{id}/landed-cost',
  'GET /api/public/customer/processes/{id}/landed-cost/export',
  'GET /api/public/customer/products',
  'GET /api/public/customer/products/export',
  'GET /api/public/customer/products/{code}',
  'GET /api/public/customer/products/{code}/export',
];

describe('call objects', () => {
  it('cover every call of the spec', () => {
    const routes = new Set(calls.map(([, call]) => `${call.method} ${call.path}`));
    expect([...routes].sort()).toEqual([...EXPECTED].sort());
  });

  it('register each route once: only the cash-calendar export is a shared route', () => {
    const registered = calls.filter(([, call]) => !call.sharedRoute);
    const keys = registered.map(([, call]) => `${call.method} ${call.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(calls.filter(([, call]) => call.sharedRoute).map(([name]) => name)).toEqual([
      'getCashCalendarExportCall',
    ]);
  });

  it('have one object per route, except the cash-calendar screen/export pair', () => {
    const byRoute = new Map<string, string[]>();
    for (const [name, call] of calls) {
      const key = `${call.method} ${call.path}`;
      byRoute.set(key, [...(byRoute.get(key) ?? []), name]);
    }
    const shared = [...byRoute.entries()].filter(([, names]) => names.length > 1);
    expect(shared).toEqual([
      ['GET /api/public/customer/cash-calendar', ['getCashCalendarCall', 'getCashCalendarExportCall']],
    ]);
  });

  it.each(calls)('%s is well formed', (name, call) => {
    expect(name).toMatch(/^(get|post|patch|put|delete)[A-Z]\w*Call$/);
    expect(name.startsWith(call.method.toLowerCase())).toBe(true);
    expect(call.summary.length).toBeGreaterThan(10);
    // A file's extension may end a path (the spreadsheet template is /api/admin/planilha/modelo.xlsx).
    expect(call.path).toMatch(/^\/[\w\-/{}]+(\.[a-z]+)?$/);
    expect(Object.keys(call.responses).length).toBeGreaterThan(0);

    const placeholders = [...call.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
    expect(Object.keys(call.params?.shape ?? {}).sort()).toEqual(placeholders.sort());
    expect(toFastifyPath(call.path)).not.toContain('{');

    if (call.method === 'GET') expect(call.body).toBeUndefined();
    if (call.isBinary) expect(call.responses[200]).toBe(ZBinaryFile);
    else expect(Object.values(call.responses)).not.toContain(ZBinaryFile);

    const auth = getCallAuth(call);
    expect(call.isAuthenticated).toBe(auth === 'bearer' || auth === 'bi-token');
    // The back-office's calls say which role they need; only a signed-in user's call can need one.
    if (call.path.startsWith('/api/admin/')) expect(call.role).toMatch(/^(STAFF|ADMIN)$/);
    if (call.role) expect(auth).toBe('bearer');
  });

  it('params coerce from the path text', () => {
    const call = getDocumentDownloadCall;
    expect(call.params.parse({ id: '12', docId: '5' })).toEqual({ id: 12, docId: 5 });
    expect(buildPath(call.path, { id: 12, docId: 5 })).toBe(
      '/api/public/customer/processes/12/documents/5/download',
    );
    expect(call.params.safeParse({ id: 'abc', docId: '5' }).success).toBe(false);
  });
});
