import type { ApiGroup } from '../../contract/operations';
import { getSettings } from '../lib/settings-store';

export type { ApiGroup };

function nonEmpty(value: string | undefined, fallback: string): string {
  return value?.trim() ? value.trim() : fallback;
}

// Read one by one, so the build writes each value in place of the whole environment object.
export const apiBaseUrls: Record<ApiGroup, string> = {
  messenger: nonEmpty(import.meta.env.VITE_MESSENGER_URL, '/api/messenger'),
  camera: nonEmpty(import.meta.env.VITE_CAMERA_URL, '/api/camera'),
};

export const envApiKey = nonEmpty(import.meta.env.VITE_STICKER_API_KEY, 'local-dev-key');

/** The key the user entered in Settings wins over the build's key. */
export function currentApiKey(): string {
  return nonEmpty(getSettings().apiKey, envApiKey);
}
