import { paths } from '../../config/paths';

/** Whose password: a business admin's, or (`?realm=super` in the emailed link) the super admin's. */
export type ResetRealm = 'admin' | 'super';

export const realmOf = (params: URLSearchParams): ResetRealm => (params.get('realm') === 'super' ? 'super' : 'admin');

export const signInHref = (realm: ResetRealm) => (realm === 'super' ? paths.superAdmin.login.getHref() : paths.login.getHref());
