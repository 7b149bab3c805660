/**
 * Loads an element's embed build and waits for its element: an entry may be a loader that defines
 * it a moment later (curb-booking's draws a sketch of its first step, then imports the element).
 */
export async function loadEmbed(embed: string, tag: string): Promise<void> {
  await import(/* @vite-ignore */ embed);
  await customElements.whenDefined(tag);
}
