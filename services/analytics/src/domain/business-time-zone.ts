/**
 * The time zone a business's days are counted in (the dashboard's per-day figures and its 30 days).
 * Businesses have no time zone setting yet, so every business counts UTC days; a setting would
 * travel in business.updated and replace this constant per business.
 */
export const BUSINESS_TIME_ZONE = 'UTC';
