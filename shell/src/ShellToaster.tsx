import { Toaster } from '@thesis-studio/ui';

/** The page's one toaster: remotes raise toasts through the shared ui kit and they show here. */
export default function ShellToaster() {
  return <Toaster />;
}
