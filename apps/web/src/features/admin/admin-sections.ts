import { routes } from '../../lib/routes.ts';

/** One screen of the back-office: its name in the navigation and its address. */
export type TAdminSection = { label: string; to: string };

/** Screens that belong together, under a name; a new screen joins the group it belongs to. */
export type TAdminSectionGroup = { label: string; sections: readonly TAdminSection[] };

const section = (route: { title: string; path: string }): TAdminSection => ({
  label: route.title,
  to: route.path,
});

/**
 * The back-office's screens by what they are about. The list grows down (a side list on a wide
 * screen, a select on a narrow one), so twice as many screens still fit and the current one shows.
 */
export const ADMIN_SECTION_GROUPS: readonly TAdminSectionGroup[] = [
  { label: 'Clientes', sections: [section(routes.AdminCompanies), section(routes.AdminUsers)] },
  {
    label: 'Operação',
    sections: [
      section(routes.AdminAtendimento),
      section(routes.AdminPaymentReports),
      section(routes.AdminQuotations),
    ],
  },
  {
    label: 'Portal',
    sections: [
      section(routes.AdminBranding),
      section(routes.AdminAudit),
      section(routes.AdminNotifications),
      // LGPD: the people's requests and the incident record.
      section(routes.AdminPrivacyRequests),
      section(routes.AdminPrivacyIncidents),
    ],
  },
  {
    label: 'Dados e integrações',
    sections: [
      section(routes.AdminIntegrations),
      section(routes.AdminWebhooks),
      section(routes.AdminSpreadsheet),
    ],
  },
];

/** The section an address is in: its own, or the one it lies under (a screen's sub-page); else none. */
export const findAdminSection = (pathname: string): TAdminSection | undefined =>
  ADMIN_SECTION_GROUPS.flatMap((group) => group.sections).find(
    (item) => pathname === item.to || pathname.startsWith(`${item.to}/`),
  );
