import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useNavigate } from 'react-router';
import { ChevronDownIcon, LogoutIcon, PanelIcon, UserIcon } from '../../components/icon/icons.tsx';
import { routes } from '../../lib/routes.ts';
import { logout, useSession } from '../../lib/session.ts';
import styles from './user-menu.module.css';

// Spec part 1 §3: the photo is a base64 PNG; tolerate a value that is already a data URL.
const photoUrl = (photo: string): string =>
  photo.startsWith('data:') ? photo : `data:image/png;base64,${photo}`;

/** Spec part 1 §2 Shell: name, e-mail, photo (generic icon without one), 'Meus Dados' and 'Sair'. */
export const UserMenu = () => {
  const { user } = useSession();
  const navigate = useNavigate();
  const name = user?.name ?? 'Usuário';
  const email = user?.email ?? '';

  return (
    <DropdownMenu.Root>
      {/* Named by what it shows, then what it is (WCAG 2.5.3: the visible text starts the name). */}
      <DropdownMenu.Trigger className={styles.trigger}>
        <span className={styles.avatar} aria-hidden="true">
          {user?.photo ? <img src={photoUrl(user.photo)} alt="" /> : <UserIcon size={18} />}
        </span>
        <span className={styles.identity}>
          <span className={styles.name}>{name}</span>
          {email && <span className={styles.email}>{email}</span>}
        </span>
        <span className="visually-hidden">, menu do usuário</span>
        <ChevronDownIcon />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.content} align="end" sideOffset={6}>
          <DropdownMenu.Label className={styles.label}>
            <span className={styles.name}>{name}</span>
            {email && <span className={styles.email}>{email}</span>}
          </DropdownMenu.Label>
          <DropdownMenu.Separator className={styles.separator} />
          <DropdownMenu.Item className={styles.item} onSelect={() => void navigate(routes.MyData.path)}>
            <UserIcon size={18} /> Meus Dados
          </DropdownMenu.Item>
          {user?.canManageWebhooks && (
            <DropdownMenu.Item
              className={styles.item}
              onSelect={() => void navigate(routes.CustomerWebhooks.path)}
            >
              <PanelIcon size={18} /> {routes.CustomerWebhooks.title}
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Item className={styles.item} onSelect={logout}>
            <LogoutIcon /> Sair
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
};
