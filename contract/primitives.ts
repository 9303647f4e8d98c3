import * as z from 'zod/mini';

const DIGITS = /^\d+$/;
const idInDigits = z.pipe(z.string().check(z.regex(DIGITS)), z.transform(Number));
// Its JSON Schema is the string it reads, not the {} of a transform (the OpenAPI document).
z.globalRegistry.add(idInDigits, { type: 'string', pattern: DIGITS.source });

// The spec's samples send ids as integers while some of its field tables say string: accept both.
export const IdSchema = z.union([z.int().check(z.nonnegative()), idInDigits]);

export const YesNoSchema = z.enum(['Y', 'N']);
export type YesNo = z.infer<typeof YesNoSchema>;

export const yesNoOrNo = z._default(YesNoSchema, 'N');
export const textOrEmpty = z._default(z.string(), '');
