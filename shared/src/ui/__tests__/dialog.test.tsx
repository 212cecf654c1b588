import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';

import { Dialog } from '..';

function ReportPage() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Report
      </button>
      <a href="/elsewhere">Elsewhere</a>
      {open ? (
        <Dialog
          title="Report this listing"
          onClose={() => setOpen(false)}
          actions={
            <>
              <button type="button" onClick={() => setOpen(false)}>
                Cancel
              </button>
              <button type="button">Send report</button>
            </>
          }
        >
          <label>
            Reason <select defaultValue="spam">{<option value="spam">Spam</option>}</select>
          </label>
        </Dialog>
      ) : null}
    </>
  );
}

describe('Dialog', () => {
  function openDialog() {
    render(<ReportPage />);
    const opener = screen.getByRole('button', { name: 'Report' });
    opener.focus();
    fireEvent.click(opener);
    return { opener, dialog: screen.getByRole('dialog', { name: 'Report this listing' }) };
  }

  it('takes focus, and Tab from its last control comes back to its first, Shift+Tab the other way', () => {
    const { dialog } = openDialog();
    expect(document.activeElement).toBe(dialog);
    const reason = screen.getByRole('combobox', { name: 'Reason' });
    const send = screen.getByRole('button', { name: 'Send report' });

    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(send);
    fireEvent.keyDown(send, { key: 'Tab' });
    expect(document.activeElement).toBe(reason);
    fireEvent.keyDown(reason, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(send);
  });

  it('closes with Escape and gives focus back to the button that opened it', () => {
    const { opener, dialog } = openDialog();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
