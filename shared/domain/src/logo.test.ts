import { describe, expect, it } from 'vitest';
import { logoShape } from './logo.ts';

describe('logoShape (spec 000 §2: rectangle 140x70 or square 70x70, aspect threshold 1.05)', () => {
  it.each([
    { width: 400, height: 100, expected: { shape: 'rectangle', width: 140, height: 70 } },
    { width: 106, height: 100, expected: { shape: 'rectangle', width: 140, height: 70 } },
    { width: 105, height: 100, expected: { shape: 'square', width: 70, height: 70 } },
    { width: 100, height: 100, expected: { shape: 'square', width: 70, height: 70 } },
    { width: 50, height: 200, expected: { shape: 'square', width: 70, height: 70 } },
    { width: 0, height: 0, expected: { shape: 'square', width: 70, height: 70 } },
  ])('shows a $width x $height image as $expected.shape', ({ width, height, expected }) => {
    expect(logoShape(width, height)).toEqual(expected);
  });
});
