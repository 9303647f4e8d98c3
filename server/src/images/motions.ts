import type { Easing } from './easing';

/** A transform of the sticker about the wrapper's centre, in user units of the 100×100 wrapper. */
export interface Pose {
  readonly translateY: number;
  /** Degrees, clockwise. */
  readonly rotate: number;
  readonly scale: number;
}

export const REST_POSE: Pose = { translateY: 0, rotate: 0, scale: 1 };

export interface Keyframe {
  /** 0 at the start of a cycle, 1 at its end. */
  readonly at: number;
  readonly pose: Pose;
}

export interface Motion {
  readonly durationMs: number;
  /** Applies to each interval between keyframes, as CSS animation-timing-function does. */
  readonly easing: Easing;
  readonly keyframes: readonly Keyframe[];
}

/** Animated stickers' motions, by name (the `stickers.animation` column). */
const MOTIONS = {
  bounce: swing(1000, 'ease-in-out', { translateY: -7 }),
  wiggle: {
    durationMs: 800,
    easing: 'ease-in-out',
    keyframes: [
      { at: 0, pose: { ...REST_POSE, rotate: -7 } },
      { at: 0.5, pose: { ...REST_POSE, rotate: 7 } },
      { at: 1, pose: { ...REST_POSE, rotate: -7 } },
    ],
  },
  pulse: swing(1100, 'ease-in-out', { scale: 1.09 }),
  spin: {
    durationMs: 2400,
    easing: 'linear',
    keyframes: [
      { at: 0, pose: REST_POSE },
      { at: 1, pose: { ...REST_POSE, rotate: 360 } },
    ],
  },
  float: swing(2200, 'ease-in-out', { translateY: -5, rotate: 3 }),
} as const satisfies Record<string, Motion>;

/** Rest → `peak` at half the cycle → rest. */
function swing(durationMs: number, easing: Easing, peak: Partial<Pose>): Motion {
  return {
    durationMs,
    easing,
    keyframes: [
      { at: 0, pose: REST_POSE },
      { at: 0.5, pose: { ...REST_POSE, ...peak } },
      { at: 1, pose: REST_POSE },
    ],
  };
}

export type MotionName = keyof typeof MOTIONS;

export const MOTION_NAMES = Object.keys(MOTIONS) as MotionName[];

export function isMotionName(value: string): value is MotionName {
  return Object.hasOwn(MOTIONS, value);
}

export function motionOf(name: MotionName): Motion {
  return MOTIONS[name];
}
