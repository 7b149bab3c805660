/// <reference types="mocha" />
// The page's confirm and message dialogs in real Chromium, rendered the way an element renders
// them (inside its shadow root): opening moves focus into the dialog, closing gives it back to
// the control that opened it (WCAG 2.4.3), which Shoelace alone cannot find behind the shadow host.
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { until } from '../../../tests/elements/contract-suite.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { confirm, showMessage } from './dialogs.ts';
import { MessageDialog } from './MessageDialog.tsx';
import { renderInElement, type RenderedInElement } from './test-support/render-in-element.tsx';

let view: RenderedInElement | null = null;

function Page({ onOpen }: { onOpen(): void }) {
  return (
    <>
      <button type="button" onClick={onOpen}>
        Open
      </button>
      <ConfirmDialog />
      <MessageDialog />
    </>
  );
}

/** The focused element, down through shadow roots. */
function focused(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

const opener = () => view?.root.querySelector<HTMLButtonElement>('button') ?? null;
const openDialog = () => view?.root.querySelector('sl-dialog[open]') ?? null;

for (const kind of ['confirm', 'message'] as const) {
  describe(`the ${kind} dialog and focus`, () => {
    let answer: Promise<boolean> | null = null;
    beforeEach(() => {
      answer = null;
      view = renderInElement(
        <Page
          onOpen={() => {
            if (kind === 'confirm') answer = confirm('Are you sure you want to log out ?');
            else showMessage('Saved');
          }}
        />,
      );
    });
    afterEach(() => {
      view?.unmount();
      view = null;
    });

    it('moves focus into the dialog when it opens and back to its opener when Escape closes it', async () => {
      const button = await until(opener, 'the opener');
      button.focus();
      await sendKeys({ press: 'Enter' });
      const dialog = await until(openDialog, 'the open dialog');
      await until(() => {
        const now = focused();
        return now !== button && now !== null && (dialog.contains(now) || dialog.shadowRoot?.contains(now));
      }, 'focus inside the dialog');
      await sendKeys({ press: 'Escape' });
      await until(() => !openDialog(), 'the dialog to close');
      await until(() => focused() === button, 'focus back on the opener');
      if (answer) expect(await answer, 'Escape answers Cancel').to.equal(false);
    });

    it('gives focus back after a second opening too', async () => {
      const button = await until(opener, 'the opener');
      for (let round = 1; round <= 2; round += 1) {
        button.focus();
        await sendKeys({ press: 'Enter' });
        await until(openDialog, `the open dialog (round ${round})`);
        await sendKeys({ press: 'Escape' });
        await until(() => !openDialog(), `the dialog to close (round ${round})`);
        await until(() => focused() === button, `focus back on the opener (round ${round})`);
      }
    });
  });
}
