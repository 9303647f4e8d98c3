import { ResultCode } from './schemas/error-codes';
import { ApiError } from './api-error';

export type ErrorDescription = { title: string; detail: string; retryable: boolean };

/** User-facing words for an error; any thrown value is accepted so boundaries can pass theirs. */
export function describeError(error: unknown): ErrorDescription {
  if (!(error instanceof ApiError)) {
    return {
      title: 'Something went wrong',
      detail: error instanceof Error ? error.message : 'An unexpected error occurred.',
      retryable: true,
    };
  }
  if (error.code === ResultCode.unknownApiKey) {
    return {
      title: "The sticker service does not recognise this app's API key",
      detail:
        'Set VITE_STICKER_API_KEY to a key the service accepts and rebuild, or enter your key in Settings.',
      retryable: false,
    };
  }
  if (error.code === ResultCode.serverError) {
    return {
      title: 'The sticker service had a problem',
      detail: 'It could not deliver the data. Try again in a moment.',
      retryable: true,
    };
  }
  if (error.status === 404 || error.code === ResultCode.notFound) {
    return {
      title: 'Not found',
      detail: 'This item was not found. It may have been removed, or the link is wrong.',
      retryable: false,
    };
  }
  switch (error.kind) {
    case 'network':
      return {
        title: "Can't reach the sticker service",
        detail: 'Check your connection, or whether the service is running, then try again.',
        retryable: true,
      };
    case 'timeout':
      return {
        title: 'The sticker service is taking too long',
        detail: 'It did not answer in time. Try again in a moment.',
        retryable: true,
      };
    case 'invalid-response':
      return {
        title: 'The sticker service sent something unexpected',
        detail: 'Its answer did not match what this app understands. Trying again may help.',
        retryable: true,
      };
    case 'api':
      return {
        title: 'The sticker service refused the request',
        detail: error.message,
        retryable: error.status === undefined || error.status >= 500,
      };
  }
}
