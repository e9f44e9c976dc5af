import { describe, expect, it } from 'vitest';
import { askConfirm, useConfirmStore } from './confirm-dialog.store.ts';

describe('askConfirm', () => {
  it('when the user confirms, then the question resolves true and the dialog closes', async () => {
    const answer = askConfirm({ message: 'Sign out?' });
    expect(useConfirmStore.getState().request?.message).toBe('Sign out?');
    useConfirmStore.getState().answer(true);
    await expect(answer).resolves.toBe(true);
    expect(useConfirmStore.getState().request).toBeNull();
  });

  it('when a second question replaces a pending one, then the first resolves false', async () => {
    const first = askConfirm({ message: 'one' });
    const second = askConfirm({ message: 'two' });
    await expect(first).resolves.toBe(false);
    useConfirmStore.getState().answer(false);
    await expect(second).resolves.toBe(false);
  });
});
