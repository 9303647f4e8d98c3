import type { ApiError } from './api-error';

// The type-only import makes the module known to this file, which the augmentation needs.
export type { Register } from '@tanstack/react-query';

declare module '@tanstack/react-query' {
  interface Register {
    defaultError: ApiError;
  }
}
