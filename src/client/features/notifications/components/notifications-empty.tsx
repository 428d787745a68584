import { BellOff } from 'lucide-react';

/** core-app.md 2: the empty state's two lines (the page's unread filter says it its own way). */
export function NotificationsEmpty({
  title = 'No notifications yet',
  message = "We'll notify you when something important happens",
}: {
  title?: string;
  message?: string;
}) {
  return (
    <div className="flex flex-col items-center gap-2 px-6 py-10 text-center">
      <span aria-hidden="true" className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <BellOff className="size-5" />
      </span>
      <p className="font-semibold">{title}</p>
      <p className="text-sm text-muted-foreground">{message}</p>
    </div>
  );
}
