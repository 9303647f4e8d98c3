import * as z from 'zod/mini';
import { CONTROL_CHARACTER } from './control-character';
import { isReachableUserId } from './user-id';

/**
 * The request parameters, as the service reads them from the path and the query string. Each
 * field's description is the rule its 400 message states ("limit must be a positive integer").
 */

const MAX_PAGE_SIZE = 50;
const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE_NUMBER = 1_000_000_000;

/** The value a parameter carries: the first of repeated names; an empty value counts as absent. */
export function presentValue(raw: unknown): unknown {
  const value: unknown = Array.isArray(raw) ? raw[0] : raw;
  return value === '' ? undefined : value;
}

type Rule<T> = z.ZodMiniType<T, string>;

/** The rule, said in a 400's message and the OpenAPI document (with the default, if any). */
function described<S extends z.ZodMiniType>(schema: S, rule: string, fallback?: unknown): S {
  z.globalRegistry.add(schema, {
    description: rule,
    ...(fallback === undefined ? {} : { default: fallback }),
  });
  return schema;
}

// An absent value goes on to the rule, which refuses it as missing (or gives the default).
const required = <T>(rule: Rule<T>, description: string) =>
  described(
    z.pipe(
      z.transform((raw) => presentValue(raw) as string),
      rule,
    ),
    description,
  );
const optional = <T>(rule: Rule<T>, description: string) =>
  described(
    z.pipe(
      z.transform((raw) => presentValue(raw) as string | undefined),
      z.optional(rule),
    ),
    description,
  );
const withDefault = <T>(rule: Rule<T>, description: string, value: z.util.NoUndefined<T>) =>
  described(
    z.pipe(
      z.transform((raw) => presentValue(raw) as string | undefined),
      z._default(rule, value),
    ),
    description,
    value,
  );

const withoutControls = z.refine<string>((value) => !CONTROL_CHARACTER.test(value));

const digits = (max: number) =>
  z.pipe(z.string().check(z.regex(new RegExp(`^\\d{1,${max}}$`))), z.transform(Number));

// Not zero, in the pattern itself: the OpenAPI document shows the input's pattern only.
const POSITIVE_INTEGER = /^0*[1-9]\d*$/;

const positive = (max: number) =>
  z.pipe(
    z.pipe(z.string().check(z.regex(POSITIVE_INTEGER)), z.transform(Number)),
    z.number().check(z.positive(), z.maximum(max)),
  );

const text = (max: number) => z.string().check(z.maxLength(max), withoutControls);

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

// Controls are refused before trimming, so a tab or newline around a tag is refused too. The
// length is checked as sent, where the OpenAPI document (which shows the input) can state it.
const searchText = z.pipe(
  z.pipe(
    z.string().check(z.maxLength(100), withoutControls),
    z.transform((value) => value.trim()),
  ),
  z.string().check(z.minLength(1)),
);

// Any case, spelled out so that the pattern in the OpenAPI document (which has no flags) says so.
const anyCase = (word: string) =>
  word.replace(/[a-z]/g, (letter) => `[${letter.toUpperCase()}${letter}]`);
const PERIOD = new RegExp(`^(?:${['daily', 'weekly', 'monthly'].map(anyCase).join('|')})$`);
const period = z.pipe(
  z.string().check(z.regex(PERIOD)),
  z.transform((name) => name.toLowerCase() as 'daily' | 'weekly' | 'monthly'),
);

export const userId = required(
  z.string().check(z.maxLength(255), withoutControls, z.refine(isReachableUserId)),
  'must be a string of at most 255 characters, other than . and ..',
);
export const numericId = required(digits(15), 'must be a numeric id of at most 15 digits');

export const paging = {
  // Served as at most MAX_PAGE_SIZE however many digits it has (beyond 308 they make Infinity).
  limit: withDefault(
    z.pipe(
      z.pipe(
        z.string().check(z.regex(POSITIVE_INTEGER)),
        z.transform((value) => Math.min(Number(value), MAX_PAGE_SIZE)),
      ),
      z.number().check(z.positive()),
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

export const lang = withDefault(language, 'must be an ISO 639-1 language code such as en', 'en');
/** An extension's language: absent, the answer is what the spec's operation answers. */
export const optionalLang = optional(language, 'must be an ISO 639-1 language code such as en');
export const locale = {
  lang,
  countryCode: withDefault(country, 'must be an ISO 3166-1 two-letter code such as US', 'US'),
};

/** How Chinese terms are written (extension): Simplified or Traditional; absent, as searched. */
export const optionalScript = optional(
  z.enum(['Hans', 'Hant']),
  'must be Hans (Simplified Chinese) or Hant (Traditional Chinese)',
);

export const searchTerm = required(
  searchText,
  'must be 1 to 100 characters without control characters',
);
export const optionalSearchTerm = optional(
  searchText,
  'must be 1 to 100 characters without control characters, or absent',
);
export const optionalFlag = optional(yesNo, 'must be Y or N or empty');
export const optionalText = optional(text(100), 'must be at most 100 characters');
export const optionalPrice = optional(
  digits(9),
  'must be a non-negative integer of at most 9 digits',
);
export const rankingPeriod = optional(period, 'must be Daily, Weekly, Monthly or empty');

/** The rule a parameter's 400 message states, or undefined for a schema that is no field. */
export const ruleOf = (field: z.core.$ZodType): string | undefined =>
  z.globalRegistry.get(field)?.description;
