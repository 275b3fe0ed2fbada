import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storage, storageKeys } from '../../lib/storage.ts';
import { answer, mockFetch } from '../../test/fetch-mock.ts';
import { makeCredential } from '../../test/make-credential.ts';
import type { TUserRole } from '@pc/contract/user';
import { renderApp } from '../render-app.tsx';

const signedInAs = (email = 'ana.souza@aurora.example', role: TUserRole = 'CUSTOMER') => {
  const credential = makeCredential({ email, role });
  storage.setAccessToken('abc');
  return credential;
};

describe('<MyDataPage />', () => {
  it('validates name, e-mail and the password change with the spec messages', async () => {
    const credential = signedInAs();
    mockFetch(answer('GET', '/credential', { data: credential }));
    renderApp('/meus-dados');

    const name = await screen.findByRole('textbox', { name: 'Nome' });
    fireEvent.change(name, { target: { value: '' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Alterar senha' }));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Este campo é obrigatório')).toBeTruthy();
    expect(screen.getAllByText('A senha não pode ser vazia.')).toHaveLength(2);

    fireEvent.change(screen.getByLabelText(/^Nova senha/), { target: { value: 'abc' } });
    fireEvent.change(screen.getByLabelText(/^Repita a nova senha/), { target: { value: 'abd' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('As senhas devem ser iguais.')).toBeTruthy();
    // The server's rules, in the form: no round trip to learn them.
    expect(screen.getByText('A senha deve conter no mínimo 8 caracteres.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Nova senha/), { target: { value: 'abcdefgh' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('A senha não segue os requisitos mínimos.')).toBeTruthy();
  });

  it('follow-up off greys out its kinds and weekday, and keeps them as they were', async () => {
    const credential = signedInAs();
    const fetchMock = mockFetch(
      answer('GET', '/credential', { data: { ...credential, followUPSynthetic: true } }),
      answer('PATCH', '/credential/updateProfile', { code: 'SUCCESS', message: 'ok' }),
    );
    renderApp('/meus-dados');
    const analytical = await screen.findByRole('checkbox', { name: 'Follow-up analítico' });
    const weekday = screen.getByRole('combobox', { name: 'Dia da semana do follow-up sintético' });
    expect((analytical as HTMLInputElement).disabled).toBe(false);
    expect((weekday as HTMLSelectElement).disabled).toBe(false);

    fireEvent.click(screen.getByRole('switch', { name: 'Receber follow-up' }));
    await waitFor(() => expect((analytical as HTMLInputElement).disabled).toBe(true));
    expect((screen.getByRole('checkbox', { name: 'Follow-up sintético' }) as HTMLInputElement).disabled).toBe(
      true,
    );
    expect((weekday as HTMLSelectElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Dados alterados com sucesso!')).toBeTruthy();
    const patchInit = fetchMock.mock.calls.find(([url]) => String(url) === '/credential/updateProfile')?.[1];
    expect(JSON.parse(String(patchInit?.body))).toMatchObject({
      followUP: false,
      followUPAnalytical: true,
      followUPSynthetic: true,
      followUPSyntheticWeekday: 'MONDAY',
    });
  });

  it('asks for the current password when the e-mail or the password changes, and sends it', async () => {
    const credential = signedInAs();
    const fetchMock = mockFetch(
      answer('GET', '/credential', { data: credential }),
      answer('PATCH', '/credential/updateProfile', { code: 'SUCCESS', message: 'ok' }),
    );
    renderApp('/meus-dados');
    const email = await screen.findByRole('textbox', { name: /E-mail/ });
    expect(screen.queryByLabelText(/^Senha atual/)).toBeNull();
    fireEvent.change(email, { target: { value: 'ana.nova@aurora.example' } });
    const current = await screen.findByLabelText(/^Senha atual/);
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(
      await screen.findByText('Informe a sua senha atual para alterar o e-mail ou a senha.'),
    ).toBeTruthy();
    fireEvent.change(current, { target: { value: 'Senha@2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    // The e-mail waits for the code sent to the new address (email-change-step.test.tsx).
    expect(await screen.findByRole('textbox', { name: /Código de confirmação/ })).toBeTruthy();
    const patchInit = fetchMock.mock.calls.find(([url]) => String(url) === '/credential/updateProfile')?.[1];
    expect(JSON.parse(String(patchInit?.body))).toMatchObject({
      email1: 'ana.nova@aurora.example',
      currentPassword: 'Senha@2026',
    });
  });

  it('lists the companies with formatted CNPJ and offers the pt-BR weekdays', async () => {
    mockFetch(answer('GET', '/credential', { data: signedInAs() }));
    renderApp('/meus-dados');

    const list = await screen.findByTestId('company-list');
    expect(within(list).getByText('AURORA IMPORTADORA')).toBeTruthy();
    expect(within(list).getByText('CNPJ 12.345.678/0001-90')).toBeTruthy();
    const weekday = screen.getByRole('combobox', { name: 'Dia da semana do follow-up sintético' });
    const labels = within(weekday)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(labels).toEqual([
      'Não definido',
      'Segunda-feira',
      'Terça-feira',
      'Quarta-feira',
      'Quinta-feira',
      'Sexta-feira',
      'Sábado',
      'Domingo',
    ]);
  });

  it('saves with email1 and refreshes the user after a data change', async () => {
    const credential = signedInAs();
    const renamed = { ...credential, name: 'Ana S. Souza' };
    let credentialCalls = 0;
    const fetchMock = mockFetch(
      (url, init) => {
        if (url !== '/credential' || (init.method ?? 'GET') !== 'GET') return undefined;
        credentialCalls += 1;
        return new Response(JSON.stringify({ data: credentialCalls === 1 ? credential : renamed }), {
          headers: { 'Content-Type': 'application/json' },
        });
      },
      answer('PATCH', '/credential/updateProfile', { code: 'SUCCESS', message: 'ok' }),
    );
    renderApp('/meus-dados');

    fireEvent.change(await screen.findByRole('textbox', { name: 'Nome' }), {
      target: { value: 'Ana S. Souza' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Dados alterados com sucesso!')).toBeTruthy();
    const patchInit = fetchMock.mock.calls.find(([url]) => String(url) === '/credential/updateProfile')?.[1];
    expect(JSON.parse(String(patchInit?.body))).toEqual({
      id: 1,
      name: 'Ana S. Souza',
      email1: 'ana.souza@aurora.example',
      followUP: true,
      followUPAnalytical: true,
      followUPSynthetic: false,
      followUPSyntheticWeekday: 'MONDAY',
    });
    await waitFor(() => expect(storage.getJson(storageKeys.user)).toMatchObject({ name: 'Ana S. Souza' }));
  });

  it('blurs company names in presentation mode for staff (by role) only', async () => {
    storage.set(storageKeys.presentationMode, 'on');
    mockFetch(answer('GET', '/credential', { data: signedInAs('otavio@despachante.example', 'STAFF') }));
    renderApp('/meus-dados');

    const name = await screen.findByText('AURORA IMPORTADORA');
    expect(name.getAttribute('data-sensitive')).toBe('blurred');
    expect(screen.getByRole('button', { name: 'Sair do modo de apresentação' })).toBeTruthy();
  });

  it('a customer on the provider’s e-mail domain is no staff: no toggle, no blur', async () => {
    storage.set(storageKeys.presentationMode, 'on');
    mockFetch(answer('GET', '/credential', { data: signedInAs('bruno@portal.example') }));
    renderApp('/meus-dados');

    const name = await screen.findByText('AURORA IMPORTADORA');
    expect(name.getAttribute('data-sensitive')).toBe('visible');
    expect(screen.queryByTestId('presentation-toggle')).toBeNull();
  });

  it('ignores a stored presentation mode for customers (no toggle, no blur)', async () => {
    storage.set(storageKeys.presentationMode, 'on');
    mockFetch(answer('GET', '/credential', { data: signedInAs() }));
    renderApp('/meus-dados');

    const name = await screen.findByText('AURORA IMPORTADORA');
    expect(name.getAttribute('data-sensitive')).toBe('visible');
    expect(screen.queryByTestId('presentation-toggle')).toBeNull();
  });
});
