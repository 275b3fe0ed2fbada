import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { toast } from '../lib/toast-store.ts';

// The first render of a test file loads lazy route chunks; on a loaded 2-core CI machine that can
// take longer than Testing Library's default 1 s wait for findBy*/waitFor.
configure({ asyncUtilTimeout: 10_000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  toast.clear();
  window.localStorage.clear();
  window.sessionStorage.clear();
  // The cookie consent and any other cookie must not leak between tests.
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
});
