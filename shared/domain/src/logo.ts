import { LOGO_ASPECT_THRESHOLD, LOGO_RECTANGLE_SIZE, LOGO_SQUARE_SIZE } from './limits.ts';

export interface LogoBox {
  shape: 'rectangle' | 'square';
  width: number;
  height: number;
}

/**
 * spec 000 §2: the firm logo shows as a rectangle (140x70) when its aspect ratio
 * (width / height) is above 1.05, otherwise as a square (70x70). Unknown sizes
 * (not yet loaded, zero) get the square.
 */
export function logoShape(width: number, height: number): LogoBox {
  const known = width > 0 && height > 0 && Number.isFinite(width) && Number.isFinite(height);
  if (known && width / height > LOGO_ASPECT_THRESHOLD) return { shape: 'rectangle', ...LOGO_RECTANGLE_SIZE };
  return { shape: 'square', ...LOGO_SQUARE_SIZE };
}
