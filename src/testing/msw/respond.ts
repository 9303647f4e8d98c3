import { HttpResponse } from 'msw';
import { ResultCode, type ResultCodeValue } from '../../../contract';

/** An answer in the service's envelope, for overrides with variant or failure payloads. */
export function ok(body: unknown, code: ResultCodeValue = ResultCode.success) {
  const status = code === ResultCode.success ? 'success' : 'warning';
  return HttpResponse.json({ header: { code, status, message: status }, body });
}

export function fail(status: number, code: ResultCodeValue, message: string) {
  return HttpResponse.json({ header: { code, status: 'fail', message }, body: [] }, { status });
}
