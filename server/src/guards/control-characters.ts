import type { MiddlewareHandler } from 'hono';
import { ResultCode } from '../../../contract/error-codes';
import { CONTROL_CHARACTER } from '../../../contract/request-fields';
import { failure } from '../http/envelope';

const decoded = (text: string): string => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
};

/**
 * Refuses, before any route runs, an API request whose path or query (decoded) carries a control
 * character: the routes' own fields refuse them too, but not every route reads its parameters
 * through them (an image's `d`, say).
 */
export const refuseControlCharacters: MiddlewareHandler = async (c, next) => {
  const url = c.req.url;
  // Node refuses a raw control character in the request line: only an escaped one can come.
  if (!url.includes('%')) {
    await next();
    return;
  }
  const pathStart = url.indexOf('/', url.indexOf('//') + 2);
  const queryStart = url.indexOf('?', pathStart);
  const path = url.slice(pathStart, queryStart < 0 ? undefined : queryStart);
  const segments = path.split('/').map((segment) => ['path', decoded(segment)] as const);
  const query =
    queryStart < 0
      ? []
      : url
          .slice(queryStart + 1)
          .split('&')
          .map((pair) => {
            const [name = '', value = ''] = pair.split('=', 2);
            return [decoded(name), `${decoded(name)}${decoded(value)}`] as const;
          });
  const offending = [...segments, ...query].find(([, text]) => CONTROL_CHARACTER.test(text));
  if (offending) {
    return failure(
      400,
      ResultCode.invalidParameter,
      `${offending[0] || 'a parameter'} must not contain control characters`,
    );
  }
  await next();
};
