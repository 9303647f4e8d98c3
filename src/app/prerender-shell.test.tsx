import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { prerenderShell } from './prerender-shell';

test("the prerendered shell is the app's first frame: header, navigation, loading page", () => {
  render(<div dangerouslySetInnerHTML={{ __html: prerenderShell() }} />);

  expect(screen.getByRole('link', { name: /Sticker\s*browser/ })).toHaveAttribute('href', '/');
  expect(screen.getAllByRole('link', { name: /Search/ })[0]).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(screen.getByRole('status')).toHaveTextContent('Loading page…');
  expect(screen.getByRole('link', { name: 'Settings for demo' })).toBeInTheDocument();
});
