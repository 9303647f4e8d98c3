import { Badge } from '../../components/ui/badge';
import { packLanguageCode } from '../../lib/pack-language';

const NAME_SEPARATOR = ' · ';

/**
 * A pack's name as a heading reads it: the title, in the pack's language where the app knows it
 * (a screen reader reads “Baśniowe postacie” with Polish rules), with its art set said once after.
 */
export function PackTitle({
  title,
  artSet,
  language,
}: {
  title: string;
  artSet?: string;
  /** The pack's main language as the service names it ("Polish"). */
  language?: string;
}) {
  return (
    <bdi>
      <span lang={packLanguageCode(language)}>{title}</span>
      {artSet ? (
        <span className="sr-only">
          {NAME_SEPARATOR}
          {artSet}
        </span>
      ) : null}
    </bdi>
  );
}

/** The art set apart from the name, for the eye only: the heading already reads it. */
export function ArtSetBadge({ artSet }: { artSet: string }) {
  return (
    <span aria-hidden="true">
      <Badge>
        <bdi>{artSet}</bdi>
      </Badge>
    </span>
  );
}
