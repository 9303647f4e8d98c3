import { i18n, type MessageOptions } from '@lingui/core';
import type english from './catalogues/en.json';

/** Every message id; the English catalogue is the list, so a misspelt id fails the typecheck. */
export type MessageId = keyof typeof english;

export type MessageValues = Record<string, string | number | undefined>;

export type Translate = (id: MessageId, values?: MessageValues, options?: MessageOptions) => string;

/**
 * The message in the active language, for code outside components (toasts, errors). Components
 * use `useT()`, which also re-renders them when the language changes.
 */
export const t: Translate = (id, values, options) => i18n._(id, values, options);

export { i18n };
