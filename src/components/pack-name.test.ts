import { expect, test } from 'vitest';
import { splitPackName } from './pack-name';

test('the art set after the last separator is shown apart from the name', () => {
  expect(splitPackName('Hearts & Feelings · Fluent')).toEqual({
    title: 'Hearts & Feelings',
    artSet: 'Fluent',
  });
  expect(splitPackName('Rock · Paper · OpenMoji')).toEqual({
    title: 'Rock · Paper',
    artSet: 'OpenMoji',
  });
});

test('a name without a set, or with a long last part, stays whole', () => {
  expect(splitPackName('Cute Cats')).toEqual({ title: 'Cute Cats' });
  expect(splitPackName(' · Fluent')).toEqual({ title: ' · Fluent' });
  expect(splitPackName('Cats · and a very long ending that is no label')).toEqual({
    title: 'Cats · and a very long ending that is no label',
  });
});
