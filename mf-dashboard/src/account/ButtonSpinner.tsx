import { Button, type ButtonProps } from '@thesis-studio/ui';

/** A small spinner inside a button whose label already says what is going on. */
export function ButtonSpinner() {
  return (
    <span
      aria-hidden="true"
      className="h-4 w-4 shrink-0 animate-spin rounded-full border-2 border-current/30 border-t-current"
    />
  );
}

/** A button that is disabled and spins while `busy` (its label may say so too). */
export function BusyButton({ busy, disabled, children, ...props }: ButtonProps & { busy: boolean }) {
  return (
    <Button {...props} disabled={busy || disabled}>
      {busy ? <ButtonSpinner /> : null}
      {children}
    </Button>
  );
}
