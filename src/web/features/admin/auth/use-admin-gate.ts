import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { AUTH_FAILURE_REDIRECT_DELAY_MS } from '../../../../domain/constants';
import { fr } from '../../../../domain/messages.fr';
import { toastError } from '../lib/notify';

export const CHECK_AUTH_KEY = ['/api/admin/check-auth'] as const;

export interface AuthState {
  authenticated: boolean;
  username?: string;
}

export function useAuthCheck() {
  return useQuery<AuthState>({ queryKey: CHECK_AUTH_KEY, staleTime: 0, refetchOnMount: 'always' });
}

export type GateState = 'checking' | 'authenticated' | 'unauthenticated';

/**
 * The back-office pages' entry check (admin-back-office.md §2): without a session, or when the
 * check itself fails, a toast then the login page after 1.5 s.
 */
export function useAdminGate(): { state: GateState; username?: string } {
  const check = useAuthCheck();
  const [, navigate] = useLocation();
  const denied = check.isError || (check.isSuccess && !check.data.authenticated);

  useEffect(() => {
    if (!denied) return;
    if (check.isError) toastError(fr.admin.authCheckFailed);
    else toastError(fr.admin.unauthorized);
    const timer = window.setTimeout(() => navigate('/admin-login'), AUTH_FAILURE_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [denied, check.isError, navigate]);

  // A cached 'authenticated' shows the page at once while it is checked again.
  if (check.isPending || (check.isFetching && !check.data?.authenticated)) return { state: 'checking' };
  if (denied) return { state: 'unauthenticated' };
  return { state: 'authenticated', username: check.data.username };
}
