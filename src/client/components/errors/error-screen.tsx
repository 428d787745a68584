import { ArrowLeft, House, LifeBuoy, Mail, RotateCcw, SearchX, ServerCrash, ShieldAlert, TriangleAlert, WifiOff } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Button } from '#client/components/ui/button';
import { isApiError } from '#client/lib/api-client';
import { defaultMessageFor, ERROR_VARIANT_TITLES, type ErrorVariant, errorVariantFor } from './error-variant';

const ICONS = { network: WifiOff, server: ServerCrash, permission: ShieldAlert, notfound: SearchX, generic: TriangleAlert } as const;

export interface ErrorScreenProps {
  /** The failure (an ApiError picks the variant and message), or an explicit variant. */
  error?: unknown;
  variant?: ErrorVariant;
  title?: string;
  message?: string;
  /** Try Again: retry the failed work; without it the page reloads. */
  onRetry?: () => void;
  /** Shows Contact Support (a mail to this address). */
  supportEmail?: string;
}

/**
 * The platform's error screen (platform.md 2): a title, the catalogue's message and an icon per variant, with
 * Try Again, Go Home, Go Back, Visit Help Center and, where an address is known, Contact Support.
 */
export function ErrorScreen({ error, variant, title, message, onRetry, supportEmail }: ErrorScreenProps) {
  const navigate = useNavigate();
  const kind = variant ?? errorVariantFor(isApiError(error) ? error.code : undefined);
  const Icon = ICONS[kind];
  const online = typeof navigator === 'undefined' ? true : navigator.onLine;
  const text = message ?? (isApiError(error) ? error.message : defaultMessageFor(kind, online));
  return (
    <section role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-12 text-center">
      <Icon aria-hidden="true" className="size-10 text-muted-foreground" strokeWidth={1.75} />
      <h2 className="text-title font-semibold">{title ?? ERROR_VARIANT_TITLES[kind]}</h2>
      <p className="text-muted-foreground">{text}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={onRetry ?? (() => window.location.reload())}>
          <RotateCcw aria-hidden="true" className="size-4" />
          Try Again
        </Button>
        <Button variant="outline" asChild>
          <Link to="/">
            <House aria-hidden="true" className="size-4" />
            Go Home
          </Link>
        </Button>
        <Button variant="ghost" onClick={() => navigate(-1)}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Go Back
        </Button>
      </div>
      <div className="flex flex-wrap justify-center gap-2">
        {supportEmail ? (
          <Button variant="link" asChild>
            <a href={`mailto:${supportEmail}`}>
              <Mail aria-hidden="true" className="size-4" />
              Contact Support
            </a>
          </Button>
        ) : null}
        <Button variant="link" asChild>
          <Link to="/help">
            <LifeBuoy aria-hidden="true" className="size-4" />
            Visit Help Center
          </Link>
        </Button>
      </div>
    </section>
  );
}
