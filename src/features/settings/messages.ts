/** What Settings says; one place, ahead of translation. */
export const settingsMessages = {
  advanced: 'Advanced',
  advancedHint:
    'Which user the lists belong to, and the key this app uses with the sticker service.',
  leaveUnsaved: 'Your changes to the settings are not saved. Leave without saving them?',
};
