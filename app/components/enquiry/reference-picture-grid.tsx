import type { ReactNode } from 'react';
import FileIcon from 'lucide-react/icons/file';
import { cn } from '~/lib/utils';

/**
 * The pictures (and PDFs) sent with an enquiry as a grid of links to the files: the shopper's enquiry
 * page and the admin's enquiry dialog show the same grid, each with its own picture element.
 */
export function ReferencePictureGrid({
  urls,
  className,
  frameClassName,
  picture,
}: {
  urls: readonly string[];
  className: string;
  frameClassName: string;
  picture: (url: string, index: number) => ReactNode;
}) {
  return (
    <ul className={cn('mt-2 grid grid-cols-3', className)}>
      {urls.map((url, i) => (
        <li key={url}>
          <a href={url} target="_blank" rel="noreferrer" className={cn('block overflow-hidden border border-linen', frameClassName)}>
            {url.endsWith('.pdf') ? (
              <span className="grid aspect-square place-items-center bg-sand text-xs text-muted">
                <FileIcon className="size-5" aria-hidden="true" />
                PDF {i + 1}
              </span>
            ) : (
              picture(url, i)
            )}
          </a>
        </li>
      ))}
    </ul>
  );
}
