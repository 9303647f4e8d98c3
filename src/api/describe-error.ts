import { ResultCode } from '../../contract/error-codes';
import { ApiError } from './api-error';

export type ErrorDescription = {
  title: string;
  detail: string;
  retryable: boolean;
  /** The service or the connection may come back by itself: worth retrying without a press. */
  unreachable?: boolean;
};

// How browsers word a page's code failing to load: the server is out of reach, as for the API.
const CODE_LOAD_FAILURE =
  /dynamically imported module|importing a module script failed|module script/i;

const UNREACHABLE: ErrorDescription = {
  title: "Can't reach the sticker service",
  detail: 'Check your connection, or whether the service is running. This page retries by itself.',
  retryable: true,
  unreachable: true,
};

/** User-facing words for an error; any thrown value is accepted so boundaries can pass theirs. */
export function describeError(error: unknown): ErrorDescription {
  if (!(error instanceof ApiError)) {
    if (error instanceof Error && CODE_LOAD_FAILURE.test(error.message)) return UNREACHABLE;
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
        'Enter a key the service accepts in Settings, under Advanced, or ask whoever runs this app for one.',
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
      return UNREACHABLE;
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
      // The service's own words are for developers ("q must be 1 to 100 characters"), and may be
      // in any language: the screen says what happened in the app's words.
      return {
        title: 'The sticker service refused the request',
        detail:
          error.code === ResultCode.invalidParameter
            ? 'Something in it was not accepted. Try a shorter or simpler search, or go back.'
            : 'It did not say why in words this app can show. Try again later.',
        retryable: error.status === undefined || error.status >= 500,
      };
  }
}
