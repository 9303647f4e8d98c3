import type { Spread } from './stats.mjs';

export type Variant = 'worker' | 'http-cache';

export interface NetworkEvent {
  method: string;
  params: Record<string, unknown>;
}

export interface PairedRun {
  round: number;
  pageId: string;
  variant: Variant;
}

export interface RepeatVisitRow {
  figure: string;
  unit: string;
  worker: Spread;
  httpCache: Spread;
  ratio: Spread;
}

export const VARIANTS: Variant[];
export const FIGURES: { key: string; name: string; unit: string }[];
export function pairedSchedule(pageIds: string[], rounds: number): PairedRun[];
export function documentFromWorker(log: NetworkEvent[], documentUrl: string): boolean;
export interface NetworkRequest {
  url: string;
  status: number;
  fromWorker: boolean;
  fromCache: boolean;
  bytes: number;
}

export function networkRequests(log: NetworkEvent[]): NetworkRequest[];
export function workerRequestsForPage(
  pageLog: NetworkEvent[],
  workerLog: NetworkEvent[],
): NetworkRequest[];
export function networkBytes(log: NetworkEvent[]): number;
export function requestMs(log: NetworkEvent[], matches: (url: string) => boolean): number;
export function repeatVisitRows(
  runs: Record<Variant, Partial<Record<string, number>>[]>,
): RepeatVisitRow[];
