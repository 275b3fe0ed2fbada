import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TAdminQuotationInvitation, TQuotationInvitationStatus } from '@pc/contract/admin-quotations';
import { toInvitationColumns } from './quotation-invitation-columns.tsx';

const invitation = (
  status: TQuotationInvitationStatus,
  expiresAt = '2099-03-12T15:00:00.000Z',
): TAdminQuotationInvitation => ({
  id: 7,
  company: { id: 3, name: 'Aurora Têxtil Ltda' },
  process: { id: 101, reference: 'PRI00042' },
  forwarderName: 'Oceano Azul Logística',
  email: 'cotacao@oceanoazul.example',
  createdAt: '2026-03-05T15:00:00.000Z',
  createdBy: 'ERP Despachante',
  expiresAt,
  status,
});

const columns = toInvitationColumns({ onRevoke: () => undefined, onResend: () => undefined, busyId: null });

const renderCell = (id: string, status: TQuotationInvitationStatus, expiresAt?: string) => {
  const column = columns.find((candidate) => candidate.id === id);
  render(<>{column?.render?.(invitation(status, expiresAt))}</>);
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

  it('offers a new link for an answered one once it expired: its forwarder can no longer change the quotation', () => {
    renderCell('actions', 'ANSWERED', '2020-01-01T00:00:00.000Z');
    expect(
      screen.getByRole('button', { name: 'Reenviar o convite de Oceano Azul Logística — PRI00042' }),
    ).toBeTruthy();
  });
});
