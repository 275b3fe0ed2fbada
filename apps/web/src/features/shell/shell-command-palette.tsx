import { useNavigate } from 'react-router';
import { CommandPaletteLauncher } from '../../components/command-palette/command-palette-launcher.tsx';
import { useProcessModal } from '../../hooks/use-process-modal.ts';
import { useSession } from '../../lib/session.ts';
import { visibleNavItems } from './nav-items.ts';

/** The command palette over the signed-in screens: the menu's screens this user may open. */
export const ShellCommandPalette = () => {
  const session = useSession();
  const navigate = useNavigate();
  const { openProcess } = useProcessModal();
  return (
    <CommandPaletteLauncher
      screens={visibleNavItems(session).map(({ label, to }) => ({ label, to }))}
      searchProcesses={async (term, signal) =>
        (await import('./api/get-palette-processes.ts')).searchPaletteProcesses(term, signal)
      }
      onOpenScreen={(to) => void navigate(to)}
      onOpenProcess={openProcess}
    />
  );
};
