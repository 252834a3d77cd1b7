import type { ComponentProps } from 'react';

const tones = {
  // The shared Button's variants set their own colours; a destructive action needs its own.
  quiet: 'text-danger-700 hover:bg-danger-50',
  solid: 'bg-danger-700 text-white shadow-sm hover:bg-danger-700/90',
} as const;

/** A destructive action: red text (quiet) or a red button (solid, to confirm). */
export function DangerButton({
  tone = 'quiet',
  size = 'sm',
  className = '',
  type = 'button',
  ...props
}: ComponentProps<'button'> & { tone?: keyof typeof tones; size?: 'sm' | 'md' }) {
  return (
    <button
      type={type}
      className={`inline-flex items-center justify-center gap-2 rounded-xl font-semibold whitespace-nowrap transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${size === 'sm' ? 'h-9 px-3.5 text-sm' : 'h-11 px-5 text-sm'} ${tones[tone]} ${className}`}
      {...props}
    />
  );
}
