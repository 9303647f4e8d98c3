import { LinguiContext } from '@lingui/react';
import { TransNoContext } from '@lingui/react/server';
import { useContext, type ReactElement } from 'react';
import { i18n, type MessageId, type MessageValues } from './translate';

type RichMessageProps = {
  id: MessageId;
  /**
   * Strings are text, shown exactly as given (never read as markup or placeholders); numbers
   * feed plurals. No rich message chooses its words by a string value (`select`).
   */
  values?: MessageValues;
  /**
   * Names from the service or a person (a pack, a user id): text like `values`, each isolated in
   * a `<bdi>` so its direction does not reorder the sentence round it.
   */
  names?: Record<string, string>;
  /** Elements for the message's numbered tags: `<0>{name}</0>` wraps `name` in `components[0]`. */
  components?: Record<number, ReactElement>;
};

/**
 * Lingui reads the translated sentence, values already put in, for its numbered tags: a value
 * holding `<b>…</b>`, `<0>…</0>` or `<br/>` (an artist's name, a user id, a search term) would be
 * taken for markup and lose or move its words. Given as an element instead, a value takes a
 * numbered tag of its own whose content React renders as text.
 */
function asText(
  values: MessageValues | undefined,
  names: Record<string, string> | undefined,
): Record<string, unknown> | undefined {
  if (!values && !names) return undefined;
  const entries: [string, unknown][] = [
    ...Object.entries(values ?? {}).map(([key, value]): [string, unknown] => [
      key,
      typeof value === 'string' ? <>{value}</> : value,
    ]),
    ...Object.entries(names ?? {}).map(([key, name]): [string, unknown] => [
      key,
      <bdi>{name}</bdi>,
    ]),
  ];
  return Object.fromEntries(entries);
}

/**
 * A message with markup inside it, so translators can move the marked words in the sentence.
 * Renders again when the interface language changes; outside the app's I18nProvider (a
 * component rendered on its own) it reads the active language.
 */
export function RichMessage({ id, values, names, components }: RichMessageProps) {
  const context = useContext(LinguiContext);
  return (
    <TransNoContext
      id={id}
      values={asText(values, names)}
      components={components}
      lingui={{ i18n: context?.i18n ?? i18n }}
    />
  );
}
