import { useEffect } from 'react';

export const APP_NAME = 'Sticker browser';

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
}
