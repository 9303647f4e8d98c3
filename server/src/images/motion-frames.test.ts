import { describe, expect, it } from 'vitest';
import { ease } from './easing';
import { motionStyle } from './motion-css';
import { framePlan, poseAt } from './motion-frames';
import { motionOf, MOTION_NAMES } from './motions';

describe('motion frames', () => {
  it.each(MOTION_NAMES)('plans 4–6 frames of %s whose delays fill one cycle', (name) => {
    const { poses, delaysMs } = framePlan(name);
    expect(poses.length).toBeGreaterThanOrEqual(4);
    expect(poses.length).toBeLessThanOrEqual(6);
    expect(delaysMs).toHaveLength(poses.length);
    expect(delaysMs.reduce((sum, delay) => sum + delay, 0)).toBe(motionOf(name).durationMs);
    expect(poses[0]).toEqual(motionOf(name).keyframes[0]?.pose);
  });

  it('passes through every keyframe, as the CSS animation does', () => {
    for (const name of MOTION_NAMES) {
      for (const { at, pose } of motionOf(name).keyframes) {
        const sampled = poseAt(motionOf(name), at);
        expect(sampled.translateY).toBeCloseTo(pose.translateY, 6);
        expect(sampled.rotate).toBeCloseTo(pose.rotate, 6);
        expect(sampled.scale).toBeCloseTo(pose.scale, 6);
      }
    }
  });

  it('eases like CSS ease-in-out and spins at an even pace', () => {
    expect(ease('ease-in-out', 0.5)).toBeCloseTo(0.5, 6);
    expect(ease('ease-in-out', 0.25)).toBeCloseTo(0.1291, 3);
    expect(poseAt(motionOf('bounce'), 0.125).translateY).toBeCloseTo(-7 * 0.1291, 2);
    expect(poseAt(motionOf('spin'), 0.25).rotate).toBeCloseTo(90, 6);
  });

  it('writes the same keyframes and timing into the SVG animation', () => {
    expect(motionStyle('float')).toBe(
      '@keyframes float{0%{transform:translateY(0px) rotate(0deg)}' +
        '50%{transform:translateY(-5px) rotate(3deg)}100%{transform:translateY(0px) rotate(0deg)}}' +
        '.m{animation:float 2.2s ease-in-out infinite;transform-origin:50px 50px}' +
        '@media (prefers-reduced-motion: reduce){.m{animation:none}}',
    );
  });
});
