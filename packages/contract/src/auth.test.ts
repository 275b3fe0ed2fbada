import { describe, expect, it } from 'vitest';
import {
  ZCredentialResponse,
  ZOAuthTokenRequest,
  ZOAuthTokenResponse,
  ZRecoveryChangePasswordRequest,
  ZRecoveryVerifyCodeRequest,
  ZUpdateProfileRequest,
  ZUserAccessLogRequest,
  postGescomexAuthCall,
  postOAuthTokenCall,
  postRecoveryPasswordCall,
  ZEmailChangeConfirmRequest,
} from './auth.ts';
import { getCallAuth, getCallHost } from './call.ts';
import { toLocalCompanies } from './company.ts';
import { isStaffRole, ZUserRole } from './user.ts';

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('POST /oauth/token body', () => {
  it('accepts the password grant', () => {
    const body = ZOAuthTokenRequest.parse({
      grant_type: 'password',
      username: 'ana@x.com.br',
      password: 's',
    });
    expect(body.grant_type).toBe('password');
  });

  it('accepts the refresh_token grant', () => {
    const body = ZOAuthTokenRequest.parse({ grant_type: 'refresh_token', refresh_token: 'abc' });
    expect(body).toEqual({ grant_type: 'refresh_token', refresh_token: 'abc' });
  });

  it('rejects a grant missing its own fields', () => {
    expect(ZOAuthTokenRequest.safeParse({ grant_type: 'password', refresh_token: 'abc' }).success).toBe(
      false,
    );
    expect(
      ZOAuthTokenRequest.safeParse({ grant_type: 'refresh_token', username: 'a', password: 'b' }).success,
    ).toBe(false);
    expect(
      ZOAuthTokenRequest.safeParse({ grant_type: 'password', username: '', password: 'x' }).success,
    ).toBe(false);
  });

  it('rejects an unknown grant_type', () => {
    const result = ZOAuthTokenRequest.safeParse({ grant_type: 'client_credentials' });
    expect(result.success).toBe(false);
  });

  it('is a form-encoded call with client basic auth and no bearer', () => {
    expect(postOAuthTokenCall.bodyEncoding).toBe('form');
    expect(postOAuthTokenCall.isAuthenticated).toBe(false);
    expect(getCallAuth(postOAuthTokenCall)).toBe('client-basic');
  });

  it('answers the four token fields', () => {
    const answer = { access_token: 'a', refresh_token: 'r', token_type: 'bearer', expires_in: 3600 };
    expect(ZOAuthTokenResponse.parse(answer)).toEqual(answer);
    expect(ZOAuthTokenResponse.safeParse({ ...answer, expires_in: undefined }).success).toBe(false);
  });
});

describe('credential', () => {
  const company = {
    id: 154,
    federalID: '00000000000191',
    name: 'Acme Ltda',
    customer: true,
    customBroker: false,
    entitlements: {
      analytics: true,
      transitTime: true,
      delayedEtd: false,
      cashCalendarTxt: false,
      landedCost: false,
    },
  };
  const credential = {
    id: 10,
    name: 'Ana',
    email: 'ana@acme.com.br',
    photo: null,
    hiringDate: null,
    followUP: true,
    followUPAnalytical: false,
    followUPSynthetic: true,
    followUPSyntheticWeekday: 'MONDAY',
    person: {
      id: 20,
      name: 'Ana',
      email: 'ana@acme.com.br',
      photo: null,
      hiringDate: null,
      companies: [company, { ...company, id: 3, customBroker: true }],
    },
    role: 'CUSTOMER',
    canManageWebhooks: false,
  };

  it('GET /credential answers data.data with person.companies', () => {
    const parsed = ZCredentialResponse.parse({ data: credential });
    expect(parsed.data.person.companies).toHaveLength(2);
    expect(ZCredentialResponse.safeParse(credential).success).toBe(false);
  });

  it('keeps customer companies that are not brokers, upper-cased', () => {
    expect(toLocalCompanies(credential.person.companies)).toEqual([{ ...company, name: 'ACME LTDA' }]);
  });
});

describe('profile update', () => {
  const base = {
    id: 10,
    name: 'Ana',
    email1: 'ana@acme.com.br',
    followUP: true,
    followUPAnalytical: false,
    followUPSynthetic: true,
    followUPSyntheticWeekday: 'FRIDAY',
  };

  it('accepts an update without a password change', () => {
    expect(ZUpdateProfileRequest.safeParse(base).success).toBe(true);
  });

  it('needs both passwords, equal', () => {
    expect(messages(ZUpdateProfileRequest.safeParse({ ...base, password: 'abc' }))).toEqual([
      'A senha não pode ser vazia.',
    ]);
    expect(
      messages(ZUpdateProfileRequest.safeParse({ ...base, password: 'abc', repeatedPassword: 'abd' })),
    ).toEqual(['As senhas devem ser iguais.']);
    expect(
      ZUpdateProfileRequest.safeParse({ ...base, password: 'abc', repeatedPassword: 'abc' }).success,
    ).toBe(true);
  });

  it('rejects a bad e-mail and weekday', () => {
    expect(ZUpdateProfileRequest.safeParse({ ...base, email1: 'ana' }).success).toBe(false);
    expect(ZUpdateProfileRequest.safeParse({ ...base, followUPSyntheticWeekday: 'SEGUNDA' }).success).toBe(
      false,
    );
  });
});

describe('password recovery', () => {
  const reset = (newPassword: string, newPasswordConfirm = newPassword) =>
    messages(
      ZRecoveryChangePasswordRequest.safeParse({
        pin: '123456',
        resetToken: 't',
        newPassword,
        newPasswordConfirm,
      }),
    );

  it('accepts a password with letter, digit and special', () => {
    expect(reset('senha123!')).toEqual([]);
    expect(reset('a1_().,@!?$%*#&')).toEqual([]);
  });

  it('gives the spec messages', () => {
    expect(reset('')).toContain('Este campo é obrigatório');
    expect(reset('a1!')).toContain('A senha deve conter no mínimo 8 caracteres.');
    expect(reset('senhasemdigito!')).toContain('A senha não segue os requisitos mínimos.');
    expect(reset('senha1234')).toContain('A senha não segue os requisitos mínimos.');
    expect(reset('senha123!<>')).toContain('A senha não segue os requisitos mínimos.');
    expect(reset('senha123!', 'senha123?')).toEqual(['As senhas não são iguais.']);
  });

  it('the code is 6 digits and travels with the e-mail it was sent to', () => {
    const email = 'ana@cliente.example';
    expect(ZRecoveryVerifyCodeRequest.safeParse({ pin: '012345', email }).success).toBe(true);
    expect(ZRecoveryVerifyCodeRequest.safeParse({ pin: '012345' }).success).toBe(false);
    expect(ZRecoveryVerifyCodeRequest.safeParse({ pin: '12345', email }).success).toBe(false);
    expect(ZRecoveryVerifyCodeRequest.safeParse({ pin: '12a456', email }).success).toBe(false);
  });

  it('changing the password needs the reset token of verifyCode', () => {
    const body = { pin: '123456', newPassword: 'senha123!', newPasswordConfirm: 'senha123!' };
    expect(messages(ZRecoveryChangePasswordRequest.safeParse(body))).toEqual([
      'Código de verificação inválido ou expirado. Solicite um novo código.',
    ]);
  });

  it('is sent without authorization', () => {
    expect(getCallAuth(postRecoveryPasswordCall)).toBe('none');
  });
});

describe('access log and BI sign-in', () => {
  it('access log tag is PORTAL_CLIENTES', () => {
    const log = {
      ipAddress: '200.1.2.3',
      origin: 'Itajaí - SC - Brasil',
      tag: 'PORTAL_CLIENTES',
      provider: 'ipapi',
    };
    expect(ZUserAccessLogRequest.safeParse(log).success).toBe(true);
    expect(ZUserAccessLogRequest.safeParse({ ...log, tag: 'OUTRO' }).success).toBe(false);
  });

  it('the BI sign-in lives on the BI host without a token', () => {
    expect(getCallHost(postGescomexAuthCall)).toBe('bi');
    expect(getCallAuth(postGescomexAuthCall)).toBe('none');
  });
});

describe('roles and the e-mail change code', () => {
  it('staff are STAFF and ADMIN only; no other role exists', () => {
    expect(ZUserRole.options.filter(isStaffRole)).toEqual(['STAFF', 'ADMIN']);
    expect(ZUserRole.safeParse('INTERNAL').success).toBe(false);
  });

  it('the code is 6 digits', () => {
    expect(ZEmailChangeConfirmRequest.parse({ code: ' 482915 ' })).toEqual({ code: '482915' });
    const wrong = ZEmailChangeConfirmRequest.safeParse({ code: '48291a' });
    expect(wrong.error?.issues[0]?.message).toBe('Informe o código de confirmação de 6 dígitos.');
  });
});
