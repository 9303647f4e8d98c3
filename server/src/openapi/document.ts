import * as z from 'zod/mini';
import { HeaderSchema } from '../../../contract';
import { OPERATIONS, type Operation } from './operations';

type JsonSchema = Record<string, unknown>;

// The raw text a client sends (before transforms); rules zod cannot express are left open.
const jsonSchema = (schema: z.ZodMiniType, io: 'input' | 'output'): JsonSchema => {
  const json: JsonSchema = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  delete json.$schema;
  return json;
};

const envelope = (body: JsonSchema): JsonSchema => ({
  type: 'object',
  required: ['header', 'body'],
  properties: { header: jsonSchema(HeaderSchema, 'output'), body },
});

const failure = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } },
});

function parameters({ path, input }: Operation) {
  return Object.entries(input).map(([name, field]) => {
    const inPath = path.includes(`{${name}}`);
    return {
      name,
      in: inPath ? 'path' : 'query',
      required: inPath || field.required,
      schema: jsonSchema(field.schema, 'input'),
    };
  });
}

function operation(op: Operation) {
  return {
    operationId: op.id,
    summary: `${op.id}: ${op.summary}`,
    parameters: parameters(op),
    responses: {
      '200': {
        description: 'Success (header.code 0000, or 0001 for a repeated purchase)',
        content: { 'application/json': { schema: envelope(jsonSchema(op.body, 'output')) } },
      },
      '400': failure('4000: a parameter is missing or malformed'),
      '401': failure('9000: missing or unknown apikey'),
      '404': failure('4004: no such pack, sticker or gift'),
      '429': failure('4029: too many requests (Retry-After)'),
      '500': failure('1000: failure inside the service'),
    },
  };
}

/** The OpenAPI 3.1 document of every operation, from the same zod schemas the service uses. */
export function openApiDocument(publicUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of OPERATIONS) (paths[op.path] ??= {})[op.method] = operation(op);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Sticker service',
      version: '1.0.0',
      description: 'Messenger operations M1–M14, camera operations C1–C5 and the extensions (X…).',
    },
    servers: [{ url: publicUrl }],
    security: [{ apikey: [] }],
    paths,
    components: {
      securitySchemes: { apikey: { type: 'apiKey', in: 'header', name: 'apikey' } },
      schemas: {
        Failure: envelope({ type: 'array', maxItems: 0 }),
      },
    },
  };
}
