/**
 * The shell on phones and tablets (issue 8 §7), the skip link and the navigation drawer; adopted
 * after shell.css.ts. Breakpoints as nav-layout.ts: a drawer under 768 px, an icon rail under 1200 px.
 */
export const shellLayoutCss = `
/* ---- skip link (WCAG 2.4.1): off screen until focused ---- */
.skip-link {
  position: absolute;
  top: var(--sl-spacing-x-small);
  left: var(--sl-spacing-x-small);
  z-index: 40;
  padding: var(--sl-spacing-small) var(--sl-spacing-medium);
  border-radius: var(--sl-border-radius-medium);
  background: var(--sl-color-neutral-0);
  color: var(--sl-color-primary-700);
  font-weight: var(--sl-font-weight-semibold);
  box-shadow: var(--sl-shadow-large);
  border: none;
  font: inherit;
  cursor: pointer;
  transform: translateY(-200%);
}
.skip-link:focus {
  transform: none;
}
/* The main area takes the focus only as the skip link's target; a ring around the whole page helps nobody. */
.shell__main:focus {
  outline: none;
}

/* ---- navigation entries not built yet: visibly not links ---- */
.side-nav__link--unavailable {
  color: var(--sl-color-neutral-500);
  background: repeating-linear-gradient(135deg, transparent 0 6px, var(--sl-color-neutral-50) 6px 12px);
}
.side-nav__link--unavailable .side-nav__icon {
  opacity: 0.45;
}
.side-nav__text {
  display: flex;
  flex-direction: column;
  min-width: 0;
  line-height: 1.2;
}
.side-nav__soon {
  color: var(--sl-color-neutral-600);
  font-size: var(--sl-font-size-x-small);
  font-weight: var(--sl-font-weight-normal);
}
.side-nav--collapsed .side-nav__soon {
  display: none;
}

/* ---- the navigation drawer (phones) ---- */
.nav-drawer {
  --size: min(20rem, 86vw);
}
.nav-drawer::part(header) {
  align-items: center;
}
.nav-drawer::part(title) {
  padding-block: var(--sl-spacing-small);
}
/* The close buttons of the drawer and of the shell's dialogs are 44 px touch targets (WCAG 2.5.5). */
.nav-drawer::part(close-button__base),
.curb-shell-dialog::part(close-button__base) {
  width: 44px;
  height: 44px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
}
.nav-drawer::part(body) {
  padding: 0;
}
.nav-drawer__top {
  display: flex;
  flex-direction: column;
  gap: var(--sl-spacing-small);
  padding: 0 var(--sl-spacing-medium) var(--sl-spacing-medium);
  border-bottom: 1px solid var(--sl-color-neutral-200);
}
.nav-drawer__top .login-as {
  margin-right: 0;
}
.nav-drawer__top .login-as__input {
  width: 100%;
}
.side-nav.side-nav--drawer {
  position: static;
  width: auto;
  height: auto;
  border-right: none;
  background: transparent;
  overflow: visible;
}
.side-nav--drawer .side-nav__link {
  min-height: 48px;
  font-size: var(--sl-font-size-medium);
}

/* ---- phones: the header keeps the menu button, the page's name and the actions ---- */
@media (max-width: 767.98px) {
  :host {
    --curb-shell-header-height: 56px;
  }
  .header {
    gap: var(--sl-spacing-x-small);
    padding: 0 var(--sl-spacing-2x-small);
  }
  .header__actions {
    gap: 0;
  }
  .breadcrumb__list {
    font-size: var(--sl-font-size-medium);
  }
  /* Only the page's own crumb: the way back is the navigation. */
  .breadcrumb__item:not(:last-child) {
    display: none;
  }
  .breadcrumb__link {
    display: block;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .user-menu__chevron {
    display: none;
  }
  .shell__main {
    padding: var(--curb-shell-main-padding, var(--sl-spacing-x-small));
  }
}

/* The assistant (curb-chat) docked at the bottom right, over the page. */
.shell__chat {
  position: fixed;
  inset-inline-end: var(--sl-spacing-medium);
  inset-block-end: var(--sl-spacing-medium);
  z-index: 900;
}

@media (prefers-reduced-motion: reduce) {
  .skip-link {
    transition: none;
  }
}
`;
