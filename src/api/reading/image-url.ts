import * as z from 'zod/mini';
import { isWebUrl } from '../../lib/web-url';

/**
 * An image URL as the readers take it: one the app may show, copy and download (http(s) or
 * relative). Any other scheme (`javascript:`) is an unreadable field, like a missing one.
 */
export const webImageUrl = z.string().check(z.refine(isWebUrl));

export const withWebPackageImg = { packageImg: webImageUrl };
export const withWebStickerImg = { stickerImg: webImageUrl };
