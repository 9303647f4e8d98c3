/** The build's settings (README: "Another server"); each one optional. */
interface ImportMetaEnv {
  readonly VITE_MESSENGER_URL?: string;
  readonly VITE_CAMERA_URL?: string;
  readonly VITE_STICKER_API_KEY?: string;
}
