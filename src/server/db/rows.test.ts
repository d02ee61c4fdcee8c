import { describe, expect, it } from 'vitest';
import { arrayParam } from './rows.ts';

describe('arrayParam', () => {
  it('writes uuids and integers as one array literal', () => {
    expect(arrayParam(['3f2b6c1e-0d4a-4a7e-9c55-1b2f3d4e5f60', 'a0b1c2d3-e4f5-4a6b-8c7d-9e0f1a2b3c4d'])).toBe(
      '{3f2b6c1e-0d4a-4a7e-9c55-1b2f3d4e5f60,a0b1c2d3-e4f5-4a6b-8c7d-9e0f1a2b3c4d}',
    );
    expect(arrayParam([1, 2, 4])).toBe('{1,2,4}');
    expect(arrayParam([])).toBe('{}');
  });

  it('refuses a value that would need quoting rather than change the array', () => {
    expect(() => arrayParam(['a,b'])).toThrow(TypeError);
    expect(() => arrayParam(['x}'])).toThrow(TypeError);
    expect(() => arrayParam(['"q"'])).toThrow(TypeError);
  });
});
