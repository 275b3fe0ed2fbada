import type { TCredential } from '@pc/contract/user';
import { makeCompany } from './make-company.ts';

/** The signed-in user as GET /credential answers it (tests only). */
export const makeCredential = (overrides: Partial<TCredential> = {}): TCredential => ({
  id: 1,
  name: 'Ana Souza',
  email: 'ana.souza@aurora.example',
  photo: null,
  hiringDate: null,
  followUP: true,
  followUPAnalytical: true,
  followUPSynthetic: false,
  followUPSyntheticWeekday: 'MONDAY',
  person: {
    id: 1,
    name: 'Ana Souza',
    email: 'ana.souza@aurora.example',
    photo: null,
    hiringDate: null,
    // Entitled to Analytics (as company 7 is in the demo): the sidebar offers it.
    companies: [makeCompany({ id: 7, federalID: '12345678000190', name: 'Aurora Importadora' }, 'analytics')],
  },
  role: 'CUSTOMER',
  canManageWebhooks: false,
  ...overrides,
});
