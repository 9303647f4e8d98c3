import { RichMessage } from '../../i18n';

/** Says that the service searched another word than the one typed (one typo corrected). */
export function CorrectedNotice({ q, corrected }: { q: string; corrected: string }) {
  return (
    <p className="mb-3 rounded-lg border border-line bg-surface px-3 py-2 text-sm">
      <RichMessage
        id="search.corrected"
        values={{ corrected, q }}
        components={{
          0: <strong className="font-semibold" />,
          1: <span className="text-muted" />,
          2: <bdi />,
        }}
      />
    </p>
  );
}
