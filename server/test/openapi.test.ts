import SwaggerParser from '@apidevtools/swagger-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { servedOperations } from '../../contract/operations';
import { createApp, type App } from '../src/app';
import { openSqlite } from '../src/db/sqlite';

type Document = {
  paths: Record<string, Record<string, { operationId: string; parameters?: { name: string }[] }>>;
};

let app: App;
let document: Document;
beforeAll(async () => {
  app = await createApp({ db: await openSqlite(':memory:'), apiKeys: ['k'] });
  const response = await app.request('/api/openapi.json');
  expect(response.status).toBe(200);
  document = (await response.json()) as Document;
});

const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');
const listed = () =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
  );

describe('OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    await SwaggerParser.validate(structuredClone(document) as never);
  });

  it('lists every route the service serves, and nothing else', () => {
    // Middleware is registered for ALL methods or on wildcard paths; routes are the rest.
    const served = app.routes
      .filter(({ method, path }) => method !== 'ALL' && !path.includes('*'))
      .map(({ method, path }) => `${method} ${openApiPath(path)}`);
    expect(new Set(served).size).toBeGreaterThan(25);
    expect([...new Set(served)].sort()).toEqual(listed().sort());
  });

  it("lists the spec's 19 operations and every extension of the contract", () => {
    const ids = Object.values(document.paths).flatMap((methods) =>
      Object.values(methods).map((operation) => operation.operationId),
    );
    const spec = [
      ...Array.from({ length: 14 }, (_, i) => `M${i + 1}`),
      ...Array.from({ length: 5 }, (_, i) => `C${i + 1}`),
    ];
    expect(ids).toEqual(expect.arrayContaining(spec));
    expect(ids).toEqual(
      expect.arrayContaining(['download', 'sendGift', 'send', 'forgetSearch', 'health', 'image']),
    );
    expect(ids).toEqual(expect.arrayContaining(['sentGifts', 'suggest', 'trending']));
    for (const [id, { group, method, path, input }] of Object.entries(servedOperations)) {
      const operation = document.paths[openApiPath(`/api/${group}${path}`)]?.[method.toLowerCase()];
      expect(operation?.operationId, id).toBe(id);
      const names = (operation?.parameters ?? []).map((parameter) => parameter.name);
      expect(names.sort(), `${id} parameters`).toEqual(Object.keys(input.shape).sort());
    }
  });
});
