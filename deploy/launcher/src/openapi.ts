import { writeFileSync } from 'node:fs';
import { generateOpenApi } from '@gv/gateway';

/** `npm run openapi`: regenerates docs/openapi.json from the gateway's controllers. */
const target = new URL('../../../docs/openapi.json', import.meta.url);
writeFileSync(target, await generateOpenApi());
process.stdout.write(`wrote ${target.pathname}\n`);
