import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRuntime, platformEnvSchema } from '@gv/platform';
import { buildOpenApi, createGateway } from './bootstrap-gateway.js';

/** The API description generated from the controllers, as committed in docs/openapi.json. */
export async function generateOpenApi(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gv-openapi-'));
  const runtime = await createRuntime(platformEnvSchema.parse({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), 'all-in-one');
  try {
    const app = await createGateway(runtime);
    const document = buildOpenApi(app);
    await app.close();
    // Loaded here only: the schema generator reads proto's sources, which a running platform does not need.
    const { withHttpApiSchemas } = await import('./openapi-schemas.js');
    return `${JSON.stringify(withHttpApiSchemas(document), null, 2)}\n`;
  } finally {
    await runtime.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
