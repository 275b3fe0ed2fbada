import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TProcessResponse } from '@pc/contract/process';
import { createQueryClient } from '../../lib/query-client.ts';
import { answer, mockFetch } from '../../test/fetch-mock.ts';
import { toProcessColumns } from './process-columns.tsx';

const UNREAD = {
  data: {
    total: 13,
    processes: [
      {
        processId: 1,
        reference: 'PRI00042',
        companyName: 'A',
        unread: 12,
        lastMessageAt: '2026-11-20T13:05:00Z',
      },
      {
        processId: 2,
        reference: 'PRI00043',
        companyName: 'A',
        unread: 1,
        lastMessageAt: '2026-11-20T13:00:00Z',
      },
    ],
  },
};

const process = (id: number, identification: number) =>
  ({ id, identification, typeOfProcess: 'CONTA_E_ORDEM' }) as unknown as TProcessResponse;

const [reference] = toProcessColumns(['reference']);

const renderCells = (...processes: TProcessResponse[]) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ul>
        {processes.map((each) => (
          <li key={each.id} data-testid={`row-${each.id}`}>
            {reference?.render?.(each)}
          </li>
        ))}
      </ul>
    </QueryClientProvider>,
  );

describe('the reference cell’s unread badge', () => {
  it('shows the unread count of each row’s process from one call, and nothing where none', async () => {
    const fetchMock = mockFetch(answer('GET', '/api/public/customer/messages/unread', UNREAD));
    renderCells(process(1, 42), process(2, 43), process(3, 44));
    const badge = await screen.findByRole('img', { name: '12 mensagens não lidas' });
    expect(badge.textContent).toBe('12');
    expect(screen.getByRole('img', { name: '1 mensagem não lida' })).toBeTruthy();
    expect(screen.getByTestId('row-3').textContent).toBe('PRI00044');
    expect(screen.getByTestId('row-1').textContent).toBe('PRI0004212');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows the reference alone when the call fails', async () => {
    const fetchMock = mockFetch();
    renderCells(process(1, 42));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.getByTestId('row-1').textContent).toBe('PRI00042');
    expect(screen.queryByRole('img')).toBeNull();
  });
});
