import * as z from 'zod/mini';

export const HeaderSchema = z.object({
  code: z.string(),
  status: z.string(),
  message: z.string(),
});
export type Header = z.infer<typeof HeaderSchema>;

export function envelopeOf<Body extends z.ZodMiniType>(body: Body) {
  return z.object({ header: HeaderSchema, body });
}

/** Operations that return no data answer with an empty array. */
export const EmptyBodySchema = z.array(z.unknown());

// A null or non-text message is read as none, so the error still carries its code.
const OptionalMessageSchema = z.catch(z.optional(z.string()), undefined);

const CodeSchema = z.pipe(z.union([z.string(), z.number()]), z.transform(String));

/** Error answers come enveloped (`header.code`) from this service and flat (`{status, message, code}`) from others. */
export const ErrorBodySchema = z.union([
  z.pipe(
    z.object({
      header: z.object({ code: CodeSchema, message: OptionalMessageSchema }),
    }),
    z.transform(({ header }) => ({ code: header.code, message: header.message })),
  ),
  z.object({ code: CodeSchema, message: OptionalMessageSchema }),
]);
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
