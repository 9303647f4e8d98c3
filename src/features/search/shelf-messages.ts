/** What the start page's rows say; one place, ahead of translation. */
export const shelfMessages = {
  previous: (row: string) => `Previous: ${row}`,
  next: (row: string) => `Next: ${row}`,
};
