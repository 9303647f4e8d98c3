/** What "Send as a gift" says, in one place. */
export const sendGiftMessages = {
  open: 'Send as a gift',
  /** The short form on a pack card: the visible word starts the name (WCAG 2.5.3). */
  openShort: 'Gift',
  openShortLabel: (packName: string) => `Gift ${packName} to a friend`,
  title: (packName: string) => `Send “${packName}” as a gift`,
  receiverLabel: 'Friend’s user id',
  receiverHint: 'They find the pack in their Gifts and accept it there.',
  next: 'Continue',
  back: 'Back',
  cancel: 'Cancel',
  confirmQuestion: (packName: string, receiver: string) => `Send “${packName}” to ${receiver}?`,
  send: 'Send gift',
  sending: 'Sending…',
  invalid: {
    empty: 'Enter your friend’s user id.',
    tooLong: 'A user id has at most 255 characters.',
    yourself: 'You cannot send a gift to yourself. Enter a friend’s user id.',
  },
  sent: (packName: string, receiver: string) =>
    `“${packName}” sent to ${receiver}. It waits in their Gifts until they accept it.`,
  alreadyWaiting: (packName: string, receiver: string) =>
    `${receiver} has not accepted “${packName}” from you yet, so nothing new was sent.`,
  refused: (packName: string, reason: string) => `Couldn't send “${packName}”: ${reason}`,
};
