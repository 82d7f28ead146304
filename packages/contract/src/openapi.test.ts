import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { api } from './api';
import { type Endpoint, pathPlaceholders } from './endpoint';
import { openApiDocument } from './openapi';

const document = openApiDocument();
const endpoints = Object.entries(api).flatMap(([module, methods]) =>
  Object.entries(methods as Record<string, Endpoint>).map(([name, endpoint]) => ({ module, name, endpoint })),
);

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document whose references all resolve', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document) as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    expect(() => validator.resolveRefs()).not.toThrow();
    expect(JSON.stringify(document)).not.toContain('#/$defs/');
  });

  it('has every contract endpoint, under its path and method, named by its SDK call', () => {
    const operations = Object.values(document.paths).flatMap((byMethod) => Object.values(byMethod));
    expect(operations).toHaveLength(endpoints.length);
    for (const { module, name, endpoint } of endpoints) {
      const operation = document.paths[endpoint.path]?.[endpoint.method.toLowerCase()];
      expect(operation?.operationId, `${endpoint.method} ${endpoint.path}`).toBe(`${module}.${name}`);
      expect(operation?.tags).toEqual([module]);
    }
  });

  it('lists each endpoint’s path and query parameters with whether they are required', () => {
    for (const { endpoint } of endpoints) {
      const operation = document.paths[endpoint.path][endpoint.method.toLowerCase()];
      const inPath = operation.parameters.filter((p) => p.in === 'path').map((p) => p.name);
      expect(inPath).toEqual(pathPlaceholders(endpoint.path));
      const inQuery = operation.parameters.filter((p) => p.in === 'query');
      expect(inQuery.map((p) => p.name).sort()).toEqual(Object.keys(endpoint.query.shape).sort());
      for (const parameter of inQuery) {
        const optional = endpoint.query.shape[parameter.name].safeParse(undefined).success;
        expect(parameter.required, `${endpoint.path} ${parameter.name}`).toBe(!optional);
      }
    }
  });

  it('describes query values as sent on the wire and responses as received', () => {
    const listing = document.paths['/service/application/catalog/v1.0/products/'].get;
    const pageSize = listing.parameters.find((p) => p.name === 'page_size');
    expect(pageSize?.schema).toEqual({ type: ['number', 'string'] });
    const sortOn = listing.parameters.find((p) => p.name === 'sort_on');
    expect(sortOn?.schema.enum).toContain('price_asc');
    const ok = listing.responses['200'] as {
      content: { 'application/json': { schema: { required: string[] } } };
    };
    expect(ok.content['application/json'].schema.required).toContain('page');
  });

  it('gives a request body schema to endpoints that take one, and the error shape to every failure', () => {
    const login = document.paths['/service/application/user/authentication/v1.0/login/password'].post;
    expect(login.requestBody?.required).toBe(true);
    expect(login.requestBody?.content['application/json'].schema.properties).toHaveProperty('password');
    for (const byMethod of Object.values(document.paths)) {
      for (const operation of Object.values(byMethod)) {
        expect(operation.responses['4XX']).toEqual({ $ref: '#/components/responses/ClientError' });
        expect(operation.responses['5XX']).toEqual({ $ref: '#/components/responses/ServerError' });
      }
    }
    expect(document.components.schemas.Error.required).toEqual(['message']);
  });

  it('needs no fallback for unrepresentable schemas: every contract schema converts exactly', () => {
    for (const { name, endpoint } of endpoints) {
      for (const [schema, io] of [
        [endpoint.params, 'input'],
        [endpoint.query, 'input'],
        [endpoint.body, 'input'],
        [endpoint.response, 'output'],
      ] as const) {
        if (schema)
          expect(() => z.toJSONSchema(schema, { io, unrepresentable: 'throw' }), name).not.toThrow();
      }
    }
  });

  it('declares the application credentials and the request signature', () => {
    expect(document.security).toEqual([{ application: [], signingDate: [], signature: [] }]);
    expect(document.components.securitySchemes).toMatchObject({
      application: { type: 'http', scheme: 'bearer' },
      signingDate: { type: 'apiKey', in: 'header', name: 'x-fp-date' },
      signature: { type: 'apiKey', in: 'header', name: 'x-fp-signature' },
    });
  });
});
