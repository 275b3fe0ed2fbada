import type { ReactNode } from 'react';
import { Icon, type TIconProps } from '../../components/icon/icons.tsx';

// The modal's own icons, drawn on the shared stroke icon base (only this modal uses them).
export const BellIcon = (props: TIconProps) => (
  <Icon {...props}>
    <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </Icon>
);

export const DownloadIcon = (props: TIconProps) => (
  <Icon {...props}>
    <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4" />
    <path d="m7 10 5 5 5-5M12 15V3" />
  </Icon>
);

export const ViewIcon = (props: TIconProps) => (
  <Icon {...props}>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
  </Icon>
);

export const CheckIcon = (props: TIconProps) => (
  <Icon {...props}>
    <path d="M20 6 9 17l-5-5" />
  </Icon>
);

export const SheetIcon = (props: TIconProps) => (
  <Icon {...props}>
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <path d="M3 9h18M3 15h18M9 3v18" />
  </Icon>
);

// --- Step icons (spec §4: steps 1 to 7 and 11) ------------------------------------------------

const BookingIcon = (props: TIconProps) => (
  <Icon {...props}>
    <rect x="3" y="4" width="18" height="18" rx="2" />
    <path d="M16 2v4M8 2v4M3 10h18M9 16l2 2 4-4" />
  </Icon>
);

const TransitIcon = (props: TIconProps) => (
  <Icon {...props}>
    <path d="M2 21c.6.5 1.2 1 2.5 1 2.5 0 2.5-2 5-2 1.3 0 1.9.5 2.5 1 .6.5 1.2 1 2.5 1 2.5 0 2.5-2 5-2 1.3 0 1.9.5 2.5 1" />
    <path d="M19.4 18 21 12.6a1 1 0 0 0-.6-1.2L12 8l-8.4 3.4a1 1 0 0 0-.6 1.2L4.6 18M12 8V2M8 5h8" />
  </Icon>
);

const ClearanceIcon = (props: TIconProps) => (
  <Icon {...props}>
    <path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10Z" />
    <path d="m9 12 2 2 4-4" />
  </Icon>
);

const LoadingTruckIcon = (props: TIconProps) => (
  <Icon {...props}>
    <path d="M14 18V6a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2v11a1 1 0 0 0 1 1h2M15 18H9M19 18h2a1 1 0 0 0 1-1v-3.6a1 1 0 0 0-.2-.6l-3.5-4.4A1 1 0 0 0 17.5 8H14" />
    <circle cx="17" cy="18" r="2" />
    <circle cx="7" cy="18" r="2" />
  </Icon>
);

const ClosedIcon = (props: TIconProps) => (
  <Icon {...props}>
    <path d="M4 22V4a1 1 0 0 1 1-1h12l-2 4 2 4H5" />
  </Icon>
);

const CancelledIcon = (props: TIconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="10" />
    <path d="m15 9-6 6M9 9l6 6" />
  </Icon>
);

const ProductionIcon = (props: TIconProps) => (
  <Icon {...props}>
    <path d="M2 20V8l6 4V8l6 4V4h8v16Z" />
    <path d="M17 16h1M12 16h1M7 16h1" />
  </Icon>
);

const BillingIcon = (props: TIconProps) => (
  <Icon {...props}>
    <path d="M4 2v20l2-1 2 1 2-1 2 1 2-1 2 1 2-1 2 1V2l-2 1-2-1-2 1-2-1-2 1-2-1-2 1Z" />
    <path d="M16 8h-6a2 2 0 1 0 0 4h4a2 2 0 1 1 0 4H8M12 17.5v-11" />
  </Icon>
);

const GenericStepIcon = (props: TIconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="4" />
  </Icon>
);

/** Step 1 Booking, 2 Trânsito, 3 Desembaraço, 4 Carregamento, 5 Encerramento, 6 Cancelado, 7 Produção, 11 Faturamento. */
export const StepIcon = ({ stepId, ...props }: TIconProps & { stepId: number | null }) => {
  switch (stepId) {
    case 1:
      return <BookingIcon {...props} />;
    case 2:
      return <TransitIcon {...props} />;
    case 3:
      return <ClearanceIcon {...props} />;
    case 4:
      return <LoadingTruckIcon {...props} />;
    case 5:
      return <ClosedIcon {...props} />;
    case 6:
      return <CancelledIcon {...props} />;
    case 7:
      return <ProductionIcon {...props} />;
    case 11:
      return <BillingIcon {...props} />;
    default:
      return <GenericStepIcon {...props} />;
  }
};

// --- Document icons by extension (spec §2) ----------------------------------------------------

export type TDocumentKind = 'pdf' | 'image' | 'xml' | 'xlsx' | 'generic';

/** pdf, jpeg, jpg, png, xml, xlsx; anything else is generic. */
export const documentKindOf = (filename: string): TDocumentKind => {
  const extension = /\.([^.]+)$/.exec(filename.trim())?.[1]?.toLowerCase() ?? '';
  switch (extension) {
    case 'pdf':
      return 'pdf';
    case 'jpeg':
    case 'jpg':
    case 'png':
      return 'image';
    case 'xml':
      return 'xml';
    case 'xlsx':
      return 'xlsx';
    default:
      return 'generic';
  }
};

const FileShape = ({ children, ...props }: TIconProps & { children?: ReactNode }) => (
  <Icon {...props}>
    <path d="M15 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V7Z" />
    <path d="M14 2v4a2 2 0 0 0 2 2h4" />
    {children}
  </Icon>
);

export const DocumentIcon = ({ kind, ...props }: TIconProps & { kind: TDocumentKind }) => {
  switch (kind) {
    case 'pdf':
      return (
        <FileShape {...props}>
          <path d="M8 13h1.5a1.5 1.5 0 0 1 0 3H8v-3Zm0 3v2" />
        </FileShape>
      );
    case 'image':
      return (
        <FileShape {...props}>
          <circle cx="10" cy="12" r="1.5" />
          <path d="m20 17-3-3-6 6" />
        </FileShape>
      );
    case 'xml':
      return (
        <FileShape {...props}>
          <path d="m10 12-2 2.5 2 2.5M14 12l2 2.5-2 2.5" />
        </FileShape>
      );
    case 'xlsx':
      return (
        <FileShape {...props}>
          <path d="M8 13h8M8 17h8M12 13v4" />
        </FileShape>
      );
    case 'generic':
      return (
        <FileShape {...props}>
          <path d="M8 13h8M8 17h5" />
        </FileShape>
      );
  }
};
