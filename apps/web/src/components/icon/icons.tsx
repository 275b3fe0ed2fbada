import type { ReactNode, SVGProps } from 'react';

export type TIconProps = SVGProps<SVGSVGElement> & { size?: number };

// Inline stroke icons (Lucide-style geometry) so the skeleton needs no icon package.
export const Icon = ({ size = 20, children, ...props }: TIconProps & { children: ReactNode }) => (
  <svg
    width={size}
    height={size}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
    {...props}
  >
    {children}
  </svg>
);

export const MenuIcon = (props: TIconProps) => (
  <Icon {...props}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Icon>
);

export const CloseIcon = (props: TIconProps) => (
  <Icon size={16} {...props}>
    <path d="M18 6 6 18M6 6l12 12" />
  </Icon>
);

export const DashboardIcon = (props: TIconProps) => (
  <Icon {...props}>
    <rect x="3" y="3" width="7" height="9" rx="1" />
    <rect x="14" y="3" width="7" height="5" rx="1" />
    <rect x="14" y="12" width="7" height="9" rx="1" />
    <rect x="3" y="16" width="7" height="5" rx="1" />
  </Icon>
);

export const BoxIcon = (props: TIconProps) => (
  <Icon {...props}>
    <path d="M21 8 12 3 3 8v8l9 5 9-5V8Z" />
    <path d="m3 8 9 5 9-5M12 13v8" />
  </Icon>
);

export const ReportIcon = (props: TIconProps) => (
  <Icon {...props}>
    <path d="M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9l-6-6Z" />
    <path d="M14 3v6h6M8 13h8M8 17h5" />
  </Icon>
);

export const CalendarIcon = (props: TIconProps) => (
  <Icon {...props}>
    <rect x="3" y="4" width="18" height="18" rx="2" />
    <path d="M16 2v4M8 2v4M3 10h18" />
  </Icon>
);

export const ShipIcon = (props: TIconProps) => (
  <Icon {...props}>
    <path d="M2 20c2 1 4 1 6 0s4-1 6 0 4 1 6 0" />
    <path d="M4 17 3 12h18l-2 5M12 3v9M7 12V7h10v5" />
  </Icon>
);

export const ChartIcon = (props: TIconProps) => (
  <Icon {...props}>
    <path d="M3 3v18h18" />
    <path d="M7 15v2M11 10v7M15 12v5M19 6v11" />
  </Icon>
);

/** The Produtos screen: a price tag. */
export const TagIcon = (props: TIconProps) => (
  <Icon {...props}>
    <path d="M3 3h9l9 9-9 9-9-9ZM8 8h.01" />
  </Icon>
);

/** The import dashboard: a gauge over bars. */
export const PanelIcon = (props: TIconProps) => (
  <Icon {...props}>
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <path d="M7 17v-3M12 17v-6M17 17V8" />
  </Icon>
);

export const SearchIcon = (props: TIconProps) => (
  <Icon size={18} {...props}>
    <circle cx="11" cy="11" r="7" />
    <path d="m21 21-4.3-4.3" />
  </Icon>
);

export const UserIcon = (props: TIconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </Icon>
);

export const LogoutIcon = (props: TIconProps) => (
  <Icon size={18} {...props}>
    <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />
  </Icon>
);

export const ChevronDownIcon = (props: TIconProps) => (
  <Icon size={16} {...props}>
    <path d="m6 9 6 6 6-6" />
  </Icon>
);

export const EyeIcon = (props: TIconProps) => (
  <Icon {...props}>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
  </Icon>
);

export const EyeOffIcon = (props: TIconProps) => (
  <Icon {...props}>
    <path d="M9.9 4.2A9.8 9.8 0 0 1 12 4c6.4 0 10 8 10 8a17.6 17.6 0 0 1-2.2 3.2" />
    <path d="M6.6 6.6A17.4 17.4 0 0 0 2 12s3.6 8 10 8a9.7 9.7 0 0 0 5.4-1.6" />
    <path d="M14.1 14.1a3 3 0 1 1-4.2-4.2" />
    <path d="m2 2 20 20" />
  </Icon>
);

export const BuildingIcon = (props: TIconProps) => (
  <Icon {...props}>
    <rect x="4" y="2" width="16" height="20" rx="2" />
    <path d="M9 22v-4h6v4M8 6h.01M12 6h.01M16 6h.01M8 10h.01M12 10h.01M16 10h.01M8 14h.01M12 14h.01M16 14h.01" />
  </Icon>
);

/** The back-office: a shield with a check. */
export const ShieldIcon = (props: TIconProps) => (
  <Icon {...props}>
    <path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10Z" />
    <path d="m9 12 2 2 4-4" />
  </Icon>
);

export const LockIcon = (props: TIconProps) => (
  <Icon {...props}>
    <rect x="4" y="11" width="16" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </Icon>
);

export const ToastKindIcon = ({ kind }: { kind: 'success' | 'error' | 'warning' | 'info' }) => {
  switch (kind) {
    case 'success':
      return (
        <Icon>
          <circle cx="12" cy="12" r="9" />
          <path d="m8 12 3 3 5-6" />
        </Icon>
      );
    case 'error':
      return (
        <Icon>
          <circle cx="12" cy="12" r="9" />
          <path d="M15 9l-6 6M9 9l6 6" />
        </Icon>
      );
    case 'warning':
      return (
        <Icon>
          <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
          <path d="M12 9v4M12 17h.01" />
        </Icon>
      );
    default:
      return (
        <Icon>
          <circle cx="12" cy="12" r="9" />
          <path d="M12 16v-4M12 8h.01" />
        </Icon>
      );
  }
};
