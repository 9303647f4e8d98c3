import { getSettings } from '../lib/settings-store';

export type ApiGroup = 'messenger' | 'camera';

const env = import.meta.env as Record<string, string | undefined>;

function nonEmpty(value: string | undefined, fallback: string): string {
  return value?.trim() ? value.trim() : fallback;
}

export const apiBaseUrls: Record<ApiGroup, string> = {
  messenger: nonEmpty(env.VITE_MESSENGER_URL, '/api/messenger'),
  camera: nonEmpty(env.VITE_CAMERA_URL, '/api/camera'),
};

export const envApiKey = nonEmpty(env.VITE_STICKER_API_KEY, 'local-dev-key');

/** The key the user entered in Settings wins over the build's key. */
export function currentApiKey(): string {
  return nonEmpty(getSettings().apiKey, envApiKey);
}
