import { generatePath, matchPath } from 'react-router';

type TRouteDefinition = {
  path: string;
  title: string;
  /** Reachable without a stored access token (spec part 2 §2.2). */
  isPublic: boolean;
};

/** Every route of the spec (part 1 §2, part 2 §2.1), keyed by the spec's route name. */
export const routes = {
  Home: { path: '/', title: 'Portal dos Clientes', isPublic: false },
  Processes: { path: '/processos/:id?', title: 'Processos', isPublic: false },
  ProcessesReport: { path: '/relatorio', title: 'Relatório Geral de Importação', isPublic: false },
  MyData: { path: '/meus-dados', title: 'Meus Dados', isPublic: false },
  Login: { path: '/login', title: 'Acesse sua conta', isPublic: true },
  ForgotPassword: { path: '/esqueci-minha-senha', title: 'Recuperar senha', isPublic: true },
  RecoveryCode: { path: '/codigo-verificacao', title: 'Código de verificação', isPublic: true },
  ResetPassword: { path: '/redefinir-senha/:pin', title: 'Redefinir senha', isPublic: true },
  FinanceiroPrevisaoNumerario: {
    path: '/financeiro/previsao-numerario',
    title: 'Previsão de Numerário',
    isPublic: false,
  },
  FinanceiroPrevisaoNumerarioNovo: {
    path: '/financeiro/previsao-numerario-novo',
    title: 'Previsão Financeira',
    isPublic: false,
  },
  OperacionalCalendario: {
    path: '/operacional/calendario',
    title: 'Calendário Operacional',
    isPublic: false,
  },
  Analytics: { path: '/analytics', title: 'Análise Operacional', isPublic: false },
  /** Not in the spec: the landed cost per product (entitlement landedCost). */
  Produtos: { path: '/produtos', title: 'Produtos', isPublic: false },
  Produto: { path: '/produtos/:code', title: 'Produto', isPublic: false },
  /** Not in the spec: where a follow-up e-mail's "Cancelar o recebimento" link lands (public). */
  CancelFollowUp: { path: '/cancelar-follow-up', title: 'Cancelar o follow-up', isPublic: true },
  /** Not in the spec's route table (its route is not shown): the import dashboard, ours. */
  PainelImportacao: { path: '/painel-importacao', title: 'Painel de Importação', isPublic: false },
  /** Spec part 2 §2.1 names it, its definition is not shown: a forwarder quotes through a link. */
  ForwardersShippingQuote: { path: '/cotacao-frete/:token', title: 'Cotação de frete', isPublic: true },
  /**
   * Not in the spec (back-office): an invitation link, where an invited person creates the password. The
   * server builds the links on the contract's INVITATION_PAGE_PATH (routes.test.ts holds them equal).
   */
  SetPassword: { path: '/definir-senha/:token', title: 'Crie sua senha', isPublic: true },
  /** Not in the spec: the back-office, for the broker's staff only; opens on Empresas. */
  Admin: { path: '/admin', title: 'Administração', isPublic: false },
  AdminCompanies: { path: '/admin/empresas', title: 'Empresas', isPublic: false },
  AdminUsers: { path: '/admin/usuarios', title: 'Usuários', isPublic: false },
  AdminIntegrations: { path: '/admin/integracoes', title: 'Integrações', isPublic: false },
  AdminQuotations: { path: '/admin/cotacoes', title: 'Cotações de frete', isPublic: false },
  AdminBranding: { path: '/admin/identidade-visual', title: 'Identidade visual', isPublic: false },
  AdminAudit: { path: '/admin/auditoria', title: 'Auditoria', isPublic: false },
  AdminSpreadsheet: { path: '/admin/importar-planilha', title: 'Importar planilha', isPublic: false },
  /** Not in the spec: outbound webhooks in the back-office, and a customer's own. */
  AdminWebhooks: { path: '/admin/webhooks', title: 'Webhooks', isPublic: false },
  /** Not in the spec (collaboration): every company's conversations, for the broker's staff to answer. */
  AdminAtendimento: { path: '/admin/atendimento', title: 'Atendimento', isPublic: false },
  /** Not in the spec (collaboration): the payments customers reported, for the staff to confirm or refuse. */
  AdminPaymentReports: { path: '/admin/pagamentos', title: 'Pagamentos informados', isPublic: false },
  /** Not in the spec: what the portal sent one company's users, and the events turned off for it. */
  AdminNotifications: { path: '/admin/notificacoes', title: 'Notificações enviadas', isPublic: false },
  CustomerWebhooks: { path: '/integracoes/webhooks', title: 'Integrações', isPublic: false },
  /** Not in the spec (LGPD): Meus Dados' second tab, the person's data and requests. */
  MyDataPrivacy: { path: '/meus-dados/privacidade', title: 'Privacidade', isPublic: false },
  /** Not in the spec: Meus Dados' third tab, the notification centre's rules (decision 0115). */
  MyDataNotifications: { path: '/meus-dados/notificacoes', title: 'Notificações', isPublic: false },
  /** Not in the spec: the notification centre's history of 90 days (decision 0115). */
  Notifications: { path: '/notificacoes', title: 'Notificações', isPublic: false },
  /** Not in the spec (LGPD): the privacy notice, readable before sign-in. */
  PrivacyNotice: { path: '/privacidade', title: 'Aviso de privacidade', isPublic: true },
  /** Not in the spec (LGPD): the people's correction and deletion requests, for the admins to answer. */
  AdminPrivacyRequests: { path: '/admin/privacidade', title: 'Privacidade', isPublic: false },
  /** Not in the spec (LGPD): the record of personal-data security incidents (ANPD). */
  AdminPrivacyIncidents: { path: '/admin/incidentes', title: 'Incidentes de segurança', isPublic: false },
} as const satisfies Record<string, TRouteDefinition>;

export type TRouteName = keyof typeof routes;

/**
 * Spec part 2 §2.2 (ForwardersShippingQuote's path is ours, recorded in
 * docs/decisions/0040-forwarder-quotation-page.md).
 */
export const PUBLIC_ROUTE_NAMES = [
  'Login',
  'ForgotPassword',
  'RecoveryCode',
  'ResetPassword',
  'ForwardersShippingQuote',
] as const;

/** `/processos` or `/processos/42` (the id opens that process modal on load). */
export const toProcesses = (id?: number | string): string =>
  generatePath(routes.Processes.path, { id: id === undefined ? null : String(id) });

/** A product's page, with the list's filters (the address's query) carried over. */
export const toProduct = (code: string, search = ''): string =>
  `${generatePath(routes.Produto.path, { code })}${search}`;

export const toResetPassword = (pin: string): string => generatePath(routes.ResetPassword.path, { pin });

export const isPublicPath = (pathname: string): boolean =>
  Object.values(routes).some((route) => route.isPublic && matchPath(route.path, pathname) !== null);
