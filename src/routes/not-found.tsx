import { NotFoundPanel } from '../components/ui/not-found';
import { useDocumentTitle } from '../components/use-document-title';

export default function NotFoundRoute() {
  useDocumentTitle('Page not found');
  return (
    <NotFoundPanel title="Page not found">
      This page does not exist. Pick a section from the menu, or start with a search.
    </NotFoundPanel>
  );
}
