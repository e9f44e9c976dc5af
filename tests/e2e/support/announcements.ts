// PU announcements pop up once per member right after a sign-in on the page (src/app/after-login-modals-host.tsx),
// after the first-login welcome of a new account (closed by the fixture's handler unless a file keeps it).
// A test that signs in through a form and then works on the page closes them first: it asks the brand how
// many are live and closes that many, each once it shows (no guessing, no fixed wait).
import { expect, type Page } from '@playwright/test';
import { brandJson } from './session.ts';

type AnnouncementList = { value: { list: Array<{ id: number; title: string; content: string }> } };

export async function liveAnnouncements(page: Page, brandId: string, types = 'PU'): Promise<AnnouncementList['value']['list']> {
  const { body } = await brandJson<AnnouncementList>(page, brandId, `/wps/relay/MCSFE_getListAnnouncements?types=${types}&platform=W&execution=B&language=EN`);
  return body.value.list;
}

/** Closes every PU popup the sign-in brings; returns their titles in the order they showed. */
export async function closeAnnouncementPopups(page: Page, brandId: string): Promise<string[]> {
  const live = await liveAnnouncements(page, brandId);
  const shown: string[] = [];
  for (let i = 0; i < live.length; i++) {
    const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('popup-announcement') });
    await expect(dialog).toBeVisible();
    shown.push((await dialog.getByRole('heading').first().textContent()) ?? '');
    await dialog.getByTestId('popup-announcement-close').click();
    await expect(dialog.filter({ hasText: shown[i] })).toHaveCount(0);
  }
  await expect(page.getByTestId('popup-announcement')).toHaveCount(0);
  return shown;
}
