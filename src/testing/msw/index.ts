export {
  answerOperation,
  failOperation,
  handlers,
  holdOperation,
  reshapeOperation,
  server,
  type Failure,
} from './server';
export { operationPattern, operations, type OperationId } from './operations';
export { requestLog, type LoggedRequest } from './request-log';
export { route, passToService } from './route';
export {
  getCurrentService,
  startTestService,
  createTestService,
  type TestService,
} from './service';
export { ok, fail } from './respond';
