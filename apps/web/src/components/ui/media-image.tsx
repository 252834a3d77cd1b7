import { mediaSrcSet } from '@vitrine/contract';
import type { ComponentProps } from 'react';

type MediaImageProps = Omit<ComponentProps<'img'>, 'srcSet' | 'src'> & {
  src: string;
  /** How wide the image shows, for the browser to pick a width from the srcset. */
  sizes: string;
};

/** An <img> of an API media URL with the widths the server serves (320–1440). */
export function MediaImage({ src, sizes, alt = '', loading = 'lazy', ...props }: MediaImageProps) {
  const srcSet = mediaSrcSet(src);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      loading={loading}
      decoding="async"
      {...props}
    />
  );
}
