import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, test } from 'vitest';
import { SEARCH_TEXT_MAX } from '../../api/requests';
import { SearchBox } from './search-box';

function Box() {
  const [value, setValue] = useState('');
  return (
    <SearchBox
      label="Search stickers"
      placeholder=""
      value={value}
      onChange={setValue}
      onSubmit={() => {}}
    />
  );
}

test('the search box takes the service limit at most and says so', async () => {
  const user = userEvent.setup();
  render(<Box />);
  const box = screen.getByRole('searchbox', { name: 'Search stickers' });
  expect(screen.queryByText(/characters at most/)).not.toBeInTheDocument();

  await user.click(box);
  await user.paste('a'.repeat(SEARCH_TEXT_MAX + 20));
  expect(box).toHaveValue('a'.repeat(SEARCH_TEXT_MAX));
  expect(box).toHaveAccessibleDescription(`Searches are ${SEARCH_TEXT_MAX} characters at most.`);
});
