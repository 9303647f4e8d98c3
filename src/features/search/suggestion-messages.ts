/** What the search box's suggestions say; one place, ahead of translation. */
export const suggestionMessages = {
  listLabel: 'Suggestions',
  count: (count: number) =>
    count === 1
      ? '1 suggestion. Up and down arrows choose it.'
      : `${count} suggestions. Up and down arrows choose one.`,
};
