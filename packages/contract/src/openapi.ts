import { z } from 'zod';
import { api } from './api';
import { type Endpoint, pathPlaceholders } from './endpoint';

type JsonSchema = Record<string, unknown>;

interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
}

export interface OpenApiOperation {
  operationId: string;
  tags: string[];
  parameters: Parameter[];
  requestBody?: { required: boolean; content: { 'application/json': { schema: JsonSchema } } };
  responses: Record<string, unknown>;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string; description: string }[];
  security: Record<string, string[]>[];
  tags: { name: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, unknown>;
    securitySchemes: Record<string, unknown>;
  };
}

const ERROR_SCHEMA: JsonSchema = {
  type: 'object',
  description: 'Every error answer: `message` says what went wrong and, for a 4xx, what to send instead.',
  properties: {
    message: { type: 'string' },
    errors: { type: 'array', items: { type: 'string' }, description: 'Every problem found in the request' },
  },
  required: ['message'],
};

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

const SECURITY_SCHEMES = {
  application: {
    type: 'http',
    scheme: 'bearer',
    description: 'The bearer value is base64 of `<application id>:<application token>`.',
  },
  signingDate: {
    type: 'apiKey',
    in: 'header',
    name: 'x-fp-date',
    description: 'Signing time in UTC, `YYYYMMDDTHHMMSSZ`, within 5 minutes of the server clock.',
  },
  signature: {
    type: 'apiKey',
    in: 'header',
    name: 'x-fp-signature',
    description:
      '`v1.1:` + hex HMAC-SHA256 over the canonical request (method, path, sorted query, the `host` and ' +
      '`x-fp-*` headers, SHA-256 of the body) with the public signing secret, as the official SDK computes it.',
  },
};

/**
 * Converts one contract schema, moving its `$defs` (recursive shapes such as category trees) into the
 * document's components so that every `$ref` resolves from the document root.
 *
 * Requests are described by what a caller may send (`io: 'input'`): the query helpers' transforms (text to
 * number or boolean) show as their input side, string or number. Responses are described by what the server
 * sends (`io: 'output'`). No contract schema is unrepresentable today; `unrepresentable: 'any'` makes a future
 * one (a `z.custom`, a transform in a response) an unconstrained `{}` instead of a failure at startup.
 */
function toSchema(
  schema: z.ZodType,
  io: 'input' | 'output',
  defsPrefix: string,
  components: Record<string, JsonSchema>,
): JsonSchema {
  const {
    $schema: _,
    $defs,
    ...json
  } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as JsonSchema & { $defs?: Record<string, JsonSchema> };
  if (!$defs) return json;
  const rename = (text: string) =>
    text.replace(
      /"#\/\$defs\/([^"]+)"/g,
      (_match, name: string) => `"#/components/schemas/${defsPrefix}${name}"`,
    );
  for (const [name, def] of Object.entries($defs))
    components[`${defsPrefix}${name}`] = JSON.parse(rename(JSON.stringify(def)));
  return JSON.parse(rename(JSON.stringify(json)));
}

function parametersOf(
  endpoint: Endpoint,
  where: 'path' | 'query',
  components: Record<string, JsonSchema>,
  defsPrefix: string,
): Parameter[] {
  const schema = toSchema(
    where === 'path' ? endpoint.params : endpoint.query,
    'input',
    defsPrefix,
    components,
  );
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  if (where === 'path') {
    return pathPlaceholders(endpoint.path).map((name) => ({
      name,
      in: 'path',
      required: true,
      schema: properties[name] ?? { type: 'string' },
    }));
  }
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: property,
  }));
}

function operationOf(
  module: string,
  method: string,
  endpoint: Endpoint,
  components: Record<string, JsonSchema>,
): OpenApiOperation {
  const prefix = `${module}_${method}_`;
  const operation: OpenApiOperation = {
    operationId: `${module}.${method}`,
    tags: [module],
    parameters: [
      ...parametersOf(endpoint, 'path', components, `${prefix}path_`),
      ...parametersOf(endpoint, 'query', components, `${prefix}query_`),
    ],
    responses: {
      '200': {
        description: 'Success',
        content: {
          'application/json': {
            schema: toSchema(endpoint.response, 'output', `${prefix}response_`, components),
          },
        },
      },
      '4XX': { $ref: '#/components/responses/ClientError' },
      '5XX': { $ref: '#/components/responses/ServerError' },
    },
  };
  if (endpoint.body) {
    operation.requestBody = {
      required: !endpoint.body.safeParse(undefined).success,
      content: {
        'application/json': { schema: toSchema(endpoint.body, 'input', `${prefix}body_`, components) },
      },
    };
  }
  return operation;
}

/**
 * The application API as an OpenAPI 3.1 document, generated from the contract's endpoint table: every endpoint
 * once, named by its SDK call (`operationId` `catalog.getProducts` for `client.catalog.getProducts`: method names
 * alone repeat across modules, `getPage` in content and theme) and tagged by its module.
 */
export function openApiDocument(): OpenApiDocument {
  const schemas: Record<string, JsonSchema> = { Error: ERROR_SCHEMA };
  const paths: OpenApiDocument['paths'] = {};
  for (const [module, endpoints] of Object.entries(api)) {
    for (const [method, endpoint] of Object.entries(endpoints as Record<string, Endpoint>)) {
      paths[endpoint.path] ??= {};
      paths[endpoint.path][endpoint.method.toLowerCase()] = operationOf(module, method, endpoint, schemas);
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Vitrine application API',
      version: '1.0.0',
      description:
        "The commerce platform's application API as Vitrine serves it: the official SDK's paths, signing and " +
        'response models. Query parameters not listed for an operation are refused with a 400.',
    },
    servers: [
      { url: '/', description: 'The platform, or the shop serving it in one process' },
      { url: '/api', description: "Browsers, through the shop's own origin" },
    ],
    security: [{ application: [], signingDate: [], signature: [] }],
    tags: Object.keys(api).map((name) => ({ name })),
    paths,
    components: {
      schemas,
      responses: {
        ClientError: errorResponse('The request was refused; the message says what to send instead'),
        ServerError: errorResponse('The server failed or is unavailable; retry later'),
      },
      securitySchemes: SECURITY_SCHEMES,
    },
  };
}
