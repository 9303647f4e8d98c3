import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageUrl } from '../src/images';
import { startTestServer, type TestServer } from '../src/testing/start-server';

// Conformance to /work/shared/spec/sticker-service.md as a third-party client reads it: from the
// service's own /api/openapi.json and from the answers on the wire.

interface Schema {
  type?: string | string[];
  anyOf?: Schema[];
  default?: unknown;
  properties?: Record<string, Schema>;
  items?: Schema;
}
interface Parameter {
  name: string;
  in: string;
  schema?: Schema;
}
interface Document {
  paths: Record<
    string,
    Record<
      string,
      {
        operationId: string;
        parameters?: Parameter[];
        responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
      }
    >
  >;
}

let server: TestServer;
let document: Document;
beforeAll(async () => {
  server = await startTestServer();
  const response = await server.call('/api/openapi.json');
  expect(response.status).toBe(200);
  document = (await response.json()) as Document;
});
afterAll(() => server.close());

const operation = (id: string) => {
  for (const methods of Object.values(document.paths)) {
    for (const found of Object.values(methods)) if (found.operationId === id) return found;
  }
  throw new Error(`no operation ${id} in the OpenAPI document`);
};
const parameter = (id: string, name: string) =>
  operation(id).parameters?.find((p) => p.name === name && p.in === 'query');
const successBody = (id: string) => {
  const schema = operation(id).responses['200']?.content?.['application/json']?.schema;
  return schema?.properties?.body;
};

describe('OpenAPI document against the spec', () => {
  // Spec part 4, common rules: "limit (int, optional, default 20, maximum 50)"; part 8 Limits;
  // M1 and rule 1: "when omitted, en and US apply".
  it('states the defaults the spec gives: limit 20 on every paged list, lang en and countryCode US on M1', () => {
    for (const id of ['M1', 'M4', 'M5', 'M6', 'M7', 'M9', 'M10', 'M12']) {
      expect(parameter(id, 'limit')?.schema?.default, `${id} limit default`).toBe(20);
    }
    expect(parameter('M1', 'lang')?.schema?.default, 'M1 lang default').toBe('en');
    expect(parameter('M1', 'countryCode')?.schema?.default, 'M1 countryCode default').toBe('US');
  });

  // Spec 2.3/2.4: stickerId and packageId are int, and the sample payloads send ids as integers
  // (as the service does). A schema of {} in an anyOf lets an id be anything: a generated client
  // types it as unknown.
  it('types the ids of an answer as integers (M3 packageId and its stickers’ stickerId)', () => {
    const pack = successBody('M3')?.properties?.package;
    const isInteger = (schema: Schema | undefined) =>
      schema?.type === 'integer' ||
      (schema?.anyOf !== undefined &&
        schema.anyOf.every((one) => one.type === 'integer' || one.type === 'string'));
    expect(pack?.properties?.packageId, 'package.packageId').toSatisfy(isInteger);
    const sticker = pack?.properties?.stickers?.items;
    expect(sticker?.properties?.stickerId, 'stickers[].stickerId').toSatisfy(isInteger);
  });
});

describe('sticker images against the spec', () => {
  // Spec 2.3: "Image URLs accept a dimension query value d in the form <width>x<height> in
  // pixels. Recommended default is 300"; part 8: "image dimension d: recommended 300 px".
  it.each([
    ['without d', ''],
    ['with the recommended d=300x300', '?d=300x300'],
  ])('serves a still sticker %s at 300×300', async (_label, query) => {
    // A still sticker of the real art (the fixture catalogue's image keys name no art).
    const response = await fetch(`${imageUrl(server.origin, 'openmoji/1f431', null)}${query}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    const root = /^<svg\b[^>]*>/.exec(await response.text())?.[0] ?? '';
    expect(root).toContain('width="300"');
    expect(root).toContain('height="300"');
  });
});
