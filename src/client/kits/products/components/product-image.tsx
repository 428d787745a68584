import { Gift } from 'lucide-react';
import { useState } from 'react';
import { cn } from '#client/lib/cn';

/**
 * A product photo in a fixed frame (core-app.md 4 "Image": loading, then loaded or the placeholder on
 * error). It loads lazily and keeps its aspect ratio; the frame's size never changes, so nothing jumps.
 * The parent keys it by the image address, so a new address starts again. width and height give the browser the
 * photo's shape before it arrives (issue 9, item 4); the frame decides the size shown.
 */
export function ProductImage({ src, className }: { src: string | null; className?: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <div className={cn('relative overflow-hidden bg-white dark:bg-muted', className)}>
      {src && !failed ? (
        <img
          src={src}
          alt=""
          width={400}
          height={300}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
          className="absolute inset-0 size-full object-contain p-3"
        />
      ) : (
        <div
          data-testid="image-placeholder"
          className="absolute inset-0 flex flex-col items-center justify-center gap-1.5 bg-muted text-muted-foreground"
        >
          <Gift aria-hidden="true" strokeWidth={1.5} className="size-10" />
          <span className="text-caption">Image unavailable</span>
        </div>
      )}
    </div>
  );
}
