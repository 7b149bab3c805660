import { expect, test, type Browser, type Page } from './journey-test.ts';
import { XSS_CORPUS } from '../../shared/domain/src/test-support/xss-corpus.ts';
import { openAccount, signInReady, toast } from './support.ts';

// Issue 17, admin settings (001 §7 Superadmin): sam.super's tags, broadcast note and admins, as the
// firm's users then see them. Each journey puts back what it changed for the journeys after it.

const API_HEADERS = { 'x-api-key': 'curbside-demo-key' };
const SAM = 'sam.super@acme.example';
const AVA = 'ava.employee@acme.example';

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInReady(page, email);
  return page;
}

async function openSettings(page: Page, section: string) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin settings' }).click();
  const settings = page.locator('curb-admin-settings');
  await settings.getByRole('tab', { name: section }).click();
  return settings;
}

async function publishNote(page: Page, type: (editor: ReturnType<Page['locator']>) => Promise<void>) {
  const settings = await openSettings(page, 'Broadcast note');
  const editor = settings.getByRole('textbox', { name: 'Note' });
  await editor.click();
  await type(editor);
  await settings.getByRole('button', { name: 'Publish' }).click();
  await expect(toast(page, 'Broadcast note published')).toBeVisible();
  return settings;
}

const banner = (page: Page) => page.locator('curb-shell').getByRole('region', { name: 'Announcement' });

test('sam.super creates a tag and tags a user; publishes a broadcast note that ava sees on her next page, dismisses, and sam deactivates it', async ({ browser }) => {
  const sam = await signedIn(browser, SAM);
  const ava = await signedIn(browser, AVA);
  const tagName = `Journey tag ${Date.now() % 100_000}`;
  try {
    const settings = await openSettings(sam, 'Tags');
    await settings.getByRole('textbox', { name: 'Tag name' }).fill(tagName);
    await settings.getByRole('button', { name: 'Add tag' }).click();
    await expect(toast(sam, 'Tag added')).toBeVisible();
    await expect(settings.locator('tr.tag-row', { hasText: 'Executive' }).getByText('System')).toBeVisible();
    await expect(settings.locator('tr.tag-row', { hasText: 'Executive' }).getByRole('button', { name: /^Delete/ })).toHaveCount(0);
    await settings.getByRole('button', { name: `Users of ${tagName}` }).click();
    await settings.getByRole('combobox', { name: 'Tag a user' }).fill('Ava');
    await settings.getByRole('option', { name: /Ava Employee/ }).first().click();
    await expect(toast(sam, `Ava Employee is tagged ${tagName}`)).toBeVisible();
    await expect(settings.locator('tr.tag-user-row', { hasText: AVA })).toBeVisible();

    await expect(banner(ava)).toHaveCount(0);
    await publishNote(sam, async (editor) => {
      await editor.pressSequentially('Pickups move to the north entrance on Friday.');
    });
    await expect(banner(sam)).toContainText('Pickups move to the north entrance on Friday.');

    // Ava's next page shows the note; dismissed, it stays away on the pages after.
    await ava.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Manage bookings' }).click();
    await expect(banner(ava)).toContainText('Pickups move to the north entrance on Friday.');
    await ava.screenshot({ path: `${test.info().outputDir}/broadcast-banner.png` });
    await banner(ava).getByRole('button', { name: 'Dismiss announcement' }).click();
    await expect(banner(ava)).toHaveCount(0);
    await ava.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'New booking' }).click();
    await ava.waitForTimeout(500);
    await expect(banner(ava)).toHaveCount(0);

    const broadcast = sam.locator('curb-admin-settings');
    await broadcast.getByRole('button', { name: 'Deactivate' }).click();
    const confirmation = sam.locator('sl-dialog[part="confirm-dialog"][open]');
    await expect(confirmation).toContainText('Withdraw the broadcast note? Users will no longer see it.');
    await confirmation.locator('sl-button[variant="danger"]').click();
    await expect(toast(sam, 'Broadcast note deactivated')).toBeVisible();
    await expect(broadcast.getByText('No broadcast note is shown to users now.')).toBeVisible();
    await expect(banner(sam)).toHaveCount(0);
    await sam.screenshot({ path: `${test.info().outputDir}/admin-settings-broadcast.png` });
  } finally {
    const tags = await (await sam.request.get('/api/web/v1/superadmin/tags', { headers: API_HEADERS })).json() as { tagId: number; tagName: string }[];
    for (const tag of tags.filter((t) => t.tagName === tagName)) await sam.request.post(`/api/web/v1/superadmin/tags/${tag.tagId}/delete`, { headers: API_HEADERS });
    await sam.request.post('/api/web/v1/superadmin/documents/broadcastNotes/deactivete', { headers: API_HEADERS }).catch(() => undefined);
  }
});

test('sam.super grants admin to a standard user, who then sees the admin tabs', async ({ browser }) => {
  const sam = await signedIn(browser, SAM);
  try {
    const settings = await openSettings(sam, 'Admins');
    await expect(settings.locator('tr.admin-row', { hasText: 'Ada Admin' })).toBeVisible();
    await settings.getByRole('combobox', { name: 'Employee name or ID' }).fill('Ava');
    await settings.getByRole('option', { name: /Ava Employee/ }).first().click();
    await settings.getByRole('button', { name: 'Grant admin' }).click();
    await expect(toast(sam, 'Ava Employee is now an admin')).toBeVisible();
    await expect(settings.locator('tr.admin-row', { hasText: AVA })).toContainText('Admin');

    const ava = await signedIn(browser, AVA);
    await openAccount(ava);
    await expect(ava.locator('curb-account').getByRole('tab', { name: 'BOOK ON BEHALF' })).toBeVisible();
  } finally {
    await sam.request.post('/api/web/v1/superadmin/permissions', { headers: API_HEADERS, data: { loginId: AVA, setAsAdmin: false, isSuperAdmin: false } });
  }
});

test('a hostile broadcast note pasted into the editor runs nowhere: not in the editor, the preview or the banner', async ({ browser }) => {
  const sam = await signedIn(browser, SAM);
  const dialogs: string[] = [];
  sam.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  try {
    const settings = await publishNote(sam, async (editor) => {
      await editor.pressSequentially('Read this. ');
      // A paste of HTML, as from another page: the editor takes it through the sanitiser.
      await editor.evaluate((element, html) => {
        const data = new DataTransfer();
        data.setData('text/html', html);
        data.setData('text/plain', html);
        element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      }, `<p>Pasted <a href="https://acme.example/travel">travel desk</a></p>${XSS_CORPUS.join('')}`);
    });
    await expect(banner(sam)).toContainText('Read this.');
    await expect(banner(sam).getByRole('link', { name: 'travel desk' })).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(banner(sam).getByRole('link', { name: 'travel desk' })).toHaveAttribute('target', '_blank');
    for (const place of [banner(sam).locator('.broadcast-banner__note'), settings.locator('.note-preview')]) {
      await place.locator('*').evaluateAll((elements) => elements.forEach((element) => {
        element.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
        if (element instanceof HTMLElement) element.focus();
      }));
      await expect(place.locator('script, iframe, svg, math, img, form, details, style, [onerror], [onload], [onmouseover], [style]')).toHaveCount(0);
    }
    const stored = await (await sam.request.get('/api/web/v1/users/documents?type=BroadcastNote', { headers: API_HEADERS })).json() as { document: string }[];
    expect(stored[0]?.document).not.toMatch(/<script|onerror|onload|javascript:|<iframe|<svg|style=/i);
    await sam.waitForTimeout(300);
    expect(await sam.evaluate(() => (window as Window & { __xss?: number }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
  } finally {
    await sam.request.post('/api/web/v1/superadmin/documents/broadcastNotes/deactivete', { headers: API_HEADERS }).catch(() => undefined);
  }
});
