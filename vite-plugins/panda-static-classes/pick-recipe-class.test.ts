import { describe, expect, it } from 'vitest';
import { OTHER_VALUE, UNSET_VALUE, pickRecipeClass, tableKey } from './pick-recipe-class.ts';

describe('pickRecipeClass', () => {
  const classes = {
    [tableKey(['rise', 'true'])]: 'red chosen',
    [tableKey(['rise', OTHER_VALUE])]: 'red',
    [tableKey([UNSET_VALUE, 'true'])]: 'default chosen',
    [tableKey([OTHER_VALUE, UNSET_VALUE])]: 'plain',
  };
  const known = [['rise', 'fall'], ['true']];

  it('reads a value as Panda reads a variant key (its string form)', () => {
    expect(pickRecipeClass(classes, known, ['rise', true])).toBe('red chosen');
    expect(pickRecipeClass(classes, known, ['rise', 'true'])).toBe('red chosen');
  });

  it('tells an unset variant (the default applies) from a value no variant has', () => {
    expect(pickRecipeClass(classes, known, [undefined, true])).toBe('default chosen');
    expect(pickRecipeClass(classes, known, ['rise', false])).toBe('red');
    expect(pickRecipeClass(classes, known, [null, undefined])).toBe('plain');
  });
});
