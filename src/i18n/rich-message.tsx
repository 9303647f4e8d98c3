import { LinguiContext } from '@lingui/react';
import { TransNoContext } from '@lingui/react/server';
import { useContext, type ReactElement } from 'react';
import { i18n, type MessageId, type MessageValues } from './translate';

type RichMessageProps = {
  id: MessageId;
  values?: MessageValues;
  /** Elements for the message's numbered tags: `<0>{name}</0>` wraps `name` in `components[0]`. */
  components?: Record<number, ReactElement>;
};

/**
 * A message with markup inside it, so translators can move the marked words in the sentence.
 * Renders again when the interface language changes; outside the app's I18nProvider (a
 * component rendered on its own) it reads the active language.
 */
export function RichMessage({ id, values, components }: RichMessageProps) {
  const context = useContext(LinguiContext);
  return (
    <TransNoContext
      id={id}
      values={values}
      components={components}
      lingui={{ i18n: context?.i18n ?? i18n }}
    />
  );
}
