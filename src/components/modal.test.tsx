// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from '../lib/theme/styled-theme.ts';
import { Modal } from './modal.tsx';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <ThemeProvider theme={theme}>
      <button type="button" onClick={() => setOpen(true)}>
        opener
      </button>
      <Modal open={open} title="news" closeLabel="close" onClose={() => setOpen(false)}>
        <button type="button">first</button>
        <a href="/x">last</a>
      </Modal>
    </ThemeProvider>
  );
}

afterEach(cleanup);

describe('Modal', () => {
  it('when opened, then it is a labelled modal dialog with focus inside', () => {
    render(<Harness />);
    const opener = screen.getByText('opener');
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('dialog', { name: 'news' })).toBe(dialog);
    expect(document.activeElement).toBe(screen.getByText('first'));
  });

  it('when Tab leaves the last element, then focus wraps to the first; Shift+Tab wraps back', () => {
    render(<Harness />);
    fireEvent.click(screen.getByText('opener'));
    const last = screen.getByText('last');
    last.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'close' }));
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it('when Escape is pressed, then it closes and focus returns to the opener', () => {
    render(<Harness />);
    const opener = screen.getByText('opener');
    opener.focus();
    fireEvent.click(opener);
    act(() => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('when the backdrop is clicked, then the dialog stays open', () => {
    render(<Harness />);
    fireEvent.click(screen.getByText('opener'));
    fireEvent.click(screen.getByRole('dialog').parentElement!);
    expect(screen.queryByRole('dialog')).not.toBeNull();
  });

  it('when a second dialog opens over the first, then only the top one takes the focus and answers Escape', () => {
    function Stacked() {
      const [top, setTop] = useState(true);
      const [bottom, setBottom] = useState(true);
      return (
        <ThemeProvider theme={theme}>
          <Modal open={bottom} title="popup" closeLabel="close" onClose={() => setBottom(false)}>
            <button type="button">in popup</button>
          </Modal>
          <Modal open={top} title="alert" closeLabel="close" onClose={() => setTop(false)}>
            <button type="button">ok</button>
          </Modal>
        </ThemeProvider>
      );
    }
    render(<Stacked />);
    expect(document.activeElement).toBe(screen.getByText('ok'));
    act(() => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'popup' })).not.toBeNull();
  });
});
