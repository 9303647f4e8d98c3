import { ease } from './easing';
import { motionOf, type Motion, type MotionName, type Pose } from './motions';

/** The frames of one cycle; delays are whole milliseconds that add up to the cycle's length. */
export interface FramePlan {
  readonly poses: readonly Pose[];
  readonly delaysMs: readonly number[];
}

/**
 * About 5 frames a second, within 4–6 frames a cycle. Every frame re-encodes the whole moved
 * sticker (WebP has no motion compensation), so bytes grow with the frame count: a 192 px frame
 * costs 1–3 kB. Four frames still show a bounce's rest, rise, peak and fall; six keep the long
 * float and spin under the tile budget (docs/service.md#images).
 */
const FRAME_MS = 200;
const MIN_FRAMES = 4;
const MAX_FRAMES = 6;

function mix(from: number, to: number, amount: number): number {
  return from + (to - from) * amount;
}

/** The pose `progress` (0..1) of the way through a cycle, as the CSS animation draws it. */
export function poseAt(motion: Motion, progress: number): Pose {
  const { keyframes, easing } = motion;
  const nextIndex = keyframes.findIndex(({ at }) => at > progress);
  const next = keyframes[nextIndex === -1 ? keyframes.length - 1 : nextIndex];
  const previous = keyframes[nextIndex <= 0 ? 0 : nextIndex - 1];
  if (!next || !previous) throw new Error('a motion needs keyframes');
  if (next === previous) return next.pose;
  const amount = ease(easing, (progress - previous.at) / (next.at - previous.at));
  return {
    translateY: mix(previous.pose.translateY, next.pose.translateY, amount),
    rotate: mix(previous.pose.rotate, next.pose.rotate, amount),
    scale: mix(previous.pose.scale, next.pose.scale, amount),
  };
}

export function framePlan(name: MotionName): FramePlan {
  const motion = motionOf(name);
  const { durationMs } = motion;
  const count = Math.min(MAX_FRAMES, Math.max(MIN_FRAMES, Math.round(durationMs / FRAME_MS)));
  const start = (index: number) => Math.round((index * durationMs) / count);
  const indexes = Array.from({ length: count }, (_, index) => index);
  return {
    poses: indexes.map((index) => poseAt(motion, index / count)),
    delaysMs: indexes.map((index) => start(index + 1) - start(index)),
  };
}
