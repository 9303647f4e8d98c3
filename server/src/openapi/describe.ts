import type { DescribeRouteOptions } from 'hono-openapi';
import { resolver } from 'hono-openapi';
import * as z from 'zod/mini';
import { envelopeOf } from '../../../contract/envelope';
import type { Operation } from '../../../contract/operations';

type Responses = NonNullable<DescribeRouteOptions['responses']>;

// Answers go out as the service writes them: document each body's output, not what it accepts.
const asWritten = { options: { io: 'output' } } as const;

// Named, so the document holds it once (components.schemas.Failure) and refers to it.
const FailureSchema = envelopeOf(z.tuple([]));
z.globalRegistry.add(FailureSchema, { id: 'Failure' });

/** A failure envelope (`body` an empty array) for the given code. */
const failure = (description: string) => ({
  description,
  content: { 'application/json': { schema: resolver(FailureSchema, asWritten) } },
});

const OPEN_FAILURES: Responses = {
  '404': failure('4004: no such path'),
  '405': failure('4005: the path does not serve this method (Allow)'),
  '429': failure('4029: too many requests (Retry-After)'),
  '500': failure('1000: failure inside the service'),
};

/** One operation of the contract: its parameters come from its validators. */
export function describeOperation(id: string, operation: Operation): DescribeRouteOptions {
  return {
    operationId: id,
    summary: `${id}: ${operation.summary}`,
    tags: [operation.group],
    responses: {
      '200': {
        description:
          'Success (header.code 0000; 0001 for a repeated purchase, 0002 for a gift that already waits)',
        content: {
          'application/json': { schema: resolver(envelopeOf(operation.body), asWritten) },
        },
      },
      '400': failure('4000: a parameter is missing or malformed; the message names it'),
      '401': failure('9000: missing or unknown apikey'),
      ...OPEN_FAILURES,
      '404': failure('4004: no such pack, sticker or gift'),
      '413': failure('4013: the request body is too large'),
      '503': failure('1000: the database is busy; Retry-After says when to try again'),
    },
  };
}

/** A route outside the contract's groups, which needs no apikey. */
export function describeOpenRoute(
  operationId: string,
  summary: string,
  success: Responses[string],
  more: Pick<DescribeRouteOptions, 'parameters'> & { unavailable?: string } = {},
): DescribeRouteOptions {
  const { unavailable, parameters } = more;
  return {
    operationId,
    summary,
    security: [],
    ...(parameters ? { parameters } : {}),
    responses: {
      '200': success,
      ...OPEN_FAILURES,
      ...(unavailable ? { '503': failure(unavailable) } : {}),
    },
  };
}
