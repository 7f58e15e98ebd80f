import { useSyncExternalStore } from 'react';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '@/config/app';

/**
 * The toast store (spec §9): at most TOAST_LIMIT toast visible at a time (a new one replaces the
 * old), a dismissed toast closes at once and is removed from the store TOAST_REMOVE_DELAY_MS later.
 * It is module-level so that non-React code (the API error rules) can raise toasts too.
 */
export type ToastVariant = 'default' | 'destructive' | 'success';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  duration?: number;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      emit(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

export function dismissToast(id?: string) {
  const targets = toasts.filter((t) => (id === undefined || t.id === id) && t.open);
  if (targets.length === 0) return;
  targets.forEach((t) => scheduleRemoval(t.id));
  emit(toasts.map((t) => (targets.includes(t) ? { ...t, open: false } : t)));
}

export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  // A new toast pushes out the oldest ones beyond the limit.
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => toasts;

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

/** Test helper: forget every toast and timer. */
export function resetToasts() {
  removalTimers.forEach((timer) => clearTimeout(timer));
  removalTimers.clear();
  emit([]);
}
