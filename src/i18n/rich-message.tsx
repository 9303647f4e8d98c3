import { Trans } from '@lingui/react';
import type { ReactElement } from 'react';
import type { MessageId, MessageValues } from './translate';

type RichMessageProps = {
  id: MessageId;
  values?: MessageValues;
  /** Elements for the message's numbered tags: `<0>{name}</0>` wraps `name` in `components[0]`. */
  components?: Record<number, ReactElement>;
};

/** A message with markup inside it, so translators can move the marked words in the sentence. */
export function RichMessage({ id, values, components }: RichMessageProps) {
  return <Trans id={id} values={values} components={components} />;
}
