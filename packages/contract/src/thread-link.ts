/**
 * The portal's link that opens a process's conversation (the e-mails' "Responder"):
 * any signed-in page with `processo` (the process id) and `aba=mensagens` opens the process modal
 * on that tab. A module of its own, without schemas: the shell reads it on every screen (phone speed).
 */
export const PROCESS_LINK_PROCESS_PARAM = 'processo';
export const PROCESS_LINK_TAB_PARAM = 'aba';
export const MESSAGES_TAB_SLUG = 'mensagens';
export const buildThreadPath = (processId: number): string =>
  `/processos?${PROCESS_LINK_PROCESS_PARAM}=${processId}&${PROCESS_LINK_TAB_PARAM}=${MESSAGES_TAB_SLUG}`;

/**
 * The spec's `/processos/:id` with the modal's tab (`?aba=`): a push's link. Dados Gerais is the
 * modal's first tab, so it has no parameter.
 */
export const buildProcessTabPath = (processId: number, tab: string): string =>
  tab === 'geral' ? `/processos/${processId}` : `/processos/${processId}?${PROCESS_LINK_TAB_PARAM}=${tab}`;
