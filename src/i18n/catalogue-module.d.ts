// A catalogue imported with `?lingui` arrives compiled by @lingui/vite-plugin.
declare module '*?lingui' {
  import type { Messages } from '@lingui/core';

  export const messages: Messages;
}
