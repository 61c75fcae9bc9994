import { defineConfig } from 'drizzle-kit';

/** The event tables every service has (src/events/tables.ts), generated in a schema of their own. */
export default defineConfig({ dialect: 'postgresql', schema: './drizzle/event-tables.ts', out: './drizzle/events' });
