import type { Dimension } from './dimension';
import { motionStyle } from './motion-css';
import type { MotionName, Pose } from './motions';

/** An SVG split into its root attributes and its (minified) children. */
export interface SvgArt {
  readonly attributes: ReadonlyMap<string, string>;
  readonly children: string;
}

const ROOT_TAG = /<svg\b([^>]*?)(\/?)>/;
const ATTRIBUTE = /([A-Za-z_:][\w:.-]*)\s*=\s*("[^"]*"|'[^']*')/g;
const SVG_NS = 'http://www.w3.org/2000/svg';

export function minifyMarkup(markup: string): string {
  return markup
    .replace(/<\?xml[\s\S]*?\?>/g, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<!DOCTYPE[^>]*>/gi, '')
    .replace(/>\s+</g, '><')
    .replace(/\s+/g, ' ')
    .trim();
}

function numeric(value: string | undefined): number | null {
  const parsed = value === undefined ? NaN : Number.parseFloat(value);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : null;
}

/** Parses the art once; a missing viewBox is derived from width/height so scaling still works. */
export function parseSvg(source: string): SvgArt {
  const text = minifyMarkup(source);
  const root = ROOT_TAG.exec(text);
  if (!root) throw new Error('not an SVG document');
  const attributes = new Map<string, string>();
  for (const [, name = '', quoted = ''] of (root[1] ?? '').matchAll(ATTRIBUTE)) {
    attributes.set(name, quoted.slice(1, -1));
  }
  if (!attributes.has('viewBox')) {
    const width = numeric(attributes.get('width')) ?? 100;
    const height = numeric(attributes.get('height')) ?? 100;
    attributes.set('viewBox', `0 0 ${width} ${height}`);
  }
  // The art's own id on the root ('emoji' in OpenMoji) is dropped: it means nothing once served.
  for (const name of ['width', 'height', 'id', 'version', 'xmlns', 'xml:space']) {
    attributes.delete(name);
  }
  const selfClosing = root[2] === '/';
  const start = root.index + root[0].length;
  const end = text.lastIndexOf('</svg>');
  const children = selfClosing || end < start ? '' : text.slice(start, end).trim();
  return { attributes, children };
}

function rootTag(attributes: ReadonlyMap<string, string>, extra: Record<string, string>): string {
  const all = new Map<string, string>(attributes);
  for (const [name, value] of Object.entries(extra)) all.set(name, value);
  const rendered = [...all]
    .map(([name, value]) => `${name}="${value.replaceAll('"', '&quot;')}"`)
    .join(' ');
  return `<svg ${rendered}>`;
}

export function renderStill(art: SvgArt, size: Dimension): string {
  const tag = rootTag(new Map([['xmlns', SVG_NS], ...art.attributes]), {
    width: String(size.width),
    height: String(size.height),
  });
  return `${tag}${art.children}</svg>`;
}

function wrapperTag(size: Dimension): string {
  return `<svg xmlns="${SVG_NS}" width="${size.width}" height="${size.height}" viewBox="0 0 100 100">`;
}

/** The art inset so that no motion crosses the tile's edge, in the wrapper's 100×100 units. */
function insetArt(art: SvgArt): string {
  const inner = rootTag(art.attributes, { x: '8', y: '8', width: '84', height: '84' });
  return `${inner}${art.children}</svg>`;
}

/** Nests the inset art in a 100×100 wrapper whose group carries the keyframe animation. */
export function renderAnimated(art: SvgArt, motion: MotionName, size: Dimension): string {
  return (
    `${wrapperTag(size)}<style>${motionStyle(motion)}</style>` +
    `<g class="m">${insetArt(art)}</g></svg>`
  );
}

const number = (value: number) => String(Number(value.toFixed(4)));

/** One frame of a motion: the animated SVG's layout with the pose applied, for rasterizing. */
export function renderPose(art: SvgArt, pose: Pose, size: Dimension): string {
  // CSS applies the pose about transform-origin 50px 50px; SVG needs the origin moves spelled out.
  const transform =
    `translate(50 ${number(50 + pose.translateY)}) rotate(${number(pose.rotate)}) ` +
    `scale(${number(pose.scale)}) translate(-50 -50)`;
  return `${wrapperTag(size)}<g transform="${transform}">${insetArt(art)}</g></svg>`;
}
