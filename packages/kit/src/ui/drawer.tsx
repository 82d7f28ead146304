import { type ReactNode, type RefObject, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';

// Invoker commands let a button open or close a dialog with no script, so a drawer works before hydration.
declare module 'react' {
  interface ButtonHTMLAttributes<T> {
    command?: 'show-modal' | 'close';
    commandfor?: string;
  }
}

export interface DrawerControl {
  id: string;
  open: boolean;
  dialogRef: RefObject<HTMLDialogElement | null>;
  show(): void;
  close(): void;
}

/**
 * The state of one drawer. The dialog element is the truth: it may have been opened before hydration, and the
 * browser closes it on Escape or a tap outside, so the state follows its events. A navigation closes it.
 */
export function useDrawer(): DrawerControl {
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const follow = () => setOpen(dialog.open);
    follow();
    dialog.addEventListener('toggle', follow);
    dialog.addEventListener('close', follow);
    return () => {
      dialog.removeEventListener('toggle', follow);
      dialog.removeEventListener('close', follow);
    };
  }, []);

  const { key } = useLocation();
  const shownKey = useRef(key);
  useEffect(() => {
    if (shownKey.current === key) return;
    shownKey.current = key;
    dialogRef.current?.close();
  }, [key]);

  const show = useCallback(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    setOpen(true);
  }, []);
  const close = useCallback(() => dialogRef.current?.close(), []);
  return { id, open, dialogRef, show, close };
}

export interface DrawerButtonProps {
  drawer: DrawerControl;
  className?: string;
  /** The accessible name, when the children are only an icon. */
  label?: string;
  children: ReactNode;
  'data-testid'?: string;
}

/** Opens a drawer. */
export function DrawerButton({ drawer, className, label, children, ...rest }: DrawerButtonProps) {
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      aria-haspopup="dialog"
      aria-expanded={drawer.open}
      aria-controls={drawer.id}
      commandfor={drawer.id}
      command="show-modal"
      onClick={drawer.show}
      data-testid={rest['data-testid']}
    >
      {children}
    </button>
  );
}

export interface DrawerProps {
  drawer: DrawerControl;
  title: string;
  /** Where it slides in from: the start edge (a menu) or the bottom (a sheet). */
  side: 'start' | 'end' | 'bottom';
  className?: string;
  /** Actions kept in view below the scrolling content ('Clear', 'Apply'). */
  actions?: ReactNode;
  /** Following a link inside closes the drawer at once (a menu), rather than when the next page arrives. */
  closeOnLink?: boolean;
  children: ReactNode;
  'data-testid'?: string;
}

/**
 * A modal drawer on the native dialog: the browser moves focus in and back, keeps it inside, makes the page
 * behind inert and closes on Escape. A tap on the backdrop closes it too.
 */
export function Drawer({
  drawer,
  title,
  side,
  className,
  actions,
  closeOnLink = false,
  children,
  ...rest
}: DrawerProps) {
  const titleId = `${drawer.id}-title`;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a tap on the backdrop has no key; Escape closes it natively
    <dialog
      id={drawer.id}
      ref={drawer.dialogRef}
      className={`drawer drawer--${side}${className ? ` ${className}` : ''}`}
      aria-labelledby={titleId}
      closedby="any"
      data-testid={rest['data-testid']}
      onClick={(event) => {
        const target = event.target as Element;
        const onBackdrop = target === event.currentTarget;
        if (onBackdrop || (closeOnLink && target.closest('a[href]'))) drawer.close();
      }}
    >
      <div className="drawer__head">
        <h2 id={titleId} className="drawer__title">
          {title}
        </h2>
        <button
          type="button"
          className="icon-button drawer__close"
          aria-label={`Close ${title.toLowerCase()}`}
          commandfor={drawer.id}
          command="close"
          onClick={drawer.close}
        >
          <svg width={20} height={20} viewBox="0 0 24 24" aria-hidden="true" focusable={false}>
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth={2} strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <div className="drawer__body">{children}</div>
      {actions ? <div className="drawer__actions">{actions}</div> : null}
    </dialog>
  );
}
