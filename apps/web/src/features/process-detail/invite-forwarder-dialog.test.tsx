import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TCall } from '@pc/contract/call';
import { QUOTATION_ROUND_CLOSED_MESSAGES, type TQuotationRound } from '@pc/contract/quotation';
import { ApiError } from '../../lib/api-error.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { InviteForwarderDialog } from './invite-forwarder-dialog.tsx';

const api = vi.hoisted(() => ({ callApi: vi.fn() }));
vi.mock('../../lib/api-client.ts', () => ({ callApi: api.callApi }));

const ROUND_PATH = '/api/public/customer/processes/{id}/quotation-round';
const INVITE_PATH = '/api/public/customer/processes/{id}/quotation-invitations';

const OPEN: TQuotationRound = { isOpen: true, closedReason: null };
const APPROVED: TQuotationRound = { isOpen: false, closedReason: 'APPROVED' };
const SENT = { id: 1, url: 'https://portal.example/cotacao-frete/abc', expiresAt: '2026-03-12T15:00:00Z' };

/** The round answers `rounds` in turn (the last one from then on); the invitation answers `invite`. */
const answer = (rounds: TQuotationRound[], invite: () => Promise<unknown>) => {
  let reads = 0;
  api.callApi.mockImplementation((call: TCall) => {
    if (call.path === ROUND_PATH) {
      const round = rounds[Math.min(reads, rounds.length - 1)];
      reads += 1;
      return Promise.resolve({ data: round });
    }
    if (call.path === INVITE_PATH) return invite();
    return Promise.reject(new Error(`unexpected call ${call.path}`));
  });
};

const renderDialog = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <InviteForwarderDialog processId={42} reference="PRI00042" onClose={() => undefined} />
    </QueryClientProvider>,
  );

const dialog = () => screen.getByRole('dialog', { name: 'Convidar agente de carga' });

const fill = () => {
  fireEvent.change(within(dialog()).getByLabelText('Agente de carga'), {
    target: { value: 'Atlântico Fretes' },
  });
  fireEvent.change(within(dialog()).getByLabelText('E-mail do agente'), {
    target: { value: 'comercial@atlantico.example' },
  });
};

beforeEach(() => {
  api.callApi.mockReset();
});

describe('<InviteForwarderDialog /> and the round’s state', () => {
  it('on a closed round says why and offers no sending', async () => {
    answer([APPROVED], () => Promise.reject(new Error('no invitation may be sent')));
    renderDialog();
    expect(await within(dialog()).findByRole('alert')).toHaveProperty(
      'textContent',
      QUOTATION_ROUND_CLOSED_MESSAGES.APPROVED,
    );
    expect(within(dialog()).queryByRole('button', { name: 'Enviar convite' })).toBeNull();
    expect(within(dialog()).queryByLabelText('Agente de carga')).toBeNull();
    expect(within(dialog()).getByRole('button', { name: 'Fechar' })).toBeTruthy();
  });

  it('on an open round takes the forwarder once the round is known', async () => {
    answer([OPEN], () => Promise.resolve(SENT));
    renderDialog();
    fill();
    const send = within(dialog()).getByRole('button', { name: 'Enviar convite' });
    await waitFor(() => expect(send).toHaveProperty('disabled', false));
    fireEvent.click(send);
    expect(
      await within(dialog()).findByText(/^Convite enviado para comercial@atlantico\.example/),
    ).toBeTruthy();
  });

  it('sends the language the staff choose for the forwarder’s e-mail and page, Português by default', async () => {
    answer([OPEN], () => Promise.resolve(SENT));
    renderDialog();
    fill();
    const language = within(dialog()).getByLabelText('Idioma do e-mail e da página');
    expect(language).toHaveProperty('value', 'pt-BR');
    expect(
      within(language)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Português', 'English', 'Español']);
    fireEvent.change(language, { target: { value: 'en' } });
    const send = within(dialog()).getByRole('button', { name: 'Enviar convite' });
    await waitFor(() => expect(send).toHaveProperty('disabled', false));
    fireEvent.click(send);
    await waitFor(() =>
      expect(api.callApi).toHaveBeenCalledWith(
        expect.objectContaining({ path: INVITE_PATH }),
        expect.objectContaining({
          body: { forwarderName: 'Atlântico Fretes', email: 'comercial@atlantico.example', language: 'en' },
        }),
      ),
    );
  });

  it('a refusal because the round closed meanwhile turns the dialog to the closed state', async () => {
    answer([OPEN, { isOpen: false, closedReason: 'PROCESS_CONCLUDED' }], () =>
      Promise.reject(
        new ApiError(409, { code: 'CONFLICT', message: QUOTATION_ROUND_CLOSED_MESSAGES.PROCESS_CONCLUDED }),
      ),
    );
    renderDialog();
    fill();
    const send = within(dialog()).getByRole('button', { name: 'Enviar convite' });
    await waitFor(() => expect(send).toHaveProperty('disabled', false));
    fireEvent.click(send);
    await waitFor(() =>
      expect(within(dialog()).queryByRole('button', { name: 'Enviar convite' })).toBeNull(),
    );
    expect(within(dialog()).getByRole('alert').textContent).toBe(
      QUOTATION_ROUND_CLOSED_MESSAGES.PROCESS_CONCLUDED,
    );
  });
});
