import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingOverlay } from '../../components/loading-overlay/loading-overlay.tsx';
import { useCurrentUserQuery } from '../../hooks/use-current-user.ts';
import { forbiddenStateFor } from '../../lib/forbidden-reason.ts';
import { canSeeAnalytics, canSeeProducts } from '../../lib/permissions.ts';
import { routes } from '../../lib/routes.ts';
import { hasSignedOutOnPurpose, isStaffUser, useSession } from '../../lib/session.ts';
import { storage } from '../../lib/storage.ts';

/**
 * Spec part 2 §2.2: without a stored token, remember the full path (path + search + hash) as
 * previousRoute and go to Login, which returns there after signing in. With a token, the
 * current user is fetched once at start, under the loading overlay.
 */
export const RequireAuth = () => {
  const { isAuthenticated } = useSession();
  const location = useLocation();
  const currentUser = useCurrentUserQuery();
  if (!isAuthenticated) {
    return <RedirectToLogin from={`${location.pathname}${location.search}${location.hash}`} />;
  }
  return (
    <>
      <Outlet />
      {/* A failure other than 401 keeps the stored user: the screens still work with it. */}
      <LoadingOverlay isVisible={currentUser.isLoading} label="Carregando" />
    </>
  );
};

const RedirectToLogin = ({ from }: { from: string }) => {
  // In an effect, not during render: writing storage notifies session subscribers. After Sair the
  // page is not remembered: previousRoute is for a session that expired, not one that was ended.
  useEffect(() => {
    if (!hasSignedOutOnPurpose()) storage.setPreviousRoute(from);
  }, [from]);
  return <Navigate to={routes.Login.path} replace />;
};

/**
 * Spec part 2 §2.2: with a stored token, Login and ForgotPassword redirect to Home. Not while
 * signing in: the token is stored before the user is loaded, and Login itself then navigates
 * to previousRoute.
 */
export const RedirectIfAuthenticated = () => {
  const { isAuthenticated, isSigningIn } = useSession();
  if (isAuthenticated && !isSigningIn) return <Navigate to={routes.Home.path} replace />;
  return <Outlet />;
};

/**
 * A screen behind an entitlement: only for users with a company that holds it; others go to the root
 * route, which says why (decision 0102). The companies come with the current user, so wait for it
 * when none are stored.
 */
const RequireEntitled = ({ reason }: { reason: 'analytics' | 'products' }) => {
  const { companies } = useSession();
  const currentUser = useCurrentUserQuery();
  if (companies.length === 0 && currentUser.isLoading) return <LoadingOverlay isVisible label="Carregando" />;
  if (!(reason === 'analytics' ? canSeeAnalytics : canSeeProducts)(companies)) {
    return <Navigate to={routes.Home.path} replace state={forbiddenStateFor(reason)} />;
  }
  return <Outlet />;
};

/** Spec part 2 §2.2, §6: Analytics only for users with an allow-listed company. */
export const RequireAnalytics = () => <RequireEntitled reason="analytics" />;

/** Produtos only with a company entitled to the landed cost (decision 0121). */
export const RequireProducts = () => <RequireEntitled reason="products" />;

/**
 * The back-office (/admin/*) only for the broker's staff (role STAFF or ADMIN, as GET
 * /credential answers it); a customer goes to the root route, which says why (decision 0102). The
 * server refuses its calls anyway: this only keeps a customer off a screen that could show nothing.
 * A stored user who is no staff (or was stored before the role existed) waits for the start-up
 * GET /credential before leaving.
 */
export const RequireStaff = () => {
  const { user } = useSession();
  const currentUser = useCurrentUserQuery();
  if (!isStaffUser(user) && currentUser.isLoading) return <LoadingOverlay isVisible label="Carregando" />;
  if (!isStaffUser(user))
    return <Navigate to={routes.Home.path} replace state={forbiddenStateFor('admin')} />;
  return <Outlet />;
};
