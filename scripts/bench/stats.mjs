// Medians and quantiles of the benchmark's runs.

/** Linear interpolation between the closest ranks; null for no values. */
export function quantile(values, q) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const position = (sorted.length - 1) * q;
  const low = Math.floor(position);
  const high = Math.ceil(position);
  return sorted[low] + (sorted[high] - sorted[low]) * (position - low);
}

export const median = (values) => quantile(values, 0.5);

/** Median, min and max of the finite values (a run that could not give a figure is left out). */
export function spread(values) {
  const finite = values.filter(Number.isFinite);
  if (finite.length === 0) return { median: null, min: null, max: null, n: 0 };
  return {
    median: median(finite),
    min: Math.min(...finite),
    max: Math.max(...finite),
    n: finite.length,
  };
}

/**
 * App ÷ anchor from interleaved runs: the ratio of each round's pair (measured back to back, so
 * under the same machine load), summarised; rounds where either run lacks the figure are skipped.
 */
export function pairedRatio(appValues, anchorValues) {
  const ratios = appValues
    .map((app, round) => app / anchorValues[round])
    .filter((ratio) => Number.isFinite(ratio));
  return spread(ratios);
}
