import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { MenuIcon, SearchIcon } from '../../components/icon/icons.tsx';
import { useToast } from '../../hooks/use-toast.ts';
import { useProcessModal } from '../../hooks/use-process-modal.ts';
import { NO_PROCESS_FOUND, foundMessage, searchFailedMessage } from '../../lib/process-search.ts';
import { toProcesses } from '../../lib/routes.ts';
import { searchResultsStore } from '../../lib/search-results-store.ts';
import styles from './header.module.css';
import { PresentationToggle } from './presentation-toggle.tsx';
import { UserMenu } from './user-menu.tsx';
import { HEADER_SEARCH_ID } from './use-search-shortcut.ts';

type THeaderProps = {
  sidebarId: string;
  isSidebarOpen: boolean;
  onToggleSidebar: () => void;
};

export const Header = ({ sidebarId, isSidebarOpen, onToggleSidebar }: THeaderProps) => {
  const [search, setSearch] = useState('');
  const [isSearching, setSearching] = useState(false);
  const toast = useToast();
  const navigate = useNavigate();
  const { openProcess } = useProcessModal();

  // Spec part 1 §2: none → warning, one → its detail modal, several → the list at /processos.
  const handleSearch = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const term = search.trim();
    // Spec part 1 §2: an empty search does nothing (and so does a second submit while one runs).
    if (!term || isSearching) return;
    setSearching(true);
    try {
      // Loaded on the first search: the call's schemas are not on every screen's path (phone speed).
      const { searchProcesses } = await import('./api/get-process-search.ts');
      const data = await searchProcesses(term);
      const [first] = data;
      if (!first) {
        toast.warning(NO_PROCESS_FOUND, { position: 'top-center' });
        return;
      }
      if (data.length === 1) {
        openProcess(first.id);
        return;
      }
      searchResultsStore.set(term, { kind: 'rows', processes: data });
      toast.success(foundMessage(data.length));
      void navigate(toProcesses());
    } catch (error) {
      toast.error(searchFailedMessage(error));
    } finally {
      setSearching(false);
    }
  };

  return (
    <header className={styles.header}>
      <button
        type="button"
        className={styles.menuButton}
        onClick={onToggleSidebar}
        aria-label={isSidebarOpen ? 'Fechar menu' : 'Abrir menu'}
        aria-expanded={isSidebarOpen}
        aria-controls={sidebarId}
      >
        <MenuIcon />
      </button>
      <form
        className={styles.search}
        role="search"
        onSubmit={(event) => void handleSearch(event)}
        aria-busy={isSearching}
      >
        <SearchIcon className={styles.searchIcon} />
        <input
          type="search"
          id={HEADER_SEARCH_ID}
          aria-keyshortcuts="/"
          className={styles.searchInput}
          placeholder="O que você deseja pesquisar?"
          aria-label="Pesquisar processos"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </form>
      <div className={styles.actions}>
        <PresentationToggle />
        <UserMenu />
      </div>
    </header>
  );
};
