export interface Spread {
  median: number | null;
  min: number | null;
  max: number | null;
  /** How many runs gave the figure. */
  n: number;
}

export function quantile(values: number[], q: number): number | null;
export function median(values: number[]): number | null;
export function spread(values: number[]): Spread;
export function pairedRatio(appValues: number[], anchorValues: number[]): Spread;
