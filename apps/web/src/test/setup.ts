import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { toast } from '../components/toast/toast-store.ts';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  toast.clear();
  window.localStorage.clear();
  // The cookie consent and any other cookie must not leak between tests.
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
});
