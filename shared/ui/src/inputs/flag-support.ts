import { useEffect, useState } from 'react';

let cached: boolean | null = null;

/**
 * Whether this browser draws flag emoji in colour (Windows and fontless Linux show two letters or
 * boxes instead). Draws a flag on a canvas and looks for coloured pixels; checked once per page.
 */
export function supportsFlagEmoji(): boolean {
  if (cached !== null) return cached;
  cached = false;
  try {
    if (typeof document === 'undefined') return cached;
    const canvas = document.createElement('canvas');
    canvas.width = 24;
    canvas.height = 24;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) return cached;
    context.font = "20px 'Apple Color Emoji', 'Segoe UI Emoji', 'Noto Color Emoji', 'Twemoji Mozilla', sans-serif";
    context.textBaseline = 'top';
    context.fillStyle = '#000';
    context.fillText('\u{1F1FA}\u{1F1F8}', 0, 0);
    const pixels = context.getImageData(0, 0, 24, 24).data;
    for (let i = 0; i < pixels.length; i += 4) {
      const [r = 0, g = 0, b = 0, a = 0] = [pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3]];
      if (a > 0 && (Math.abs(r - g) > 20 || Math.abs(g - b) > 20 || Math.abs(r - b) > 20)) {
        cached = true;
        break;
      }
    }
  } catch {
    cached = false;
  }
  return cached;
}

/**
 * supportsFlagEmoji() for a component: drawing the test flag costs ~100 ms at a 4x CPU throttle
 * (the emoji font is looked up), so it runs when the page is idle, not while the field first
 * draws and the user starts typing (issue 10). Until then: false (the ISO code).
 */
export function useFlagEmojiSupport(): boolean {
  const [supported, setSupported] = useState(() => cached ?? false);
  useEffect(() => {
    if (cached !== null) return;
    const idle = globalThis.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 200));
    const cancel = globalThis.cancelIdleCallback ?? clearTimeout;
    const handle = idle(() => setSupported(supportsFlagEmoji()));
    return () => cancel(handle as number);
  }, []);
  return supported;
}
