import { NotFoundPanel } from '../components/ui/not-found';
import { useDocumentTitle } from '../components/use-document-title';
import { useT } from '../i18n';

export default function NotFoundRoute() {
  const t = useT();
  useDocumentTitle(t('notFound.title'));
  return <NotFoundPanel title={t('notFound.title')}>{t('notFound.text')}</NotFoundPanel>;
}
