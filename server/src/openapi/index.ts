import type { Hono } from 'hono';
import { describeRoute, openAPIRouteHandler } from 'hono-openapi';
import { describeOpenRoute } from './describe';

/**
 * GET /api/openapi.json: the OpenAPI 3.1 document of every route declared with hono-openapi
 * (the contract's operations, health, images and this one), generated from the app's routes on
 * first request; no key needed to read it. Mount it after every other route.
 */
export function mountOpenApi(app: Hono, publicUrl: string): void {
  const handler = openAPIRouteHandler(app, {
    documentation: {
      info: {
        title: 'Sticker service',
        version: '1.0.0',
        description:
          'Messenger operations M1–M14, camera operations C1–C5 and the extensions, in the ' +
          "spec's envelope; the app's routes, health and images beside them.",
      },
      servers: [{ url: publicUrl }],
      security: [{ apikey: [] }],
      components: {
        securitySchemes: { apikey: { type: 'apiKey', in: 'header', name: 'apikey' } },
      },
    },
    excludeStaticFile: false,
    defaultValidationErrorResponse: false,
  });
  const description = describeOpenRoute('openApi', 'This document', {
    description: 'The OpenAPI 3.1 document',
    content: { 'application/json': { schema: { type: 'object' } } },
  });
  app.get('/api/openapi.json', describeRoute(description), handler);
}
