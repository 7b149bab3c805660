/**
 * Shoelace's sl-dialog and sl-drawer draw their title bar as a `<header>` in their shadow root.
 * Outside `<main>` Chromium exposes it as a banner landmark, so an open dialog gives the page a
 * second banner beside the shell's (axe landmark-no-duplicate-banner, landmark-unique; WCAG 1.3.1).
 * The dialog itself is the landmark a user needs: the title bar is marked presentational.
 */
const TAGS_WITH_HEADER = ['sl-dialog', 'sl-drawer'] as const;

interface UpdatingElement extends HTMLElement {
  updated?: (changed: unknown) => void;
}

function markHeaderPresentational(host: Element): void {
  const header = host.shadowRoot?.querySelector('header');
  if (header && header.getAttribute('role') !== 'none') header.setAttribute('role', 'none');
}

let patched = false;

/** Once per page: every sl-dialog and sl-drawer, now or later, keeps its header out of the landmarks. */
export function keepShoelaceHeadersOutOfLandmarks(): void {
  if (patched || typeof customElements === 'undefined') return;
  patched = true;
  for (const tag of TAGS_WITH_HEADER) {
    void customElements.whenDefined(tag).then((ctor) => {
      const proto = ctor.prototype as UpdatingElement;
      const updated = proto.updated;
      // Lit calls updated() after every render, opening included, so instances that rendered
      // before this patch are mended the next time they open.
      proto.updated = function patchedUpdated(this: UpdatingElement, changed: unknown) {
        updated?.call(this, changed);
        markHeaderPresentational(this);
      };
    });
  }
}
