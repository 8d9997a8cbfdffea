// What every landing dialog takes: lazy-dialog.tsx renders them and imports each dialog's module, so
// the dialogs take their props from here, not from it (no import cycle).
export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}
