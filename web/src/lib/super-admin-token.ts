import { useSyncExternalStore } from 'react';

/**
 * localStorage key of the token the super admin login answered. It is sent as
 * the bearer of super admin calls, but only works together with the HttpOnly
 * session cookie the login set, which page scripts cannot read.
 */
export const SUPER_ADMIN_TOKEN_KEY = 'superAdminToken';

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

export function setSuperAdminToken(token: string) {
  localStorage.setItem(SUPER_ADMIN_TOKEN_KEY, token);
  notify();
}

export function clearSuperAdminToken() {
  localStorage.removeItem(SUPER_ADMIN_TOKEN_KEY);
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
