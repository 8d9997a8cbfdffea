// The header's menu button look, shared by the menu and the placeholder shown while it loads.
export const menuButtonClass =
  'inline-flex h-9 items-center gap-2 rounded-md border border-border bg-background px-3 text-sm font-medium ' +
  'hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring ' +
  'focus-visible:ring-offset-2 cursor-pointer';

export function MenuIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-4 w-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path strokeLinecap="round" d="M4 7h16M4 12h16M4 17h16" />
    </svg>
  );
}
