import type { Compilable, Kysely, QueryResult } from 'kysely';
import type { Tables } from './schema';

type Value = string | number;

/**
 * A query from Kysely's builder, compiled once. Compiling a builder query costs tens of µs, more
 * than SQLite takes to run most of the service's statements, so the hot paths (M1, M3) build
 * theirs once, with markers in place of the arguments, and bind each call's values in their
 * places. Values the builder wrote itself (a LIMIT, say) stay as compiled.
 */
export function reusable<Args extends Value[], Row>(
  db: Kysely<Tables>,
  build: (...args: Args) => Compilable<Row>,
) {
  const markers = Array.from({ length: build.length }, (_, at) => `\u0000arg${at}\u0000`);
  const compiled = build(...(markers as Args)).compile();
  const places = compiled.parameters.map((value) =>
    typeof value === 'string' ? markers.indexOf(value) : -1,
  );
  return (executor: Kysely<Tables>, ...args: Args): Promise<QueryResult<Row>> =>
    executor.executeQuery<Row>({
      ...compiled,
      parameters: compiled.parameters.map((value, at) => {
        const place = places[at] ?? -1;
        return place < 0 ? value : args[place];
      }),
    });
}
