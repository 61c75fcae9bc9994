import { readFileSync } from 'node:fs';
import { generateOpenApi } from './openapi-document';

describe('OpenAPI document', () => {
  it('matches the committed docs/openapi.json (run `npm run openapi` after changing routes)', async () => {
    const committed = readFileSync(new URL('../../docs/openapi.json', import.meta.url), 'utf8');
    expect(JSON.parse(await generateOpenApi())).toEqual(JSON.parse(committed));
  });

  it('documents the spec calls at their exact paths', async () => {
    const paths = Object.keys(JSON.parse(await generateOpenApi()).paths);
    for (const path of ['/api/v1/admin/registration-interest', '/api/v1/admin/login', '/api/superadmin/stats', '/api/v1/admin/settings/qr-poster']) {
      expect(paths).toContain(path);
    }
  });
});
