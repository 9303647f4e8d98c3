/**
 * CSS keyframes for animated stickers, by motion name (the `stickers.animation` column). Lengths
 * are in user units of the 100×100 wrapper drawn by `animateSvg`.
 */
const MOTIONS = {
  bounce: {
    keyframes: '0%,100%{transform:translateY(0)}50%{transform:translateY(-7px)}',
    timing: '1s ease-in-out infinite',
  },
  wiggle: {
    keyframes: '0%,100%{transform:rotate(-7deg)}50%{transform:rotate(7deg)}',
    timing: '.8s ease-in-out infinite',
  },
  pulse: {
    keyframes: '0%,100%{transform:scale(1)}50%{transform:scale(1.09)}',
    timing: '1.1s ease-in-out infinite',
  },
  spin: {
    keyframes: 'from{transform:rotate(0deg)}to{transform:rotate(360deg)}',
    timing: '2.4s linear infinite',
  },
  float: {
    keyframes:
      '0%,100%{transform:translateY(0) rotate(0deg)}50%{transform:translateY(-5px) rotate(3deg)}',
    timing: '2.2s ease-in-out infinite',
  },
} as const satisfies Record<string, { keyframes: string; timing: string }>;

export type MotionName = keyof typeof MOTIONS;

export const MOTION_NAMES = Object.keys(MOTIONS) as MotionName[];

export function isMotionName(value: string): value is MotionName {
  return Object.hasOwn(MOTIONS, value);
}

/** The <style> body for one motion; reduced-motion users get the still pose. */
export function motionStyle(motion: MotionName): string {
  const { keyframes, timing } = MOTIONS[motion];
  return (
    `@keyframes ${motion}{${keyframes}}` +
    `.m{animation:${motion} ${timing};transform-origin:50px 50px}` +
    '@media (prefers-reduced-motion: reduce){.m{animation:none}}'
  );
}
