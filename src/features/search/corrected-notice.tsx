/** Says that the service searched another word than the one typed (one typo corrected). */
export function CorrectedNotice({ q, corrected }: { q: string; corrected: string }) {
  return (
    <p className="mb-3 rounded-lg border border-line bg-surface px-3 py-2 text-sm">
      Showing results for <strong className="font-semibold">{corrected}</strong>
      <span className="text-muted"> — no stickers matched “{q}”.</span>
    </p>
  );
}
