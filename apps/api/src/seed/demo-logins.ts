/** Password of every demo user (meets the reset rules: ≥ 8 chars, a letter, a digit and a special). */
export const DEMO_PASSWORD = 'Portal@2026';

import type { TUserRole } from '@pc/contract/user';

export type TDemoLogin = {
  email: string;
  name: string;
  description: string;
  companyIds: readonly number[];
  /** Staff privilege comes from here, never from the e-mail's domain. */
  role: TUserRole;
};

const INTERNAL_COMPANY_IDS = [3, 7, 24, 82, 100, 102, 154, 166, 2397, 2517, 500, 900, 950] as const;

/**
 * The demo users. Carla is the broker's admin by her role; her address is on the provider's domain
 * (INTERNAL_EMAIL_DOMAIN) only so the demo reads naturally: the domain grants nothing.
 */
export const DEMO_USERS = (internalEmailDomain = 'portal.example'): readonly TDemoLogin[] => [
  {
    email: 'ana.souza@aurora.example',
    name: 'Ana Souza',
    description:
      'cliente com várias empresas (3, 7, 102, 154, 2397, a 8 ainda sem processos, e a despachante 900): Analytics, TRANSIT TIME, ETD Atrasados, TXT e custo de nacionalização',
    companyIds: [3, 7, 102, 154, 2397, 8, 900],
    role: 'CUSTOMER',
  },
  {
    email: 'bruno.lima@maraberto.example',
    name: 'Bruno Lima',
    description: 'cliente só da empresa 500, sem Analytics (uma administradora libera em Administração)',
    companyIds: [500],
    role: 'CUSTOMER',
  },
  {
    email: `carla.mendes@${internalEmailDomain}`.toLowerCase(),
    name: 'Carla Mendes',
    description:
      'administradora do despachante (Administração em /admin, modo apresentação) com todas as empresas',
    companyIds: INTERNAL_COMPANY_IDS,
    role: 'ADMIN',
  },
];

export const DEMO_LOGINS = (
  internalEmailDomain = 'portal.example',
): { email: string; description: string }[] =>
  DEMO_USERS(internalEmailDomain).map(({ email, description }) => ({ email, description }));

/**
 * The demo's service client of the ingestion API (docs/integration.md): a published secret, so
 * the server refuses to start in production while it exists, as it does for the demo users.
 */
export const DEMO_SERVICE_CLIENT = {
  clientId: 'svc_demo_erp',
  secret: 'Demo-ERP-2026-segredo',
  name: 'ERP de demonstração',
} as const;
