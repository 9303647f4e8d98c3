import type { MiddlewareHandler } from 'hono';
import { ResultCode } from '../../../contract/error-codes';
import { CONTROL_CHARACTER } from '../../../contract/control-character';
import { failure } from '../http/envelope';

/** The text a path segment or query part stands for, or undefined if its escapes are not UTF-8. */
const decoded = (text: string): string | undefined => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
};

type Part = { name: string; text: string | undefined };

function partsOf(url: string): Part[] {
  const pathStart = url.indexOf('/', url.indexOf('//') + 2);
  const queryStart = url.indexOf('?', pathStart);
  const path = url.slice(pathStart, queryStart < 0 ? undefined : queryStart);
  const segments = path.split('/').map((segment) => ({ name: 'the path', text: decoded(segment) }));
  if (queryStart < 0) return segments;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      // The value runs from the first '=' to the end: it may hold more (`userId=eq=%FF`).
      const equals = pair.indexOf('=');
      const rawName = equals < 0 ? pair : pair.slice(0, equals);
      const rawValue = equals < 0 ? '' : pair.slice(equals + 1);
      const name = decoded(rawName);
      const value = decoded(rawValue);
      return {
        name: name || 'a parameter',
        text: name === undefined || value === undefined ? undefined : `${name}${value}`,
      };
    });
  return [...segments, ...query];
}

/**
 * Refuses, before any route runs, an API request whose path or query does not decode to text:
 * an escape that is not UTF-8 (`%FF`, a lone `%`), or a control character. Read as it was sent,
 * `userId=a%FF` would be the same user as `userId=a%25FF`. The routes' own fields refuse
 * control characters too, but not every route reads its parameters through them (an image's
 * `d`, say).
 */
export const refuseMalformedText: MiddlewareHandler = async (c, next) => {
  const url = c.req.url;
  // Node refuses a raw control character in the request line: only an escaped one can come.
  if (!url.includes('%')) {
    await next();
    return;
  }
  for (const { name, text } of partsOf(url)) {
    if (text === undefined) {
      return failure(
        400,
        ResultCode.invalidParameter,
        `${name} is not valid percent-encoded UTF-8`,
      );
    }
    if (CONTROL_CHARACTER.test(text)) {
      return failure(
        400,
        ResultCode.invalidParameter,
        `${name} must not contain control characters`,
      );
    }
  }
  await next();
};
