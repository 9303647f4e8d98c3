import type { Row } from './goals.mjs';
import type { Spread } from './stats.mjs';

export function formatSpread(summary: Spread | null | undefined, unit: string): string;
export function tally(rows: Row[]): string;
export function markdownReport(rows: Row[], context: { title: string; notes: string[] }): string;
