import { useEffect, useRef, type ReactNode } from 'react';
import './dialog.css';

/**
 * A modal <dialog>: the browser traps focus in it, closes it on Escape and gives focus back to what
 * opened it. `onClose` runs however it closes. On opening, the browser focuses its first focusable
 * element, so put the safe choice (cancel, close) first. React's autoFocus cannot choose instead: it
 * focuses when the children mount, before showModal() shows them.
 */
export function Dialog({
  open,
  onClose,
  labelledBy,
  className,
  testId,
  children,
}: {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={className ? `modal dialog ${className}` : 'modal dialog'}
      aria-labelledby={labelledBy}
      onClose={onClose}
      data-testid={testId}
    >
      {open && children}
    </dialog>
  );
}
