import { readFileSync } from 'node:fs';
import type { OpenAPIObject } from '@nestjs/swagger';
import { generateOpenApi } from './openapi-document';

describe('OpenAPI document', () => {
  let generated: OpenAPIObject;

  beforeAll(async () => {
    generated = JSON.parse(await generateOpenApi()) as OpenAPIObject;
  });

  it('matches the committed docs/openapi.json (run `npm run openapi` after changing routes)', () => {
    const committed = readFileSync(new URL('../../docs/openapi.json', import.meta.url), 'utf8');
    expect(generated).toEqual(JSON.parse(committed));
  });

  it('documents the spec calls at their exact paths', () => {
    for (const path of ['/api/v1/admin/registration-interest', '/api/v1/admin/login', '/api/superadmin/stats', '/api/v1/admin/settings/qr-poster']) {
      expect(Object.keys(generated.paths)).toContain(path);
    }
  });

  it("gives every JSON answer and JSON body its schema from proto's HttpApi", () => {
    // Files, and Apple's web service calls that answer with a status alone.
    const files = [
      'GET /api/v1/admin/settings/qr-poster',
      'GET /api/wallet/apple/{serial}.pkpass',
      'GET /api/wallet/apple/v1/passes/{passTypeIdentifier}/{serialNumber}',
      'POST /api/wallet/apple/v1/devices/{deviceLibraryIdentifier}/registrations/{passTypeIdentifier}/{serialNumber}',
      'DELETE /api/wallet/apple/v1/devices/{deviceLibraryIdentifier}/registrations/{passTypeIdentifier}/{serialNumber}',
      'POST /api/wallet/apple/v1/log',
    ];
    for (const [path, operations] of Object.entries(generated.paths)) {
      for (const [method, operation] of Object.entries(operations as Record<string, { responses: Record<string, { content?: unknown }> }>)) {
        const route = `${method.toUpperCase()} ${path}`;
        if (!files.includes(route)) expect([route, Object.values(operation.responses).some((answer) => answer.content)]).toEqual([route, true]);
      }
    }
    const login = generated.paths['/api/v1/admin/login']!.post!;
    expect(login.requestBody).toEqual({ content: { 'application/json': { schema: { $ref: '#/components/schemas/Credentials' } } } });
    expect(generated.components!.schemas!.AdminSignedIn).toMatchObject({ required: expect.arrayContaining(['token', 'user']) });
    expect(generated.paths['/api/payments/create-payment']!.post!.responses['402']).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/PaymentDeclined' } } },
    });
  });
});
