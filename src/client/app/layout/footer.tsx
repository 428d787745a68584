import { Link } from 'react-router';
import { Logo } from './logo';

const COLUMNS = [
  {
    title: 'Product',
    links: [
      { to: '/discover', label: 'Discover' },
      { to: '/gift-for-someone', label: 'AI Gift Finder' },
      { to: '/how-it-works', label: 'How It Works' },
      { to: '/examples', label: 'Examples' },
    ],
  },
  {
    title: 'Support',
    links: [
      { to: '/contact', label: 'Contact' },
      { to: '/about', label: 'About' },
      { to: '/blog', label: 'Blog' },
      { to: '/help', label: 'Help Center' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: '/privacy', label: 'Privacy Policy' },
      { to: '/terms', label: 'Terms of Service' },
      { to: '/cookie-policy', label: 'Cookie Policy' },
    ],
  },
] as const;

export function Footer() {
  return (
    <footer className="mt-auto border-t border-border bg-card">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-8 px-4 py-10 lg:grid-cols-4">
        <div className="col-span-2 flex flex-col gap-3 lg:col-span-1">
          <Logo />
          <p className="max-w-xs text-sm text-muted-foreground">
            Thoughtful gifts, found with AI and remembered for every occasion.
          </p>
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="mb-2 text-sm font-semibold">{column.title}</h2>
            <ul className="flex flex-col">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="inline-flex min-h-11 items-center text-sm text-muted-foreground hover:text-foreground sm:min-h-9"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-border">
        <p className="mx-auto max-w-6xl px-4 py-4 text-caption text-muted-foreground">
          © {new Date().getFullYear()} Giftwise
        </p>
      </div>
    </footer>
  );
}
