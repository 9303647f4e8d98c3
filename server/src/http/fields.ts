import * as z from 'zod/mini';
import { optional, required, withDefault } from './input';

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

export const userId = required(text(255), 'must be a string of at most 255 characters');
export const numericId = required(digits(15), 'must be a numeric id');

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

export const searchTerm = required(trimmed(100), 'must be 1 to 100 characters');
export const flag = required(yesNo, 'must be Y or N');
export const optionalFlag = optional(yesNo, 'must be Y or N or empty');
export const optionalText = optional(text(100), 'must be at most 100 characters');
export const optionalPrice = optional(digits(9), 'must be a non-negative integer');
