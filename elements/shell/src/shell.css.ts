import { SIDEBAR_MINI_WIDTH_PX, SIDEBAR_WIDTH_PX } from '@curbside/domain';

/**
 * The shell's own styles, adopted into its shadow root after the theme. Colours come from the
 * Shoelace tokens only, so light and dark (the wrapper's sl-theme-* class) both work.
 */
export const shellCss = `
:host {
  display: block;
  --curb-shell-header-height: 72px;
}

.shell {
  display: flex;
  flex-direction: column;
  min-height: var(--curb-shell-min-height, 100vh);
  background: var(--curb-shell-main-background, var(--sl-color-neutral-50));
  color: var(--sl-color-neutral-900);
}


:is(a, button, input, [tabindex]):focus-visible {
  outline: var(--sl-focus-ring);
  outline-offset: var(--sl-focus-ring-offset);
}

/* ---- header ---- */

.header {
  position: sticky;
  top: 0;
  z-index: 20;
  display: flex;
  align-items: center;
  gap: var(--sl-spacing-large);
  height: var(--curb-shell-header-height);
  padding: 0 var(--sl-spacing-large) 0 var(--sl-spacing-medium);
  background: var(--sl-color-neutral-0);
  border-bottom: 1px solid var(--sl-color-neutral-200);
  box-shadow: 0 1px 2px rgb(0 0 0 / 4%);
}

.firm-logo {
  flex: none;
  display: flex;
  align-items: center;
  justify-content: center;
  overflow: hidden;
  max-height: calc(var(--curb-shell-header-height) - 2px);
}
.firm-logo:not(.firm-logo--text) {
  padding: 4px;
  border-radius: var(--sl-border-radius-medium);
}
.firm-logo img {
  display: block;
  max-width: 100%;
  max-height: 100%;
  object-fit: contain;
}
.firm-logo--loading img {
  visibility: hidden;
}
.firm-logo--text {
  width: ${SIDEBAR_WIDTH_PX - 32}px;
  justify-content: flex-start;
  height: 70px;
}
.firm-logo__name {
  font-size: var(--sl-font-size-large);
  font-weight: var(--sl-font-weight-bold);
  letter-spacing: var(--sl-letter-spacing-dense);
  color: var(--sl-color-neutral-800);
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
}

.breadcrumb {
  flex: 1 1 auto;
  min-width: 0;
}
.breadcrumb__list {
  display: flex;
  align-items: center;
  flex-wrap: nowrap;
  gap: var(--sl-spacing-x-small);
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: var(--sl-font-size-large);
}
.breadcrumb__item {
  display: flex;
  align-items: center;
  gap: var(--sl-spacing-x-small);
  min-width: 0;
  white-space: nowrap;
}
.breadcrumb__item + .breadcrumb__item::before {
  content: '/';
  color: var(--sl-color-neutral-400);
}
.breadcrumb__link {
  color: var(--sl-color-neutral-600);
  text-decoration: none;
  border-radius: var(--sl-border-radius-small);
  overflow: hidden;
  text-overflow: ellipsis;
}
.breadcrumb__link:hover {
  color: var(--sl-color-primary-700);
  text-decoration: underline;
}
.breadcrumb__link[aria-current='page'] {
  color: var(--sl-color-neutral-900);
  font-weight: var(--sl-font-weight-semibold);
}

.header__actions {
  flex: none;
  display: flex;
  align-items: center;
  gap: var(--sl-spacing-x-small);
}

.header-button {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: var(--sl-spacing-2x-small);
  /* 44 px: a touch target (WCAG 2.5.5). */
  min-width: 44px;
  height: 44px;
  padding: 0 var(--sl-spacing-x-small);
  border: none;
  border-radius: var(--sl-border-radius-pill);
  background: transparent;
  color: var(--sl-color-neutral-700);
  font-size: 1.25rem;
  cursor: pointer;
  transition: background var(--sl-transition-fast), color var(--sl-transition-fast);
}
.header-button:hover {
  background: var(--sl-color-neutral-100);
  color: var(--sl-color-neutral-900);
}
.header-button[aria-pressed='true'] {
  background: var(--sl-color-primary-100);
  color: var(--sl-color-primary-700);
}

.user-menu__avatar {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  /* primary-700 and neutral-0 swap ends in dark mode: dark on light blue there, white on blue here. */
  background: var(--sl-color-primary-700);
  color: var(--sl-color-neutral-0);
  font-size: var(--sl-font-size-small);
  font-weight: var(--sl-font-weight-semibold);
  letter-spacing: 0.02em;
}
/* The letters are decoration: the button's name is 'User menu'. */
.user-menu__avatar::before {
  content: attr(data-initials);
}
.user-menu__chevron {
  font-size: var(--sl-font-size-x-small);
}
.user-menu__menu {
  min-width: 260px;
}
.user-menu__menu sl-menu-item::part(checked-icon) {
  display: none;
}
.user-menu__menu sl-menu-item::part(label) {
  font-size: var(--sl-font-size-small);
}
.user-menu__login-id::part(base) {
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: var(--sl-spacing-x-small) var(--sl-spacing-medium);
  text-transform: none;
  letter-spacing: normal;
}
.user-menu__signed-in {
  font-size: var(--sl-font-size-x-small);
  color: var(--sl-color-neutral-600);
}
.user-menu__login {
  font-size: var(--sl-font-size-small);
  font-weight: var(--sl-font-weight-semibold);
  color: var(--sl-color-neutral-900);
  overflow-wrap: anywhere;
}

/* Login as ... (the shared Combobox, compact) */
.login-as {
  width: 260px;
  margin-right: var(--sl-spacing-x-small);
}

/* ---- body: side navigation and main area ---- */

.shell__body {
  flex: 1 1 auto;
  display: flex;
  align-items: stretch;
  min-height: 0;
}

.side-nav {
  flex: none;
  position: sticky;
  top: var(--curb-shell-header-height);
  display: flex;
  flex-direction: column;
  height: calc(100vh - var(--curb-shell-header-height));
  background: var(--sl-color-neutral-0);
  border-right: 1px solid var(--sl-color-neutral-200);
  transition: width var(--sl-transition-medium);
  overflow: hidden;
}
.side-nav__list {
  flex: 1 1 auto;
  margin: 0;
  padding: var(--sl-spacing-medium) var(--sl-spacing-small);
  list-style: none;
  overflow-y: auto;
  overflow-x: hidden;
}
.side-nav__item + .side-nav__item {
  margin-top: 2px;
}
.side-nav__item sl-tooltip {
  display: block;
}
.side-nav__link {
  position: relative;
  display: flex;
  align-items: center;
  gap: var(--sl-spacing-small);
  min-height: 44px;
  padding: 0 var(--sl-spacing-small);
  border-radius: var(--sl-border-radius-medium);
  color: var(--sl-color-neutral-700);
  font-size: var(--sl-font-size-small);
  font-weight: var(--sl-font-weight-semibold);
  text-decoration: none;
  white-space: nowrap;
  transition: background var(--sl-transition-fast), color var(--sl-transition-fast);
}
a.side-nav__link:hover {
  background: var(--sl-color-neutral-100);
  color: var(--sl-color-neutral-900);
}
.side-nav__link[aria-current='page'] {
  background: var(--sl-color-primary-50);
  color: var(--sl-color-primary-700);
}
.side-nav__link[aria-current='page']::before {
  content: '';
  position: absolute;
  left: calc(-1 * var(--sl-spacing-small));
  top: 8px;
  bottom: 8px;
  width: 3px;
  border-radius: 0 3px 3px 0;
  background: var(--sl-color-primary-600);
}
.side-nav__icon {
  flex: none;
  font-size: 1.25rem;
}
.side-nav__label {
  overflow: hidden;
  text-overflow: ellipsis;
}
.side-nav__external-mark {
  flex: none;
  margin-left: auto;
  font-size: var(--sl-font-size-x-small);
  color: var(--sl-color-neutral-500);
}
.side-nav__link--unavailable {
  color: var(--sl-color-neutral-600);
  font-weight: var(--sl-font-weight-normal);
  cursor: not-allowed;
}
.side-nav__link--unavailable .side-nav__icon {
  opacity: 0.55;
}

.side-nav__toggle {
  flex: none;
  display: flex;
  align-items: center;
  justify-content: center;
  height: 44px;
  margin: var(--sl-spacing-x-small) var(--sl-spacing-small) var(--sl-spacing-small);
  border: none;
  border-top: 1px solid var(--sl-color-neutral-200);
  background: transparent;
  color: var(--sl-color-neutral-600);
  font-size: 1rem;
  cursor: pointer;
  border-radius: 0 0 var(--sl-border-radius-medium) var(--sl-border-radius-medium);
}
.side-nav__toggle:hover {
  color: var(--sl-color-neutral-900);
  background: var(--sl-color-neutral-100);
}
.side-nav:not(.side-nav--collapsed) .side-nav__toggle {
  justify-content: flex-end;
  padding-right: var(--sl-spacing-medium);
}

/* Collapsed: icons only, the label stays for assistive technology (and innerText). */
.side-nav--collapsed .side-nav__link {
  justify-content: center;
  padding: 0;
}
.side-nav--collapsed .side-nav__label {
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
}
.side-nav--collapsed .side-nav__external-mark {
  display: none;
}
.side-nav--collapsed .side-nav__link[aria-current='page']::before {
  left: calc(-1 * var(--sl-spacing-small));
}

.shell__main {
  flex: 1 1 auto;
  min-width: 0;
  padding: var(--curb-shell-main-padding, 24px);
}

@media (max-width: 900px) {
  .login-as {
    width: 180px;
  }
}

@media (prefers-reduced-motion: reduce) {
  .side-nav,
  .side-nav__link,
  .header-button {
    transition: none;
  }
}

/* Widths from spec 000 §9 (also set inline by the component). */
.side-nav { width: ${SIDEBAR_WIDTH_PX}px; }
.side-nav--collapsed { width: ${SIDEBAR_MINI_WIDTH_PX}px; }
`;
