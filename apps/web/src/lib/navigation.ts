type TNavigate = (to: string, options?: { replace?: boolean }) => void;

let navigator: TNavigate | null = null;

/**
 * Lets code outside React (the API client on a 401) navigate through the router instead of a
 * full page reload. The router registers itself at start-up; see app/router.tsx.
 */
export const registerNavigator = (navigate: TNavigate | null): void => {
  navigator = navigate;
};

export const navigateTo = (to: string, options?: { replace?: boolean }): void => {
  if (navigator) {
    navigator(to, options);
    return;
  }
  // Only before the router exists (or in tests without one).
  window.location.assign(to);
};

export const currentPath = (): string =>
  `${window.location.pathname}${window.location.search}${window.location.hash}`;
