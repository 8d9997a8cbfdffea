// The Thesis Studio ui kit: Tailwind v4 + Radix primitives shared by the shell and every remote.
export { cn } from './cn.js';
export { Button, buttonClass, type ButtonProps, type ButtonVariant, type ButtonSize } from './button.js';
export { Input, Label, Textarea, TextField } from './form.js';
export { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card.js';
export { ACCOUNT_ROLE_BADGE, Badge, type BadgeProps } from './badge.js';
export { FullPageSpinner, Skeleton, SkeletonStack, Spinner, type SpinnerProps } from './spinner.js';
export { PageFrame, type PageFrameProps } from './page-frame.js';
export { LoadError, type LoadErrorProps } from './load-error.js';
export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog.js';
export {
  DialogFrame,
  DialogHeading,
  type DialogFrameProps,
  type DialogHeadingProps,
} from './dialog-frame.js';
export { Sheet, SheetContent, SheetDescription, SheetTitle } from './sheet.js';
export { InfoDialog, type InfoDialogProps } from './info-dialog.js';
export { NotFoundPanel, type NotFoundPanelProps } from './not-found-panel.js';
export { AlertDialog, AlertDialogTrigger, ConfirmDialog, type ConfirmDialogProps } from './alert-dialog.js';
export { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs.js';
export {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './dropdown-menu.js';
export { NativeSelect } from './native-select.js';
export { Select, SelectContent, SelectGroup, SelectItem, SelectTrigger, SelectValue } from './select.js';
export {
  Tooltip,
  TooltipContent,
  TooltipProvider,
  TooltipTrigger,
  TOOLTIP_DELAY_MS,
  TOOLTIP_SKIP_DELAY_MS,
} from './tooltip.js';
export {
  Toaster,
  toast,
  useToast,
  TOAST_HOTKEY,
  TOAST_SWIPE_DIRECTION,
  TOAST_SWIPE_THRESHOLD_PX,
  TOAST_VIEWPORT_CLASS,
} from './toast.js';
export {
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  createToastStore,
  toastReducer,
  type ToastInput,
  type ToastItem,
  type ToastVariant,
} from './toast-store.js';
export {
  PlusIcon,
  ArrowLeftIcon,
  ArrowRightIcon,
  TrashIcon,
  PencilIcon,
  MessageIcon,
  UsersIcon,
  LightbulbIcon,
  UserIcon,
  ClockIcon,
  FileTextIcon,
  FolderIcon,
  BookmarkIcon,
  MoreIcon,
  SparklesIcon,
  SearchIcon,
  ShareIcon,
  LogInIcon,
  CheckIcon,
  AlertIcon,
  EyeIcon,
  EyeOffIcon,
  HistoryIcon,
  DownloadIcon,
  MenuIcon,
  LinkIcon,
  RefreshIcon,
  CopyIcon,
  PlayIcon,
  PauseIcon,
  StopIcon,
  ListPlayIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  SendIcon,
  VolumeIcon,
  UploadIcon,
  GlobeIcon,
  XIcon,
  ClipboardIcon,
  QuoteIcon,
  ExternalLinkIcon,
} from './icons.js';
export { Popover, PopoverAnchor, PopoverClose, PopoverContent, PopoverTrigger } from './popover.js';
