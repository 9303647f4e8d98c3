import type { Spread } from './stats.mjs';

export type Run = Record<string, number | undefined>;

export interface Row {
  page: string;
  figure: string;
  unit: 'ms' | 'kB' | 'cls' | 'count';
  app: Spread;
  anchor: Spread | null;
  ratio: Spread | null;
  simulated: { app: Spread; anchor: Spread | null; ratio: Spread | null } | null;
  goal: string | null;
  /** null: a figure only reported */
  met: boolean | null;
}

export const SCROLL_RESULTS: number;
export function lighthouseRows(
  lighthouse: { devtools: Record<string, Run[]>; simulate: Record<string, Run[]> },
  pages: { id: string; label: string }[],
): Row[];
export function browserRows(figures: {
  tiles?: {
    deviceScaleFactor: number;
    images: number;
    medianBytes: number | null;
    p90Bytes: number | null;
  };
  scroll?: { loaded: number; domNodes: number | null };
}): Row[];
