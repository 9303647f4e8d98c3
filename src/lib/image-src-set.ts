export const MAX_IMAGE_SIZE = 700;

function withDimension(url: string, size: number): string {
  const hashIndex = url.indexOf('#');
  const base = hashIndex === -1 ? url : url.slice(0, hashIndex);
  const hash = hashIndex === -1 ? '' : url.slice(hashIndex);
  // Drop an existing d so the one asked for wins.
  const [path = '', query = ''] = base.split(/\?(.*)/s, 2);
  const kept = query.split('&').filter((part) => part !== '' && !/^d(=|$)/.test(part));
  const params = [...kept, `d=${size}x${size}`].join('&');
  return `${path}?${params}${hash}`;
}

/** src and a 1x/2x srcSet for a square image shown at `cssSize` CSS pixels (at most 700 px). */
export function imageSrcSet(url: string, cssSize: number): { src: string; srcSet: string } {
  const clamp = (n: number) => Math.max(1, Math.min(MAX_IMAGE_SIZE, Math.round(n)));
  const one = clamp(cssSize);
  const two = clamp(cssSize * 2);
  const src = withDimension(url, one);
  return { src, srcSet: `${src} 1x, ${withDimension(url, two)} 2x` };
}
