export * from './fake-db';
export { listOf } from './fake-rules';
export { failOperation, handlers, holdOperation, server, type Failure } from './server';
export { operationPattern, operations, type OperationId } from './operations';
export { requestLog, type LoggedRequest } from './request-log';
export { getCurrentDb, setCurrentDb, route } from './route';
