import { Badge } from '../../components/ui/badge';

const NAME_SEPARATOR = ' · ';

/** A pack's name as a heading reads it: the title, with its art set said once after it. */
export function PackTitle({ title, artSet }: { title: string; artSet?: string }) {
  return (
    <bdi>
      {title}
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
