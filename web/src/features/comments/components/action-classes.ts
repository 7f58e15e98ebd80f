import { cn } from '@/utils/cn';

/** The small text buttons under a comment (Like, Reply, Edit, Delete, Report, Hide). */
export function actionClasses(className?: string) {
  return cn(
    'inline-flex h-8 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-ink-600 transition-colors',
    'hover:bg-ink-100 hover:text-ink-900',
    'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600',
    'disabled:pointer-events-none disabled:opacity-60',
    className,
  );
}
