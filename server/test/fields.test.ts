import { describe, expect, it } from 'vitest';
import { numericId, numericIdSchema, userId, userIdSchema } from '../src/http/fields';
import { required, type Field } from '../src/http/input';

/** The message a field throws for `raw`, or its value. */
function outcome<T>(field: Field<T>, raw: string | undefined): { value?: T; error?: string } {
  try {
    return { value: field.read(raw, 'name') };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

// userId and numericId are checked by hand on the hot paths; each must accept, convert and
// reject exactly as its zod schema does, with the same messages.
describe('hand-checked fields equal their schemas', () => {
  const ids = [
    undefined,
    '',
    '0',
    '1',
    '007',
    '123456789012345',
    '1234567890123456',
    '-1',
    '+1',
    '1.5',
    '1e3',
    ' 1',
    '1 ',
    '1\n',
    '٣',
    '１',
    'cats',
    '0x10',
  ];
  it.each(ids)('numericId %j', (raw) => {
    const reference = required(numericIdSchema, 'must be a numeric id');
    expect(outcome(numericId, raw)).toEqual(outcome(reference, raw));
  });

  const users = [
    undefined,
    '',
    ' ',
    'u',
    '사용자 🐱 ü',
    'x'.repeat(255),
    'x'.repeat(256),
    '🐱'.repeat(127),
    '🐱'.repeat(128),
    `${'x'.repeat(254)}🐱`,
    `${'x'.repeat(255)}🐱`,
    '\ud83d'.repeat(255),
    '\ud83d'.repeat(256),
    '\udc31\ud83d'.repeat(128),
    `${'🐱'.repeat(127)}\ud83d`,
    `${'🐱'.repeat(127)}\ud83dx`,
    '\u0000',
  ];
  it.each(users)('userId %j', (raw) => {
    const reference = required(userIdSchema, 'must be a string of at most 255 characters');
    expect(outcome(userId, raw)).toEqual(outcome(reference, raw));
  });
});
