import { motionOf, REST_POSE, type MotionName, type Pose } from './motions';

const FUNCTIONS: readonly (readonly [keyof Pose, (value: number) => string])[] = [
  ['translateY', (value) => `translateY(${value}px)`],
  ['rotate', (value) => `rotate(${value}deg)`],
  ['scale', (value) => `scale(${value})`],
];

/**
 * The <style> body for one motion; reduced-motion users get the still pose. Every keyframe lists
 * the same transform functions in the same order, so browsers interpolate them one by one, as
 * the WebP frames do.
 */
export function motionStyle(name: MotionName): string {
  const { durationMs, easing, keyframes } = motionOf(name);
  const used = FUNCTIONS.filter(([field]) =>
    keyframes.some(({ pose }) => pose[field] !== REST_POSE[field]),
  );
  const steps = keyframes
    .map(({ at, pose }) => {
      const transform = used.map(([field, css]) => css(pose[field])).join(' ');
      return `${Math.round(at * 100)}%{transform:${transform}}`;
    })
    .join('');
  return (
    `@keyframes ${name}{${steps}}` +
    `.m{animation:${name} ${durationMs / 1000}s ${easing} infinite;transform-origin:50px 50px}` +
    '@media (prefers-reduced-motion: reduce){.m{animation:none}}'
  );
}
