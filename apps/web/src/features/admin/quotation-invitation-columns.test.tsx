import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TAdminQuotationInvitation, TQuotationInvitationStatus } from '@pc/contract/admin-quotations';
import { toInvitationColumns } from './quotation-invitation-columns.tsx';

const invitation = (status: TQuotationInvitationStatus): TAdminQuotationInvitation => ({
  id: 7,
  company: { id: 3, name: 'Aurora Têxtil Ltda' },
  process: { id: 101, reference: 'PRI00042' },
  forwarderName: 'Oceano Azul Logística',
  email: 'cotacao@oceanoazul.example',
  createdAt: '2026-03-05T15:00:00.000Z',
  createdBy: 'ERP Despachante',
  expiresAt: '2026-03-12T15:00:00.000Z',
  status,
});

const columns = toInvitationColumns({ onRevoke: () => undefined, onResend: () => undefined, busyId: null });

const renderCell = (id: string, status: TQuotationInvitationStatus) => {
  const column = columns.find((candidate) => candidate.id === id);
  render(<>{column?.render?.(invitation(status))}</>);
};

describe('Cotações de frete: a link’s state and its actions', () => {
  it('reads Encerrada for a closed round, and offers only Revogar', () => {
    renderCell('status', 'CLOSED');
    expect(screen.getByText('Encerrada')).toBeTruthy();
    renderCell('actions', 'CLOSED');
    expect(screen.queryByRole('button', { name: /^Reenviar/ })).toBeNull();
    expect(
      screen.getByRole('button', { name: 'Revogar o convite de Oceano Azul Logística — PRI00042' }),
    ).toBeTruthy();
  });

  it.each([
    ['OPEN', true],
    ['EXPIRED', true],
    ['ANSWERED', false],
    ['CLOSED', false],
  ] as const)('a link %s may be resent: %s', (status, canResend) => {
    renderCell('actions', status);
    expect(screen.queryAllByRole('button', { name: /^Reenviar/ })).toHaveLength(canResend ? 1 : 0);
  });
});
