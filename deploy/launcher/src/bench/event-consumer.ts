import { openDatabase } from '@gv/platform';
import { JetStreamBus } from '@gv/platform/engines';
import { consumeEvents } from './events.js';

/** The consuming service of the distributed events benchmark, in a process of its own (forked by events.ts). */
const total = Number(process.argv[2]);
const database = await openDatabase({ url: process.env.DATABASE_URL!, dataDir: '', poolSize: 20 });
const bus = await JetStreamBus.connect(process.env.NATS_URL!, process.env.BUS_STREAM!);
const handled = await consumeEvents(database.db, bus, total, () => process.send!({ type: 'ready' }));
process.send!({ type: 'done', handled });
await bus.close();
await database.close();
process.exit(0);
