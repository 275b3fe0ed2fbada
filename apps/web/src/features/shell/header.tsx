import { useState, type FormEvent } from 'react';
import { MenuIcon, SearchIcon } from '../../components/icon/icons.tsx';
import { useToast } from '../../components/toast/use-toast.ts';
import styles from './header.module.css';
import { PresentationToggle } from './presentation-toggle.tsx';
import { UserMenu } from './user-menu.tsx';

type THeaderProps = {
  sidebarId: string;
  isSidebarOpen: boolean;
  onToggleSidebar: () => void;
};

export const Header = ({ sidebarId, isSidebarOpen, onToggleSidebar }: THeaderProps) => {
  const [search, setSearch] = useState('');
  const toast = useToast();

  const handleSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Spec part 1 §2: an empty search does nothing.
    if (!search.trim()) return;
    // TODO(#4): search processes (/customers/import/search): several results → list at /processos,
    // one → its detail modal, none → 'Nenhum processo encontrado!'.
    toast.info('A pesquisa de processos estará disponível em breve.');
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
      <form className={styles.search} role="search" onSubmit={handleSearch}>
        <SearchIcon className={styles.searchIcon} />
        <input
          type="search"
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
