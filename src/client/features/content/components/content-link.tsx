import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { ContentLink } from '#shared/content/types';
import { cn } from '#client/lib/cn';

const linkClass =
  'inline-flex min-h-11 items-center gap-1 font-medium text-secondary underline-offset-4 hover:underline focus-visible:underline';

/** A link from the content data: app paths through the router, mail addresses as plain links. */
function ContentLinkItem({ link, className }: { link: ContentLink; className?: string }) {
  const body = (
    <>
      {link.label}
      <ArrowRight aria-hidden="true" className="size-4" />
    </>
  );
  if (!link.to.startsWith('/')) {
    return (
      <a href={link.to} className={cn(linkClass, className)}>
        {body}
      </a>
    );
  }
  return (
    <Link to={link.to} className={cn(linkClass, className)}>
      {body}
    </Link>
  );
}

export function ContentLinks({ links, className }: { links?: ContentLink[]; className?: string }) {
  if (!links?.length) return null;
  return (
    <ul className={cn('flex flex-wrap gap-x-6', className)}>
      {links.map((link) => (
        <li key={link.to}>
          <ContentLinkItem link={link} />
        </li>
      ))}
    </ul>
  );
}
