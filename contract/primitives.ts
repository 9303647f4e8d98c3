import * as z from 'zod/mini';

// The spec's samples send ids as integers while some of its field tables say string: accept both.
export const IdSchema = z.union([
  z.int().check(z.nonnegative()),
  z.pipe(z.string().check(z.regex(/^\d+$/)), z.transform(Number)),
]);

export const YesNoSchema = z.enum(['Y', 'N']);
export type YesNo = z.infer<typeof YesNoSchema>;

export const yesNoOrNo = z._default(YesNoSchema, 'N');
export const textOrEmpty = z._default(z.string(), '');
