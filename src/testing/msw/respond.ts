import { HttpResponse } from 'msw';
import { ResultCode, type ResultCodeValue } from '../../api/schemas';
import { buildPageMap } from '../factories';

export function ok(body: unknown, code: ResultCodeValue = ResultCode.success) {
  const status = code === ResultCode.success ? 'success' : 'warning';
  return HttpResponse.json({ header: { code, status, message: status }, body });
}

export function fail(status: number, code: ResultCodeValue, message: string) {
  return HttpResponse.json({ header: { code, status: 'fail', message }, body: [] }, { status });
}

/** One page of `items` as the service pages it: limit 20 by default, at most 50. */
export function paged<T>(url: URL, items: readonly T[]) {
  const limit = Math.min(50, Number(url.searchParams.get('limit') ?? '') || 20);
  const pageNumber = Number(url.searchParams.get('pageNumber') ?? '') || 1;
  const start = (pageNumber - 1) * limit;
  return {
    list: items.slice(start, start + limit),
    pageMap: buildPageMap(pageNumber, limit, items.length),
  };
}
