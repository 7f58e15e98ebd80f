import type { ComponentProps } from 'react';
import { cn } from '@/utils/cn';

type Variant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'link' | 'danger' | 'light' | 'onDark';
type Size = 'sm' | 'md' | 'lg' | 'icon';

const variants: Record<Variant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 shadow-sm',
  secondary: 'bg-ink-100 text-ink-900 hover:bg-ink-200',
  outline: 'border border-ink-300 bg-white text-ink-900 hover:bg-ink-50',
  ghost: 'text-ink-700 hover:bg-ink-100 hover:text-ink-900',
  link: 'text-brand-700 underline-offset-4 hover:underline px-0',
  danger: 'bg-red-700 text-white hover:bg-red-800',
  /** On a dark or coloured background. */
  light: 'bg-white text-brand-800 hover:bg-brand-50',
  onDark: 'border border-white/80 text-white hover:bg-white/10',
};

const sizes: Record<Size, string> = {
  sm: 'h-8 px-3 text-sm',
  md: 'h-10 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
  icon: 'h-10 w-10',
};

/** Classes of a button, for links that look like one. */
export function buttonClasses(variant: Variant = 'primary', size: Size = 'md', className?: string) {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors',
    'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2',
    'disabled:pointer-events-none disabled:opacity-60',
    variants[variant],
    variant === 'link' ? 'h-auto' : sizes[size],
    className,
  );
}

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: Variant;
  size?: Size;
}

export function Button({ variant = 'primary', size = 'md', className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...props} />;
}
