import type { QueryClient } from '@tanstack/react-query';
import {
  createBrowserRouter,
  Navigate,
  Outlet,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import { AuthLayout } from '../features/auth/auth-layout.tsx';
import { ForgotPasswordPage } from '../features/auth/forgot-password-page.tsx';
import { LoginPage } from '../features/auth/login-page.tsx';
import {
  RedirectIfAuthenticated,
  RequireAnalytics,
  RequireProducts,
  RequireAuth,
  RequireStaff,
} from '../features/auth/route-guards.tsx';
import { LoadingOverlay } from '../components/loading-overlay/loading-overlay.tsx';
import { CookieBanner } from '../features/shell/cookie-banner.tsx';
import { NotFoundPage } from '../features/shell/not-found-page.tsx';
import { RouteErrorPage } from '../features/shell/route-error-page.tsx';
import { currentUserQueryOptions } from '../hooks/use-current-user.ts';
import { registerNavigator } from '../lib/navigation.ts';
import { routes } from '../lib/routes.ts';
import { getSession } from '../lib/session.ts';
import { storage } from '../lib/storage.ts';
import { queryClientContext, routerContextFor } from '../lib/router-context.ts';

const AppLoading = () => <LoadingOverlay isVisible label="Carregando" />;

// The loaders below only start calls and never wait for them, so a screen's code and its data
// download together; the screens read the answers from the query cache as usual. They run once
// per visit of their route, not on every change of its search.
const neverRevalidate = () => false;

/** GET /credential (the guard's start-up load) as soon as the route is known. */
const loadCurrentUser = ({ context }: LoaderFunctionArgs) => {
  const token = storage.getAccessToken();
  if (token) void context.get(queryClientContext).prefetchQuery(currentUserQueryOptions(token));
  return null;
};

/** The Home's first calls, from a small chunk of their own, beside the Home's code. */
const loadHome = ({ context, request }: LoaderFunctionArgs) => {
  const { isAuthenticated, companies } = getSession();
  if (!isAuthenticated) return null;
  const queryClient = context.get(queryClientContext);
  const { searchParams } = new URL(request.url);
  void import('../features/home/prefetch-home.ts').then(({ prefetchHome }) =>
    prefetchHome({ queryClient, companies, searchParams, today: new Date() }),
  );
  return null;
};

// Spec part 1 §1 / part 2 §2.2: the cookie notice shows on every screen, signed in or not.
const RootLayout = () => (
  <>
    <Outlet />
    <CookieBanner />
  </>
);

/** Route tree; exported for tests (createMemoryRouter) and kept apart from the browser router. */
export const appRoutes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    // Shown while the first screen's code loads (screens are lazy: one chunk per feature).
    HydrateFallback: AppLoading,
    children: [
      {
        Component: AuthLayout,
        children: [
          {
            // Spec part 2 §2.2: with a token, Login and ForgotPassword go Home.
            Component: RedirectIfAuthenticated,
            children: [
              { path: routes.Login.path, Component: LoginPage },
              { path: routes.ForgotPassword.path, Component: ForgotPasswordPage },
            ],
          },
          // Reached from an e-mail's link, never from /login: chunks of their own keep them out of
          // the sign-in page's budget (bundle-budget.json).
          {
            path: routes.RecoveryCode.path,
            lazy: () =>
              import('../features/auth/recovery-code-page.tsx').then((m) => ({
                Component: m.RecoveryCodePage,
              })),
          },
          {
            path: routes.ResetPassword.path,
            lazy: () =>
              import('../features/auth/reset-password-page.tsx').then((m) => ({
                Component: m.ResetPasswordPage,
              })),
          },
          {
            path: routes.CancelFollowUp.path,
            lazy: () =>
              import('../features/auth/cancel-follow-up-page.tsx').then((m) => ({
                Component: m.CancelFollowUpPage,
              })),
          },
          {
            // An invitation link (back-office invitations): public, in the sign-in card, its own small chunk.
            path: routes.SetPassword.path,
            lazy: () =>
              import('../features/invitation/set-password-page.tsx').then((m) => ({
                Component: m.SetPasswordPage,
              })),
          },
        ],
      },
      {
        Component: RequireAuth,
        loader: loadCurrentUser,
        shouldRevalidate: neverRevalidate,
        children: [
          {
            lazy: () => import('./signed-in-layout.tsx').then((m) => ({ Component: m.SignedInLayout })),
            children: [
              {
                path: routes.Home.path,
                loader: loadHome,
                shouldRevalidate: neverRevalidate,
                lazy: () => import('../features/home/home-page.tsx').then((m) => ({ Component: m.HomePage })),
              },
              {
                path: routes.Processes.path,
                lazy: () =>
                  import('../features/processes/processes-page.tsx').then((m) => ({
                    Component: m.ProcessesPage,
                  })),
              },
              {
                path: routes.ProcessesReport.path,
                lazy: () =>
                  import('../features/report/report-page.tsx').then((m) => ({ Component: m.ReportPage })),
              },
              {
                path: routes.MyData.path,
                lazy: () =>
                  import('../features/profile/my-data-page.tsx').then((m) => ({ Component: m.MyDataPage })),
              },
              {
                // LGPD: Meus Dados' Privacidade tab (the person's data and requests).
                path: routes.MyDataPrivacy.path,
                lazy: () =>
                  import('../features/privacy/my-privacy-page.tsx').then((m) => ({
                    Component: m.MyPrivacyPage,
                  })),
              },
              {
                // The notification centre's rules: Meus Dados' Notificações tab.
                path: routes.MyDataNotifications.path,
                lazy: () =>
                  import('../features/notifications/notification-settings-page.tsx').then((m) => ({
                    Component: m.NotificationSettingsPage,
                  })),
              },
              {
                path: routes.Notifications.path,
                lazy: () =>
                  import('../features/notifications/notifications-page.tsx').then((m) => ({
                    Component: m.NotificationsPage,
                  })),
              },
              {
                path: routes.FinanceiroPrevisaoNumerario.path,
                lazy: () =>
                  import('../features/calendars/legacy-financial-calendar-page.tsx').then((m) => ({
                    Component: m.LegacyFinancialCalendarPage,
                  })),
              },
              {
                path: routes.FinanceiroPrevisaoNumerarioNovo.path,
                lazy: () =>
                  import('../features/calendars/financial-calendar-page.tsx').then((m) => ({
                    Component: m.FinancialCalendarPage,
                  })),
              },
              {
                path: routes.PainelImportacao.path,
                lazy: () =>
                  import('../features/import-dashboard/import-dashboard-page.tsx').then((m) => ({
                    Component: m.ImportDashboardPage,
                  })),
              },
              {
                path: routes.OperacionalCalendario.path,
                lazy: () =>
                  import('../features/calendars/operational-calendar-page.tsx').then((m) => ({
                    Component: m.OperationalCalendarPage,
                  })),
              },
              {
                // Outbound webhooks: a customer's user an admin allowed; the page says so to anyone else.
                path: routes.CustomerWebhooks.path,
                lazy: () =>
                  import('../features/webhooks/customer-webhooks-page.tsx').then((m) => ({
                    Component: m.CustomerWebhooksPage,
                  })),
              },
              {
                Component: RequireAnalytics,
                children: [
                  {
                    path: routes.Analytics.path,
                    lazy: () =>
                      import('../features/analytics/analytics-page.tsx').then((m) => ({
                        Component: m.AnalyticsPage,
                      })),
                  },
                ],
              },
              {
                Component: RequireProducts,
                children: [
                  {
                    path: routes.Produtos.path,
                    lazy: () =>
                      import('../features/products/products-page.tsx').then((m) => ({
                        Component: m.ProductsPage,
                      })),
                  },
                  {
                    path: routes.Produto.path,
                    lazy: () =>
                      import('../features/products/product-page.tsx').then((m) => ({
                        Component: m.ProductPage,
                      })),
                  },
                ],
              },
              {
                // The back-office, for the broker's staff; /admin opens its first screen.
                Component: RequireStaff,
                children: [
                  {
                    path: routes.Admin.path,
                    lazy: () =>
                      import('../features/admin/admin-layout.tsx').then((m) => ({
                        Component: m.AdminLayout,
                      })),
                    children: [
                      { index: true, element: <Navigate to={routes.AdminCompanies.path} replace /> },
                      {
                        path: routes.AdminCompanies.path,
                        lazy: () =>
                          import('../features/admin/companies-page.tsx').then((m) => ({
                            Component: m.CompaniesPage,
                          })),
                      },
                      {
                        path: routes.AdminUsers.path,
                        lazy: () =>
                          import('../features/admin/users-page.tsx').then((m) => ({
                            Component: m.UsersPage,
                          })),
                      },
                      {
                        path: routes.AdminIntegrations.path,
                        lazy: () =>
                          import('../features/admin/integrations-page.tsx').then((m) => ({
                            Component: m.IntegrationsPage,
                          })),
                      },
                      {
                        path: routes.AdminWebhooks.path,
                        lazy: () =>
                          import('./admin-webhooks-route.tsx').then((m) => ({
                            Component: m.AdminWebhooksRoute,
                          })),
                      },
                      {
                        path: routes.AdminAtendimento.path,
                        lazy: () =>
                          import('../features/admin/atendimento-page.tsx').then((m) => ({
                            Component: m.AtendimentoPage,
                          })),
                      },
                      {
                        path: routes.AdminPaymentReports.path,
                        lazy: () =>
                          import('../features/admin/payment-reports-page.tsx').then((m) => ({
                            Component: m.PaymentReportsPage,
                          })),
                      },
                      {
                        path: routes.AdminQuotations.path,
                        lazy: () =>
                          import('../features/admin/quotation-invitations-page.tsx').then((m) => ({
                            Component: m.QuotationInvitationsPage,
                          })),
                      },
                      {
                        path: routes.AdminBranding.path,
                        lazy: () =>
                          import('../features/admin/branding-page.tsx').then((m) => ({
                            Component: m.BrandingPage,
                          })),
                      },
                      {
                        path: routes.AdminAudit.path,
                        lazy: () =>
                          import('../features/admin/audit-page.tsx').then((m) => ({
                            Component: m.AuditPage,
                          })),
                      },
                      {
                        path: routes.AdminNotifications.path,
                        lazy: () =>
                          import('../features/admin/sent-notifications-page.tsx').then((m) => ({
                            Component: m.SentNotificationsPage,
                          })),
                      },
                      {
                        path: routes.AdminPrivacyRequests.path,
                        lazy: () =>
                          import('../features/privacy/admin-privacy-requests-page.tsx').then((m) => ({
                            Component: m.AdminPrivacyRequestsPage,
                          })),
                      },
                      {
                        path: routes.AdminPrivacyIncidents.path,
                        lazy: () =>
                          import('../features/privacy/admin-incidents-page.tsx').then((m) => ({
                            Component: m.AdminIncidentsPage,
                          })),
                      },
                      {
                        path: routes.AdminSpreadsheet.path,
                        lazy: () =>
                          import('../features/admin/spreadsheet-page.tsx').then((m) => ({
                            Component: m.SpreadsheetPage,
                          })),
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        // LGPD: the privacy notice, public (the sign-in page and the cookie notice link to it).
        path: routes.PrivacyNotice.path,
        lazy: () =>
          import('../features/privacy/privacy-notice-page.tsx').then((m) => ({
            Component: m.PrivacyNoticePage,
          })),
      },
      {
        // A forwarder's quotation link (no login): its own page and chunk, never the portal's shell.
        path: routes.ForwardersShippingQuote.path,
        lazy: () =>
          import('../features/forwarder-quote/forwarder-quote-page.tsx').then((m) => ({
            Component: m.ForwarderQuotePage,
          })),
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
];

/** History-mode router (spec: base /). Registers itself so the API client can redirect on 401. */
export const createAppRouter = (queryClient: QueryClient) => {
  const router = createBrowserRouter(appRoutes, { getContext: routerContextFor(queryClient) });
  registerNavigator((to, options) => void router.navigate(to, options));
  return router;
};
