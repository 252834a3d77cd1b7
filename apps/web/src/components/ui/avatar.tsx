interface AvatarProps {
  text: string;
  size?: 'sm' | 'md';
}

/** The initials circle; decorative, since the name is always shown or announced beside it. */
export function Avatar({ text, size = 'md' }: AvatarProps) {
  const dimensions = size === 'sm' ? 'size-8 text-xs' : 'size-10 text-sm';
  return (
    <span
      aria-hidden="true"
      className={`grid shrink-0 place-items-center rounded-full bg-gradient-to-br from-gold-300 to-gold-500 font-bold tracking-wide text-ink-950 ring-2 ring-white/80 ${dimensions}`}
    >
      {text}
    </span>
  );
}
