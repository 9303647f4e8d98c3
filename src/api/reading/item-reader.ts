import type * as z from 'zod/mini';

/** Reads one list item leniently; undefined when the screen could not show it. */
export type ItemReader<Item> = (raw: unknown, position: number) => Item | undefined;

type Field = z.ZodMiniType;
type FieldsOf<Contract extends z.ZodMiniObject> = Contract['shape'];
type Output<Contract extends z.ZodMiniObject> = z.output<Contract>;

export type LenientOptions<Contract extends z.ZodMiniObject> = {
  /** What the screen cannot do without: an id, a name, an image. A bad one leaves the item out. */
  required: readonly (keyof FieldsOf<Contract> & string)[];
  /** Defaults for fields the contract gives none; `position` is the item's 1-based place in the list. */
  defaults?: { [Key in keyof Output<Contract>]?: (position: number) => Output<Contract>[Key] };
  /** Fields read by a reader of their own (nested lists). */
  readers?: { [Key in keyof Output<Contract>]?: (raw: unknown) => Output<Contract>[Key] };
};

/** Real servers send booleans for Y/N flags and null for absent strings. */
function normalise(value: unknown): unknown {
  if (value === null) return undefined;
  if (typeof value === 'boolean') return value ? 'Y' : 'N';
  return value;
}

/** Parses with the contract's own field schema, also trying the value's other scalar spelling. */
function readField(field: Field, raw: unknown): { ok: true; value: unknown } | { ok: false } {
  const value = normalise(raw);
  const candidates = [value];
  if (typeof value === 'number') candidates.push(String(value));
  if (typeof value === 'string' && /^-?\d+$/.test(value.trim())) candidates.push(Number(value));
  for (const candidate of candidates) {
    const parsed = field.safeParse(candidate);
    if (parsed.success) return { ok: true, value: parsed.data };
  }
  return { ok: false };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A lenient reader built from a contract object schema: required fields must pass the contract,
 * any other field falls back to the contract's default or a stated one, and unknown fields are
 * dropped. The contract itself stays exact, for checking the service.
 */
export function lenientItem<Contract extends z.ZodMiniObject>(
  contract: Contract,
  { required, defaults = {}, readers = {} }: LenientOptions<Contract>,
): ItemReader<Output<Contract>> {
  const fields = Object.entries(contract.shape as Record<string, Field>);
  const stated = defaults as Record<string, ((position: number) => unknown) | undefined>;
  const own = readers as Record<string, ((raw: unknown) => unknown) | undefined>;
  const fallbacks = new Map<string, (position: number) => unknown>();
  for (const [key, field] of fields) {
    if (required.includes(key) || own[key]) continue;
    const contractDefault = field.safeParse(undefined);
    const fallback = stated[key] ?? (contractDefault.success ? () => contractDefault.data : null);
    if (!fallback) throw new Error(`No default stated for optional field ${key}`);
    fallbacks.set(key, fallback);
  }
  return (raw, position) => {
    if (!isRecord(raw)) return undefined;
    const item: Record<string, unknown> = {};
    for (const [key, field] of fields) {
      const reader = own[key];
      if (reader) {
        item[key] = reader(raw[key]);
        continue;
      }
      const read = readField(field, raw[key]);
      if (read.ok) item[key] = read.value;
      else if (required.includes(key)) return undefined;
      else item[key] = fallbacks.get(key)?.(position);
    }
    // Every field was read by its contract schema or given a default of the contract's type.
    return item as Output<Contract>;
  };
}

export type ReadList<Item> = { items: Item[]; unreadable: number };

/** Reads items one by one; undefined when `raw` is not a list at all. */
export function readList<Item>(
  raw: unknown,
  read: ItemReader<Item>,
  firstPosition = 1,
): ReadList<Item> | undefined {
  if (!Array.isArray(raw)) return undefined;
  const items: Item[] = [];
  raw.forEach((entry, index) => {
    const item = read(entry, firstPosition + index);
    if (item !== undefined) items.push(item);
  });
  return { items, unreadable: raw.length - items.length };
}
