import type { OperationId } from './operations';

export type LoggedRequest = {
  operation: OperationId;
  method: string;
  url: URL;
  params: Record<string, string>;
  apikey: string | null;
};

const entries: LoggedRequest[] = [];

/** Every request the msw handlers answered, in order; cleared after each test. */
export const requestLog = {
  record: (entry: LoggedRequest) => void entries.push(entry),
  clear: () => void entries.splice(0),
  all: (): readonly LoggedRequest[] => [...entries],
  /** Operation ids in request order, e.g. ['M6', 'M8', 'M6', 'M7']. */
  operations: (): OperationId[] => entries.map((entry) => entry.operation),
  of: (operation: OperationId): LoggedRequest[] =>
    entries.filter((entry) => entry.operation === operation),
  count: (operation: OperationId): number =>
    entries.filter((entry) => entry.operation === operation).length,
};
