import * as ToastPrimitive from '@radix-ui/react-toast';
import { useSyncExternalStore } from 'react';
import { cn } from './cn.js';
import { createToastStore, TOAST_DURATION_MS, type ToastInput } from './toast-store.js';
import { layer } from './layers.js';
import { useKitT } from './i18n/index.js';

/** Spec §9: swipe right past 50 px dismisses; F8 focuses the notifications; 420 px wide from md up. */
export const TOAST_SWIPE_DIRECTION = 'right';
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = ['F8'];
export const TOAST_VIEWPORT_CLASS = cn(
  `fixed top-0 ${layer.toast} flex max-h-screen w-full flex-col-reverse p-4`,
  'sm:bottom-0 sm:right-0 sm:top-auto sm:flex-col md:max-w-[420px]',
);

const store = createToastStore();

/** Shows a toast (one at a time; a new one replaces the current). */
export const toast = (input: ToastInput) => store.toast(input);

export function useToast() {
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  return { toasts: state.toasts, toast: store.toast, dismiss: store.dismiss };
}

const variantClass = {
  default: 'border-border bg-background text-foreground',
  destructive: 'border-destructive bg-destructive text-destructive-foreground',
} as const;

/** Renders the current toast; mount once per page (the shell, or a remote running alone). */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  const t = useKitT();
  return (
    <ToastPrimitive.Provider
      label={t('ui.toast.label')}
      duration={TOAST_DURATION_MS}
      swipeDirection={TOAST_SWIPE_DIRECTION}
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
    >
      {toasts.map(({ id, title, description, variant = 'default', duration, open }) => (
        <ToastPrimitive.Root
          key={id}
          open={open}
          duration={duration ?? TOAST_DURATION_MS}
          onOpenChange={(next) => {
            if (!next) dismiss(id);
          }}
          data-variant={variant}
          className={cn(
            'group pointer-events-auto relative flex w-full items-center justify-between gap-4 overflow-hidden',
            'rounded-md border p-5 pr-8 shadow-lg transition-all',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0',
            'data-[state=closed]:opacity-0',
            variantClass[variant],
          )}
        >
          <div className="grid gap-1">
            {title ? (
              <ToastPrimitive.Title className="text-sm font-semibold">{title}</ToastPrimitive.Title>
            ) : null}
            {description ? (
              <ToastPrimitive.Description className="text-sm opacity-90">
                {description}
              </ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close
            aria-label={t('ui.toast.close')}
            className="absolute right-2 top-2 rounded-md p-1 opacity-60 hover:opacity-100"
          >
            <span aria-hidden="true">✕</span>
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        label={t('ui.toast.region')}
        hotkey={TOAST_HOTKEY}
        className={TOAST_VIEWPORT_CLASS}
      />
    </ToastPrimitive.Provider>
  );
}
