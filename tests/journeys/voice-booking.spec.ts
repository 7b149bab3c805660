import { expect, test, type Page } from './journey-test.ts';
import { assistant, landsOnCarAndPayment } from './assistant-support.ts';
import { signInReady } from './support.ts';

// Issue 18, 001 §2: voice booking, only on /new-booking, in an embedded frame (portal/voice/)
// configured with the agent settings and the firm code, on the same booking chat engine as the
// text chat. Browsers without speech take typing; one that hears (a fake recognition put in before
// the page's scripts) sends what it heard. Either way the ride lands on the car and payment step.

function voiceFrame(page: Page) {
  return page.frameLocator('iframe[title="Voice booking"]');
}

async function openTalk(page: Page) {
  await page.getByRole('button', { name: 'Assistant' }).click();
  await assistant(page).getByRole('button', { name: 'Talk' }).click();
  await expect(voiceFrame(page).getByRole('log')).toContainText('Tell me about the ride you need');
}

test('sam books by typing in the voice frame where the browser has no speech, on /new-booking only', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
  });
  // A browser without speech recognition or synthesis (the frame gets this before its scripts too).
  await page.addInitScript(() => {
    for (const name of ['SpeechRecognition', 'webkitSpeechRecognition', 'speechSynthesis']) {
      Object.defineProperty(window, name, { value: undefined, configurable: true });
    }
  });
  await signInReady(page, 'sam.super@acme.example');

  // Not offered away from /new-booking.
  await page.goto('/manage-bookings');
  await page.getByRole('button', { name: 'Assistant' }).click();
  await expect(assistant(page).getByRole('button', { name: 'Book a ride' })).toBeVisible();
  await expect(assistant(page).getByRole('button', { name: 'Talk' })).toHaveCount(0);
  await assistant(page).getByRole('button', { name: 'Close assistant' }).click();

  await page.goto('/new-booking');
  await openTalk(page);
  const frame = voiceFrame(page);
  await expect(page.locator('iframe[title="Voice booking"]')).toHaveAttribute('src', '/voice/?language=en-US&voice=&firm=acme');
  await expect(frame.getByRole('status')).toHaveText('Speech is not available in this browser: type your request.');
  await expect(frame.getByRole('button', { name: 'Speak' })).toBeHidden();
  await expect(assistant(page)).toContainText('The assistant can make mistakes. Check important information.');

  await frame.getByRole('textbox', { name: 'Message' }).fill('a car from JFK terminal 4 to the Plaza Hotel tomorrow at 1pm, flight BA117');
  await frame.getByRole('button', { name: 'Send' }).click();

  const booking = await landsOnCarAndPayment(page);
  await expect(booking.getByRole('combobox', { name: /^Pickup/ })).toHaveValue(/John F Kennedy International Airport/);
  await expect(booking.getByRole('combobox', { name: /^Drop-off/ })).toHaveValue(/Plaza/);
  await expect(booking.getByRole('textbox', { name: /^Time/ })).toHaveValue('13:00');
  await expect(booking.getByRole('textbox', { name: /^Flight number/ })).toHaveValue('BA117');
  expect(violations, 'the frame runs under the Content-Security-Policy').toEqual([]);
});

test('the voice frame hears a sentence through the browser speech recognition and books it; ava without the flag has no voice', async ({ page, browser, baseURL }) => {
  // A recognition that 'hears' one sentence when started, as Chromium's reports it.
  await page.addInitScript(() => {
    class HearingRecognition {
      lang = '';
      interimResults = false;
      continuous = false;
      maxAlternatives = 1;
      onresult: ((event: unknown) => void) | null = null;
      onerror: ((event: unknown) => void) | null = null;
      onend: (() => void) | null = null;
      start() {
        (window as unknown as { heardLanguage?: string }).heardLanguage = this.lang;
        setTimeout(() => {
          const result = Object.assign([{ transcript: 'a car from Grand Central to the Plaza Hotel tomorrow at 9', confidence: 0.93 }], { isFinal: true });
          this.onresult?.({ results: [result], resultIndex: 0 });
          this.onend?.();
        }, 50);
      }
      stop() {}
    }
    Object.defineProperty(window, 'webkitSpeechRecognition', { value: HearingRecognition, configurable: true });
    Object.defineProperty(window, 'SpeechRecognition', { value: undefined, configurable: true });
  });
  await signInReady(page, 'sam.super@acme.example');
  await page.goto('/new-booking');
  await openTalk(page);
  const frame = voiceFrame(page);
  await expect(frame.getByRole('status')).toHaveText('Press Speak and tell me about the ride, or type it.');
  await frame.getByRole('button', { name: 'Speak' }).click();
  // The heard sentence completes the ride at once: the page takes the request and closes the
  // panel with its frame, so the frame's log may be gone before it is read. The stepper shows
  // what was heard.

  const booking = await landsOnCarAndPayment(page);
  await expect(booking.getByRole('combobox', { name: /^Pickup/ })).toHaveValue(/Grand Central/);
  await expect(booking.getByRole('combobox', { name: /^Drop-off/ })).toHaveValue(/Plaza/);
  await expect(booking.getByRole('textbox', { name: /^Time/ })).toHaveValue('09:00');

  // ava has the booking chat but not the voice flag (seed): no Talk on /new-booking.
  const context = await browser.newContext({ baseURL });
  const avaPage = await context.newPage();
  await signInReady(avaPage, 'ava.employee@acme.example');
  await avaPage.goto('/new-booking');
  await avaPage.getByRole('button', { name: 'Assistant' }).click();
  await expect(assistant(avaPage).getByRole('button', { name: 'Book a ride' })).toBeVisible();
  await expect(assistant(avaPage).getByRole('button', { name: 'Talk' })).toHaveCount(0);
  await context.close();
});
