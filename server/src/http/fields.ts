import * as z from 'zod/mini';
import { optional, required, requiredChecked, withDefault } from './input';

export const MAX_PAGE_SIZE = 50;
const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE_NUMBER = 1_000_000_000;

const digits = (max: number) =>
  z.pipe(z.string().check(z.regex(new RegExp(`^\\d{1,${max}}$`))), z.transform(Number));

const positive = (max: number) =>
  z.pipe(
    z.pipe(z.string().check(z.regex(/^\d+$/)), z.transform(Number)),
    z.number().check(z.positive(), z.maximum(max)),
  );

const text = (max: number) => z.string().check(z.maxLength(max));
const trimmed = (max: number) =>
  z
    .pipe(
      z.string(),
      z.transform((value) => value.trim()),
    )
    .check(z.minLength(1), z.maxLength(max));

const yesNo = z.pipe(
  z.string().check(z.regex(/^[YNyn]$/)),
  z.transform((value) => value.toUpperCase() === 'Y'),
);

const language = z.pipe(
  z.string().check(z.regex(/^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})*$/)),
  z.transform((value) => (value.split(/[-_]/)[0] ?? '').toLowerCase()),
);
const country = z.pipe(
  z.string().check(z.regex(/^[A-Za-z]{2}$/)),
  z.transform((value) => value.toUpperCase()),
);

/** The zod rules that userId and numericId check by hand (held equal by fields.test.ts). */
export const userIdSchema = text(255);
export const numericIdSchema = digits(15);

const ID_DIGITS = /^\d{1,15}$/;

/** Length in code points (a surrogate pair is one), as zod's maxLength measures strings. */
function codePointLength(value: string): number {
  let count = value.length;
  for (let i = 0; i < value.length - 1; i += 1) {
    if (
      (value.charCodeAt(i) & 0xfc00) === 0xd800 &&
      (value.charCodeAt(i + 1) & 0xfc00) === 0xdc00
    ) {
      count -= 1;
      i += 1;
    }
  }
  return count;
}

export const userId = requiredChecked(
  // Only a value over 255 UTF-16 units can be over 255 code points.
  (raw) => (raw.length <= 255 || codePointLength(raw) <= 255 ? raw : undefined),
  'must be a string of at most 255 characters',
  userIdSchema,
);
export const numericId = requiredChecked(
  (raw) => (ID_DIGITS.test(raw) ? Number(raw) : undefined),
  'must be a numeric id',
  numericIdSchema,
);

export const paging = {
  limit: withDefault(
    z.pipe(
      positive(Number.MAX_VALUE),
      z.transform((n) => Math.min(n, MAX_PAGE_SIZE)),
    ),
    'must be a positive integer',
    DEFAULT_PAGE_SIZE,
  ),
  pageNumber: withDefault(
    positive(MAX_PAGE_NUMBER),
    `must be a positive integer of at most ${MAX_PAGE_NUMBER}`,
    1,
  ),
};

export const locale = {
  lang: withDefault(language, 'must be an ISO 639-1 language code such as en', 'en'),
  countryCode: withDefault(country, 'must be an ISO 3166-1 two-letter code such as US', 'US'),
};

// NUL and other control characters are never part of a tag; they are refused, not searched.
const CONTROL_CHARACTER = /\p{Cc}/u;
export const searchTerm = required(
  trimmed(100).check(z.refine((value) => !CONTROL_CHARACTER.test(value))),
  'must be 1 to 100 characters without control characters',
);
export const flag = required(yesNo, 'must be Y or N');
export const optionalFlag = optional(yesNo, 'must be Y or N or empty');
export const optionalText = optional(text(100), 'must be at most 100 characters');
export const optionalPrice = optional(digits(9), 'must be a non-negative integer');
