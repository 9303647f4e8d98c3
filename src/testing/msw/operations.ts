import { apiBaseUrls } from '../../api/config';
import {
  servedOperations as operations,
  type ServedOperationId as OperationId,
} from '../../../contract/operations';

/**
 * Every operation the service serves, by the spec's number or the extension's name, the optional
 * ones included: the contract's own table.
 */
export { operations, type OperationId };

/** The msw URL pattern of an operation, resolved against the page like the client's URLs. */
export function operationPattern(id: OperationId): string {
  const { group, path } = operations[id];
  const base = new URL(apiBaseUrls[group], document.baseURI).href.replace(/\/+$/, '');
  return `${base}${path}`;
}
