import { useQuery } from '@tanstack/react-query';
import { Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SOCIAL_NETWORK_LABELS } from '#shared/constants/social-networks';
import { contactDetailsQuery } from './contact-details-query';
import { Logo } from '#client/components/logo';
import { useRenderNow } from '#client/lib/hydration';
import { Skeleton } from '#client/components/ui/skeleton';

type FooterLink = { label: string } & ({ to: string } | { href: string });

const PRODUCT_LINKS: FooterLink[] = [
  { to: '/discover', label: 'Discover' },
  { to: '/gift-for-someone', label: 'AI Gift Finder' },
  { to: '/how-it-works', label: 'How It Works' },
  { to: '/examples', label: 'Examples' },
  { to: '/help', label: 'FAQ' },
];

const LEGAL_LINKS: FooterLink[] = [
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
  { to: '/cookie-policy', label: 'Cookie Policy' },
];

/**
 * core-app.md 2: Contact, About, Blog and the Help Center. The Help Center is the /help page (issue 19; platform.md
 * names /help as the Help Center), not a mail: the contact email is listed under the logo.
 */
const SUPPORT_LINKS: FooterLink[] = [
  { to: '/contact', label: 'Contact' },
  { to: '/about', label: 'About' },
  { to: '/blog', label: 'Blog' },
  { to: '/help', label: 'Help Center' },
];

const linkClass =
  'inline-flex min-h-11 items-center gap-2 text-sm text-muted-foreground hover:text-foreground sm:min-h-9';

function FooterAnchor({ link }: { link: FooterLink }) {
  return 'to' in link ? (
    <Link to={link.to} className={linkClass}>
      {link.label}
    </Link>
  ) : (
    <a href={link.href} className={linkClass}>
      {link.label}
    </a>
  );
}

function LinkGroup({ title, links }: { title: string; links: FooterLink[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="mb-2 text-sm font-semibold">{title}</h2>
      <ul className="flex flex-col">
        {links.map((link) => (
          <li key={link.label}>
            <FooterAnchor link={link} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-center gap-2">
      {icon}
      {children}
    </li>
  );
}

/** Email and phone from site content; nothing is shown that is not configured. */
function ContactDetails() {
  const contact = useQuery(contactDetailsQuery);
  if (contact.isPending) {
    return <Skeleton className="h-5 w-48" />;
  }
  if (!contact.data) {
    return (
      <Link to="/contact" className={linkClass}>
        <Mail aria-hidden="true" className="size-4" />
        Contact us
      </Link>
    );
  }
  const { email, phone, socialLinks } = contact.data;
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col" aria-label="Contact details">
        <ContactLine icon={<Mail aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />}>
          <a href={`mailto:${email}`} className={linkClass}>
            {email}
          </a>
        </ContactLine>
        {phone ? (
          <ContactLine icon={<Phone aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />}>
            <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className={linkClass}>
              {phone}
            </a>
          </ContactLine>
        ) : null}
      </ul>
      {socialLinks.length ? (
        <ul aria-label="Giftwise on social media" className="flex flex-wrap gap-x-4">
          {socialLinks.map((link) => (
            <li key={link.network}>
              <a href={link.url} target="_blank" rel="noopener noreferrer" className={linkClass}>
                {SOCIAL_NETWORK_LABELS[link.network]}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export function Footer() {
  // The server's year while hydrating, so that a page rendered on New Year's Eve hydrates cleanly.
  const now = useRenderNow();
  return (
    <footer className="mt-auto border-t border-border bg-card">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-8 px-4 py-10 lg:grid-cols-5">
        <div className="col-span-2 flex flex-col gap-3">
          <Logo />
          <p className="max-w-xs text-sm text-muted-foreground">
            Thoughtful gifts, found with AI and remembered for every occasion.
          </p>
          <ContactDetails />
        </div>
        <LinkGroup title="Product" links={PRODUCT_LINKS} />
        <LinkGroup title="Support" links={SUPPORT_LINKS} />
        <LinkGroup title="Legal" links={LEGAL_LINKS} />
      </div>
      <div className="border-t border-border">
        <p className="mx-auto max-w-6xl px-4 py-4 text-caption text-muted-foreground">
          © {now.getFullYear()} Giftwise
        </p>
      </div>
    </footer>
  );
}
