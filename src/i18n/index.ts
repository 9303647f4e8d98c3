export { activateLocale, wholeCatalogue } from './activate';
export { i18n, t, type MessageId, type MessageValues, type Translate } from './translate';
export { useLocale, useT } from './use-t';
export { LanguageProvider } from './language-provider';
export { isolate } from './isolate';
export { RichMessage } from './rich-message';
