import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { MenuIcon, SearchIcon } from '../../components/icon/icons.tsx';
import { useToast } from '../../hooks/use-toast.ts';
import { PROCESS_MODAL_PUSHED_STATE } from '../../lib/process-modal-url.ts';
import { NO_PROCESS_FOUND, searchFailedMessage } from '../../lib/process-search.ts';
import { toProcesses } from '../../lib/routes.ts';
import styles from './header.module.css';
import { PresentationToggle } from './presentation-toggle.tsx';
import { UserMenu } from './user-menu.tsx';
import { HEADER_SEARCH_ID } from './use-search-shortcut.ts';

type THeaderProps = {
  sidebarId: string;
  isSidebarOpen: boolean;
  onToggleSidebar: () => void;
  /** Beside the user menu, composed in by the app (the notification centre's bell). */
  actions?: ReactNode;
};

export const Header = ({ sidebarId, isSidebarOpen, onToggleSidebar, actions }: THeaderProps) => {
  const [search, setSearch] = useState('');
  const [isSearching, setSearching] = useState(false);
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  // Spec part 1 §2: none → warning, one → its detail modal, several → the list at /processos. Both
  // are addresses (`/processos/:id`, `/processos?busca=…`): a link or Back shows the same
  // (docs/decisions/0100-state-in-the-address.md); the list reads the answer from the cache.
  const handleSearch = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const term = search.trim();
    // Spec part 1 §2: an empty search does nothing (and so does a second submit while one runs).
    if (!term || isSearching) return;
    setSearching(true);
    try {
      // Loaded on the first search: the call's schemas are not on every screen's path (phone speed).
      const { processSearchQueryOptions } = await import('../../lib/process-search-query.ts');
      const answer = await queryClient.fetchQuery({ ...processSearchQueryOptions(term), staleTime: 0 });
      const data = answer.kind === 'rows' ? answer.processes : [];
      const [first] = data;
      if (!first) {
        toast.warning(NO_PROCESS_FOUND, { position: 'top-center' });
        return;
      }
      const query = `?${new URLSearchParams({ busca: term }).toString()}`;
      // The list says what was searched and its count is on screen: no toast. One process opens
      // over its one-row list, and closing it goes back to where the search was made.
      if (data.length === 1)
        void navigate(`${toProcesses(first.id)}${query}`, { state: PROCESS_MODAL_PUSHED_STATE });
      else void navigate(`${toProcesses()}${query}`);
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
        {actions}
        <UserMenu />
      </div>
    </header>
  );
};
