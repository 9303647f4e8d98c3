/**
 * What real sticker servers send besides the spec's samples, as transforms of a success body.
 * The route tests apply them to the service's own answers; the reader tests to spec-shaped bodies.
 */

type Json = unknown;

function mapDeep(value: Json, visit: (key: string, value: Json) => Json): Json {
  if (Array.isArray(value)) return value.map((item) => mapDeep(item, visit));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, visit(key, mapDeep(inner, visit))]),
  );
}

/** The list of a list body (packageList, stickerList, …), or undefined. */
function listOf(body: Json): { key: string; items: Json[] } | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const entry = Object.entries(body).find(
    ([key, value]) => key.endsWith('List') && Array.isArray(value),
  );
  return entry ? { key: entry[0], items: entry[1] as Json[] } : undefined;
}

const withList = (body: Json, map: (items: Json[]) => Json[]): Json => {
  const list = listOf(body);
  return list ? { ...(body as object), [list.key]: map(list.items) } : body;
};

/** Removes `keys` from every object at any depth. */
const withoutKeys =
  (keys: string[]) =>
  (body: Json): Json => {
    if (Array.isArray(body)) return body.map(withoutKeys(keys));
    if (typeof body !== 'object' || body === null) return body;
    return Object.fromEntries(
      Object.entries(body)
        .filter(([key]) => !keys.includes(key))
        .map(([key, value]) => [key, withoutKeys(keys)(value)]),
    );
  };

/** Adds fields no spec names to every object at any depth. */
function withExtraFields(body: Json): Json {
  if (Array.isArray(body)) return body.map(withExtraFields);
  if (typeof body !== 'object' || body === null) return body;
  const inner = Object.fromEntries(
    Object.entries(body).map(([key, value]) => [key, withExtraFields(value)]),
  );
  return { ...inner, vendorExtra: { nested: [1, 'two'] }, isPromoted: 'Y' };
}

const ID_KEYS = ['packageId', 'stickerId'];
const OPTIONAL_TEXT = [
  'artistName',
  'language',
  'packageCategory',
  'packageKeywords',
  'receiveDate',
];

export const variants = {
  'ids as digit strings': (body: Json) =>
    mapDeep(body, (key, value) =>
      ID_KEYS.includes(key) && typeof value === 'number' ? String(value) : value,
    ),
  'flags as booleans': (body: Json) =>
    mapDeep(body, (_key, value) => (value === 'Y' ? true : value === 'N' ? false : value)),
  'null for optional strings': (body: Json) =>
    mapDeep(body, (key, value) => (OPTIONAL_TEXT.includes(key) ? null : value)),
  'unknown extra fields': withExtraFields,
  'no pageMap': (body: Json) =>
    typeof body === 'object' && body !== null && 'pageMap' in body
      ? Object.fromEntries(Object.entries(body).filter(([key]) => key !== 'pageMap'))
      : body,
  'one malformed item among good ones': (body: Json) =>
    withList(body, (items) => [
      ...items.slice(0, 1),
      { packageName: 'no id', stickerImg: 7 },
      ...items.slice(1),
    ]),
  // The four shapes real servers publish.
  'M7 without order': withoutKeys(['order']),
  'C1 without lOrder and packageDate': withoutKeys(['lOrder', 'packageDate']),
} satisfies Record<string, (body: Json) => Json>;

export type VariantName = keyof typeof variants;

/** Variants every list operation must accept. */
export const commonVariants: VariantName[] = [
  'ids as digit strings',
  'flags as booleans',
  'null for optional strings',
  'unknown extra fields',
  'one malformed item among good ones',
];

/** Removes a list body's pageMap: how real servers publish M10 and M12. */
export const withoutPageMap = variants['no pageMap'];

export { listOf };
