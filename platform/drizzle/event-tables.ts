import { EVENT_TABLES_GENERATED_IN, eventTables } from '../src/events/tables.js';

export const { outbox, inbox, deadLetters } = eventTables(EVENT_TABLES_GENERATED_IN);
