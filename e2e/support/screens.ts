/** Every signed-in screen of the product with its h1, as a customer opens it (CSP and axe walk them). */
export const SIGNED_IN_SCREENS = [
  { path: '/', heading: 'Portal dos Clientes' },
  { path: '/processos', heading: 'Processos' },
  { path: '/relatorio', heading: 'Relatório Geral de Importação' },
  { path: '/financeiro/previsao-numerario-novo', heading: 'Previsão Financeira' },
  { path: '/financeiro/previsao-numerario', heading: 'Previsão de Numerário' },
  { path: '/operacional/calendario', heading: 'Calendário Operacional' },
  { path: '/analytics', heading: 'Análise Operacional' },
  { path: '/painel-importacao', heading: 'Painel de Importação' },
  { path: '/meus-dados', heading: 'Meus Dados' },
] as const;
