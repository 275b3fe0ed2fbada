import { usePortalBranding } from '../../lib/portal-branding.ts';

/**
 * A screen's document title, ending in the portal's name as the admin set it in the back-office:
 * 'Processos | Portal dos Clientes' in the demo, the broker's own name once saved.
 */
export const PageTitle = ({ parts }: { parts: readonly string[] }) => {
  const { portalName } = usePortalBranding();
  return <title>{[...parts, portalName].join(' | ')}</title>;
};
