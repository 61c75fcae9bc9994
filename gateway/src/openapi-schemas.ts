import { fileURLToPath } from 'node:url';
import type { OpenAPIObject } from '@nestjs/swagger';
import { createGenerator, type Definition } from 'ts-json-schema-generator';

const HTTP_API = fileURLToPath(new URL('../../proto/src/http-api.ts', import.meta.url));
const PROTO_TSCONFIG = fileURLToPath(new URL('../../proto/tsconfig.json', import.meta.url));

type Schema = Definition & { properties?: Record<string, Schema> };

/** JSON Schema's references as OpenAPI's (the definitions become components.schemas). */
const asOpenApi = (schema: unknown): Schema =>
  JSON.parse(JSON.stringify(schema).replace(/"#\/definitions\/([^"]+)"/g, (_, name: string) => `"#/components/schemas/${name}"`)) as Schema;

/**
 * The request and answer schemas of every operation, from proto's HttpApi (the types the gateway and the web app are
 * compiled against), written into the document Nest builds from the controllers. An operation without its route in
 * HttpApi, or a route no controller serves, fails the generation.
 */
export function withHttpApiSchemas(document: OpenAPIObject): OpenAPIObject {
  const generated = createGenerator({ path: HTTP_API, tsconfig: PROTO_TSCONFIG, type: 'HttpApi', topRef: false, expose: 'export', jsDoc: 'basic', skipTypeCheck: true }).createSchema('HttpApi');
  const routes = asOpenApi(generated).properties ?? {};
  const served = new Set<string>();
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations as Record<string, OperationWithSchemas>)) {
      const route = `${method.toUpperCase()} ${path}`;
      const schemas = routes[route]?.properties;
      if (!schemas) throw new Error(`${route} is served but not in proto's HttpApi`);
      served.add(route);
      describe(operation, schemas);
    }
  }
  const unserved = Object.keys(routes).filter((route) => !served.has(route));
  if (unserved.length > 0) throw new Error(`HttpApi routes no controller serves: ${unserved.join(', ')}`);
  const definitions = asOpenApi(generated.definitions ?? {}) as NonNullable<NonNullable<OpenAPIObject['components']>['schemas']>;
  return { ...document, components: { ...document.components, schemas: { ...document.components?.schemas, ...definitions } } };
}

interface OperationWithSchemas {
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses: Record<string, { description?: string; content?: Record<string, { schema: unknown }> }>;
}

function describe(operation: OperationWithSchemas, schemas: Record<string, Schema>): void {
  const { body, response, declined } = schemas;
  // A multipart body keeps the fields its route describes (@ApiBody); a JSON body gets its type.
  if (body && !operation.requestBody?.content?.['multipart/form-data']) {
    operation.requestBody = { content: { 'application/json': { schema: body } } };
  }
  const success = Object.keys(operation.responses).find((status) => status.startsWith('2')) ?? '200';
  const file = response?.type === 'string';
  operation.responses[success] = {
    ...operation.responses[success],
    description: operation.responses[success]?.description ?? '',
    ...(file ? {} : { content: { 'application/json': { schema: response } } }),
  };
  if (declined) operation.responses['402'] = { description: 'Declined', content: { 'application/json': { schema: declined } } };
}
