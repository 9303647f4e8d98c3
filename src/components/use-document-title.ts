import { useEffect } from 'react';
import { useT } from '../i18n';

/** The tab's title: the page's (already in the interface language) and the app's name. */
export function useDocumentTitle(title: string): void {
  const t = useT();
  useEffect(() => {
    document.title = title ? t('app.titleOfPage', { title }) : t('app.name');
  }, [title, t]);
}
