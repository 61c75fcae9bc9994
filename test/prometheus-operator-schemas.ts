/**
 * The Prometheus Operator's ServiceMonitor and PrometheusRule (monitoring.coreos.com/v1), pinned from its CRDs'
 * OpenAPI schemas (v0.81), for the fields deploy/k8s uses; no npm package the project depends on ships them. A field
 * the schema does not name is refused: the API server would drop it without a word.
 */
export type Schema =
  | { type: 'string'; pattern?: string; enum?: string[]; minLength?: number }
  | { type: 'integer' }
  | { type: 'array'; items: Schema; minItems?: number }
  | { type: 'object'; properties?: Record<string, Schema>; required?: string[]; additionalProperties?: Schema };

const DURATION = '^(0|(([0-9]+)y)?(([0-9]+)w)?(([0-9]+)d)?(([0-9]+)h)?(([0-9]+)m)?(([0-9]+)s)?(([0-9]+)ms)?)$';
const string: Schema = { type: 'string' };
const stringMap: Schema = { type: 'object', additionalProperties: string };
const labelSelector: Schema = {
  type: 'object',
  properties: {
    matchLabels: stringMap,
    matchExpressions: {
      type: 'array',
      items: { type: 'object', required: ['key', 'operator'], properties: { key: string, operator: string, values: { type: 'array', items: string } } },
    },
  },
};
const metadata: Schema = {
  type: 'object',
  required: ['name'],
  properties: { name: string, namespace: string, labels: stringMap, annotations: stringMap },
};
const kindOf = (kind: string, spec: Schema): Schema => ({
  type: 'object',
  required: ['apiVersion', 'kind', 'metadata', 'spec'],
  properties: { apiVersion: { type: 'string', enum: ['monitoring.coreos.com/v1'] }, kind: { type: 'string', enum: [kind] }, metadata, spec },
});

export const PROMETHEUS_OPERATOR_SCHEMAS: Record<string, Schema> = {
  ServiceMonitor: kindOf('ServiceMonitor', {
    type: 'object',
    required: ['selector'],
    properties: {
      jobLabel: string,
      selector: labelSelector,
      namespaceSelector: { type: 'object', properties: { any: { type: 'string' }, matchNames: { type: 'array', items: string } } },
      endpoints: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            port: string,
            path: string,
            scheme: { type: 'string', enum: ['http', 'https'] },
            interval: { type: 'string', pattern: DURATION },
            scrapeTimeout: { type: 'string', pattern: DURATION },
          },
        },
      },
    },
  }),
  PrometheusRule: kindOf('PrometheusRule', {
    type: 'object',
    properties: {
      groups: {
        type: 'array',
        items: {
          type: 'object',
          required: ['name'],
          properties: {
            name: { type: 'string', minLength: 1 },
            interval: { type: 'string', pattern: DURATION },
            rules: {
              type: 'array',
              items: {
                type: 'object',
                required: ['expr'],
                properties: {
                  alert: string,
                  record: string,
                  expr: string,
                  for: { type: 'string', pattern: DURATION },
                  keep_firing_for: { type: 'string', pattern: DURATION },
                  labels: stringMap,
                  annotations: stringMap,
                },
              },
            },
          },
        },
      },
    },
  }),
};

/** What in `value` the schema refuses, each as `path: problem`. */
export function schemaProblems(schema: Schema, value: unknown, path = ''): string[] {
  const at = path || '(root)';
  switch (schema.type) {
    case 'string':
      if (typeof value !== 'string') return [`${at}: must be a string`];
      if (schema.enum && !schema.enum.includes(value)) return [`${at}: must be one of ${schema.enum.join(', ')}`];
      if (schema.pattern && !new RegExp(schema.pattern).test(value)) return [`${at}: must match ${schema.pattern}`];
      if (schema.minLength && value.length < schema.minLength) return [`${at}: must not be empty`];
      return [];
    case 'integer':
      return Number.isInteger(value) ? [] : [`${at}: must be an integer`];
    case 'array':
      if (!Array.isArray(value)) return [`${at}: must be a list`];
      return value.flatMap((item, index) => schemaProblems(schema.items, item, `${path}[${index}]`));
    case 'object': {
      if (value === null || typeof value !== 'object' || Array.isArray(value)) return [`${at}: must be an object`];
      const record = value as Record<string, unknown>;
      const missing = (schema.required ?? []).filter((key) => record[key] === undefined).map((key) => `${path ? `${path}.` : ''}${key}: is required`);
      const fields = Object.entries(record).flatMap(([key, field]) => {
        const fieldSchema = schema.properties?.[key] ?? schema.additionalProperties;
        const fieldPath = path ? `${path}.${key}` : key;
        return fieldSchema ? schemaProblems(fieldSchema, field, fieldPath) : [`${fieldPath}: is not a field of the schema`];
      });
      return [...missing, ...fields];
    }
  }
}
