import ImageIcon from 'lucide-react/icons/image';
import { useState } from 'react';
import { cn } from '~/lib/utils';

const OWN_MEDIA = /^\/media\/[\w./-]+$/;

/**
 * A thumbnail in the admin screens. Our own /media images get a srcset; others load as they are.
 * A missing or broken image shows a quiet placeholder instead of a broken icon.
 */
export function AdminImage({
  src,
  alt,
  width,
  height,
  sizes,
  className,
  hideOnError = false,
}: {
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  sizes?: string;
  className?: string;
  hideOnError?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  if (failed && hideOnError) return null;
  if (!src || failed) {
    return (
      <div className={cn('grid place-items-center bg-sand text-muted', className)} style={{ aspectRatio: `${width} / ${height}` }}>
        <ImageIcon className="size-6" aria-hidden="true" />
        <span className="sr-only">{src ? 'Image could not be loaded' : 'No image'}</span>
      </div>
    );
  }
  const own = OWN_MEDIA.test(src);
  return (
    <img
      src={own ? `${src}?w=${width > 320 ? 640 : 320}` : src}
      srcSet={own ? `${src}?w=160 160w, ${src}?w=320 320w, ${src}?w=640 640w, ${src}?w=960 960w` : undefined}
      sizes={own ? (sizes ?? `${width}px`) : undefined}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className={cn('bg-sand object-cover', className)}
    />
  );
}
