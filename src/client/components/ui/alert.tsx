import { cva, type VariantProps } from 'class-variance-authority';
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '#client/lib/cn';

const alertVariants = cva('flex gap-3 rounded-control border p-4 text-sm', {
  variants: {
    variant: {
      info: 'border-secondary/25 bg-secondary-soft text-secondary-soft-foreground',
      success: 'border-success-soft-foreground/25 bg-success-soft text-success-soft-foreground',
      warning: 'border-warning-soft-foreground/25 bg-warning-soft text-warning-soft-foreground',
      destructive: 'border-destructive/30 bg-destructive-soft text-destructive-soft-foreground',
    },
  },
  defaultVariants: { variant: 'info' },
});

const ICONS = { info: Info, success: CircleCheck, warning: TriangleAlert, destructive: CircleAlert } as const;

export interface AlertProps extends Omit<ComponentProps<'div'>, 'title'>, VariantProps<typeof alertVariants> {
  title?: ReactNode;
}

/**
 * A banner inside the page. Errors are announced at once (role alert); other notes politely (role status).
 */
export function Alert({ className, variant, title, children, ...props }: AlertProps) {
  const tone = variant ?? 'info';
  const Icon = ICONS[tone];
  return (
    <div role={tone === 'destructive' ? 'alert' : 'status'} className={cn(alertVariants({ variant: tone }), className)} {...props}>
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="flex min-w-0 flex-col gap-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div>{children}</div> : null}
      </div>
    </div>
  );
}
