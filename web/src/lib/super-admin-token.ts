import { useSyncExternalStore } from 'react';

/**
 * localStorage keys of the super admin's bearer token and role, as the login
 * answered them (the spec's flow). The token is the session itself: the server
 * ends it after 12 hours or at Sign Out, and the strict CSP keeps scripts of
 * other origins out of the page that holds it.
 */
export const SUPER_ADMIN_TOKEN_KEY = 'superAdminToken';
const SUPER_ADMIN_ROLE_KEY = 'superAdminRole';

const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

export function getSuperAdminToken(): string | null {
  try {
    return localStorage.getItem(SUPER_ADMIN_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function setSuperAdminToken(token: string, role: string) {
  localStorage.setItem(SUPER_ADMIN_TOKEN_KEY, token);
  localStorage.setItem(SUPER_ADMIN_ROLE_KEY, role);
  notify();
}

export function clearSuperAdminToken() {
  localStorage.removeItem(SUPER_ADMIN_TOKEN_KEY);
  localStorage.removeItem(SUPER_ADMIN_ROLE_KEY);
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab signing out (or in) changes the token too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === SUPER_ADMIN_TOKEN_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The current token; re-renders when it is set or cleared (also from another tab or a 401). */
export function useSuperAdminToken(): string | null {
  return useSyncExternalStore(subscribe, getSuperAdminToken, () => null);
}
