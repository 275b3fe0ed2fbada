import { describe, expect, it } from 'vitest';
import { INVITATION_PAGE_PATH } from '@pc/contract/invitation';
import { isPublicPath, routes, toProcesses, toResetPassword } from './routes.ts';

describe('routes', () => {
  it('keeps the spec paths under the spec names', () => {
    expect(routes.Processes.path).toBe('/processos/:id?');
    expect(routes.ResetPassword.path).toBe('/redefinir-senha/:pin');
    // The server builds the invitation links on the contract's path (core/invitations/create-invitation.ts).
    expect(routes.SetPassword.path).toBe(`${INVITATION_PAGE_PATH}/:token`);
    expect(routes.FinanceiroPrevisaoNumerarioNovo.path).toBe('/financeiro/previsao-numerario-novo');
  });

  it('builds paths', () => {
    expect(toProcesses()).toBe('/processos');
    expect(toProcesses(42)).toBe('/processos/42');
    expect(toResetPassword('123456')).toBe('/redefinir-senha/123456');
  });

  it('knows the public routes', () => {
    expect(isPublicPath('/login')).toBe(true);
    expect(isPublicPath('/redefinir-senha/123456')).toBe(true);
    expect(isPublicPath('/cancelar-follow-up')).toBe(true);
    expect(isPublicPath('/definir-senha/AbC-123_x')).toBe(true);
    expect(isPublicPath('/processos/1')).toBe(false);
    expect(isPublicPath('/')).toBe(false);
  });
});
