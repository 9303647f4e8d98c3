/** What the Sent gifts page and its link say, in one place. */
export const sentGiftsMessages = {
  title: 'Sent gifts',
  description: 'Sticker packs you sent friends, newest first.',
  listLabel: 'Sent gifts',
  linkFromGifts: 'Sent gifts',
  to: 'To',
  sent: 'sent',
  received: '✓ Received',
  waiting: 'Not accepted yet',
  emptyTitle: 'No gifts sent yet',
  emptyText: 'Open a pack and choose “Send as a gift” to send it to a friend.',
  emptyAction: 'Find a pack',
  absentTitle: 'Sent gifts are not available',
  absentText: 'This sticker service does not list the gifts you sent.',
};
