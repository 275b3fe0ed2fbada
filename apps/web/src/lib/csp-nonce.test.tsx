import * as Dialog from '@radix-ui/react-dialog';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyCspNonce } from './csp-nonce.ts';

describe('applyCspNonce', () => {
  afterEach(() => {
    document.head.replaceChildren();
  });

  it("gives the dialogs' scroll-lock <style> the page's nonce", async () => {
    document.head.innerHTML = '<meta property="csp-nonce" nonce="cGFnZS1ub25jZS0xMjM0NQ==">';
    expect(applyCspNonce()).toBe('cGFnZS1ub25jZS0xMjM0NQ==');
    render(
      <Dialog.Root open>
        <Dialog.Portal>
          {/* Radix locks the page from the overlay. */}
          <Dialog.Overlay />
          <Dialog.Content aria-describedby={undefined}>
            <Dialog.Title>Filtrar Pesquisa</Dialog.Title>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>,
    );
    expect(screen.getByRole('dialog', { name: 'Filtrar Pesquisa' }).textContent).toBe('Filtrar Pesquisa');
    // The lock's side effect loads a tick later. Its <style> (react-style-singleton) has the nonce:
    // the app's get-nonce module is the one the lock reads.
    const lockStyles = () =>
      [...document.head.querySelectorAll('style')].filter((style) =>
        style.textContent.includes('body[data-scroll-locked]'),
      );
    await waitFor(() => expect(lockStyles()).toHaveLength(1));
    expect(lockStyles()[0]?.getAttribute('nonce')).toBe('cGFnZS1ub25jZS0xMjM0NQ==');
  });

  it('sets nothing on a page without the meta tag (the development server, a test)', () => {
    expect(applyCspNonce()).toBeUndefined();
  });
});
