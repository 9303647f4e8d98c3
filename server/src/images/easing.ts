export type Easing = 'linear' | 'ease-in-out';

/** CSS `ease-in-out` is cubic-bezier(0.42, 0, 0.58, 1). */
const EASE_IN_OUT = { x1: 0.42, y1: 0, x2: 0.58, y2: 1 } as const;

function bezier(t: number, p1: number, p2: number): number {
  const u = 1 - t;
  return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t;
}

/** y for x on the curve; x(t) is monotonic on 0..1, so bisection always converges. */
function cubicBezier(x: number, curve: typeof EASE_IN_OUT): number {
  let low = 0;
  let high = 1;
  let t = x;
  for (let step = 0; step < 40; step += 1) {
    const guess = bezier(t, curve.x1, curve.x2);
    if (Math.abs(guess - x) < 1e-7) break;
    if (guess < x) low = t;
    else high = t;
    t = (low + high) / 2;
  }
  return bezier(t, curve.y1, curve.y2);
}

/** Eased progress, 0..1, for linear progress `x` through one keyframe interval. */
export function ease(easing: Easing, x: number): number {
  const clamped = Math.min(1, Math.max(0, x));
  return easing === 'linear' ? clamped : cubicBezier(clamped, EASE_IN_OUT);
}
