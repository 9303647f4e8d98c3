// A catalogue imported with `?catalogue=<part>` arrives compiled (scripts/vite-catalogues.ts).
declare module '*?catalogue=first' {
  import type { Messages } from '@lingui/core';

  export const messages: Messages;
}
declare module '*?catalogue=rest' {
  import type { Messages } from '@lingui/core';

  export const messages: Messages;
}
declare module '*?catalogue=all' {
  import type { Messages } from '@lingui/core';

  export const messages: Messages;
}
