export function repeatVisitMarkdown(
  results: Record<string, Record<string, Partial<Record<string, number | boolean>>[]>>,
  pages: { id: string; label: string }[],
  notes: string[],
): string;
