import { describe, expect, it } from 'vitest';
import {
  checkPrimaryColorContrast,
  contrastRatio,
  contrastVerdict,
  DEFAULT_PRIMARY_COLOR,
  formatContrastRatio,
  portalInitials,
  primaryColorContrastMessage,
  primaryColorTokens,
  relativeLuminance,
  ZBrandingBody,
} from './branding.ts';

const body = (overrides: Record<string, unknown> = {}) => ({
  portalName: null,
  primaryColor: null,
  emailSenderName: null,
  supportEmail: null,
  supportPhone: null,
  ...overrides,
});

describe('WCAG contrast', () => {
  it('gives the known pairs', () => {
    expect(relativeLuminance('#ffffff')).toBe(1);
    expect(relativeLuminance('#000000')).toBe(0);
    expect(contrastRatio('#ffffff', '#000000')).toBe(21);
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('fails #777777 and passes the product navy against white and the page grey', () => {
    expect(checkPrimaryColorContrast('#777777').isAA).toBe(false);
    expect(checkPrimaryColorContrast('#767676').isAA).toBe(false); // 4.54 on white, 4.1 on #f2f4f7
    const navy = checkPrimaryColorContrast(DEFAULT_PRIMARY_COLOR);
    expect(navy.isAA).toBe(true);
    expect(navy.ratio).toBeCloseTo(contrastRatio(DEFAULT_PRIMARY_COLOR, '#f2f4f7'), 5);
  });

  it('writes the ratio cut, not rounded, in pt-BR', () => {
    expect(formatContrastRatio(21)).toBe('21');
    expect(formatContrastRatio(4.4799)).toBe('4,47');
    expect(formatContrastRatio(5.2)).toBe('5,2');
    expect(contrastVerdict({ ratio: 5.2, isAA: true })).toBe('Contraste 5,2:1 — atende AA');
    expect(contrastVerdict({ ratio: 3.1, isAA: false })).toBe(
      'Contraste 3,1:1 — não atende AA (mínimo 4,5:1)',
    );
  });

  it('keeps every derived shade readable under white text', () => {
    for (const color of ['#104375', '#5b3a8c', '#b0172a', '#00606b']) {
      expect(checkPrimaryColorContrast(color).isAA, color).toBe(true);
      const tokens = primaryColorTokens(color);
      for (const shade of ['--color-primary-hover', '--color-primary-active', '--color-sidebar-bg']) {
        expect(contrastRatio(tokens[shade] ?? '', '#ffffff'), shade).toBeGreaterThanOrEqual(4.5);
      }
      // The sidebar's own text colour (tokens.css --color-sidebar-text) on the sidebar's shade.
      expect(contrastRatio(tokens['--color-sidebar-bg'] ?? '', '#d6e2ef')).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('ZBrandingBody', () => {
  it('takes nulls (the defaults) and lower-cases the colour', () => {
    expect(ZBrandingBody.parse(body())).toEqual(body());
    expect(ZBrandingBody.parse(body({ primaryColor: '#5B3A8C', portalName: '  Aurora  ' }))).toMatchObject({
      primaryColor: '#5b3a8c',
      portalName: 'Aurora',
    });
  });

  it('refuses a colour below AA with the ratio found and the 4.5:1 needed', () => {
    const result = ZBrandingBody.safeParse(body({ primaryColor: '#777777' }));
    expect(result.success).toBe(false);
    const message = result.error?.issues[0]?.message;
    expect(message).toBe(primaryColorContrastMessage('#777777', checkPrimaryColorContrast('#777777').ratio));
    // Its weakest pair is the page's grey (#f2f4f7), not white (4.48).
    expect(message).toContain('4,06:1');
    expect(message).toContain('4,5:1');
  });

  it('refuses a long name, a bad colour, a sender with quotes, a bad e-mail or phone, unknown keys', () => {
    for (const wrong of [
      body({ portalName: 'x'.repeat(61) }),
      body({ portalName: '   ' }),
      body({ primaryColor: 'navy' }),
      body({ primaryColor: '#12345' }),
      body({ emailSenderName: 'Equipe "X"' }),
      body({ supportEmail: 'suporte@' }),
      body({ supportPhone: 'liga pra mim' }),
      { ...body(), extra: 1 },
      { portalName: null },
    ]) {
      expect(ZBrandingBody.safeParse(wrong).success, JSON.stringify(wrong)).toBe(false);
    }
    expect(ZBrandingBody.safeParse(body({ supportPhone: '+55 (11) 3000-1234' })).success).toBe(true);
  });
});

describe('ZBrandingBody and control characters', () => {
  const cases: [field: string, value: string, message: string][] = [
    [
      'portalName',
      'Aurora\r\nBcc: todos@x.example',
      'O nome do portal não pode ter quebras de linha, tabulações ou outros caracteres de controle.',
    ],
    [
      'portalName',
      'Aurora\n',
      'O nome do portal não pode ter quebras de linha, tabulações ou outros caracteres de controle.',
    ],
    [
      'portalName',
      'Aurora\u202eserohtuA',
      'O nome do portal não pode ter quebras de linha, tabulações ou outros caracteres de controle.',
    ],
    [
      'emailSenderName',
      'Equipe\rX',
      'O nome do remetente dos e-mails não pode ter quebras de linha, tabulações ou outros caracteres de controle.',
    ],
    [
      'emailSenderName',
      'Equipe\tAurora',
      'O nome do remetente dos e-mails não pode ter quebras de linha, tabulações ou outros caracteres de controle.',
    ],
    [
      'emailSenderName',
      'Equipe\u2028Aurora',
      'O nome do remetente dos e-mails não pode ter quebras de linha, tabulações ou outros caracteres de controle.',
    ],
    [
      'supportEmail',
      'suporte@aurora.example\n',
      'O e-mail de suporte não pode ter quebras de linha, tabulações ou outros caracteres de controle.',
    ],
    [
      'supportPhone',
      '(11) 3333-4444\u0085',
      'O telefone de suporte não pode ter quebras de linha, tabulações ou outros caracteres de controle.',
    ],
  ];

  it.each(cases)(
    'refuses %s %j in pt-BR, even where a trim would have removed it',
    (field, value, message) => {
      const result = ZBrandingBody.safeParse(body({ [field]: value }));
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
    },
  );

  it('keeps accents, symbols and inner spaces', () => {
    expect(
      ZBrandingBody.parse(
        body({ portalName: 'Aurora & Filhos — Comércio Exterior', emailSenderName: 'Equipe Aurora' }),
      ),
    ).toMatchObject({ portalName: 'Aurora & Filhos — Comércio Exterior', emailSenderName: 'Equipe Aurora' });
  });
});

describe('portalInitials', () => {
  it('takes the first and last significant words', () => {
    expect(portalInitials('Portal dos Clientes')).toBe('PC');
    expect(portalInitials('Aurora')).toBe('A');
    expect(portalInitials('aurora despachos e logística')).toBe('AL');
  });
});
