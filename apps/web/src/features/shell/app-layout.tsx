import { useEffect, useState, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Header } from './header.tsx';
import styles from './app-layout.module.css';
import { ShellCommandPalette } from './shell-command-palette.tsx';
import { Sidebar } from './sidebar.tsx';
import { useSearchShortcut } from './use-search-shortcut.ts';

const SIDEBAR_ID = 'app-sidebar';

type TAppLayoutProps = {
  /** Mounted once over every signed-in screen (the process modal); the app composes it in. */
  overlays?: ReactNode;
  /** Above the routed screen, in the page's flow (why a guard brought the user here). */
  notice?: ReactNode;
  /** In the header, beside the user menu (the notification centre's bell); the app composes it in. */
  headerActions?: ReactNode;
};

/** The signed-in shell (spec part 1 §1): left sidebar, top header, routed content. */
export const AppLayout = ({ overlays, notice, headerActions }: TAppLayoutProps) => {
  const [isSidebarOpen, setIsSidebarOpen] = useState(false);
  const { pathname } = useLocation();
  useSearchShortcut();

  // Close the drawer on navigation (back/forward included, not only link clicks).
  const [lastPathname, setLastPathname] = useState(pathname);
  if (pathname !== lastPathname) {
    setLastPathname(pathname);
    setIsSidebarOpen(false);
  }

  useEffect(() => {
    if (!isSidebarOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setIsSidebarOpen(false);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isSidebarOpen]);

  return (
    <div className={styles.layout}>
      <a className={styles.skipLink} href="#main-content">
        Pular para o conteúdo
      </a>
      <Sidebar id={SIDEBAR_ID} isOpen={isSidebarOpen} onClose={() => setIsSidebarOpen(false)} />
      <div className={styles.body}>
        <Header
          sidebarId={SIDEBAR_ID}
          isSidebarOpen={isSidebarOpen}
          onToggleSidebar={() => setIsSidebarOpen((isOpen) => !isOpen)}
          actions={headerActions}
        />
        <main id="main-content" className={styles.main} tabIndex={-1}>
          {notice}
          <Outlet />
        </main>
      </div>
      {overlays}
      <ShellCommandPalette />
    </div>
  );
};
