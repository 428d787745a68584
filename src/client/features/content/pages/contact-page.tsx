import { LifeBuoy, Mail } from 'lucide-react';
import { CONTACT } from '#shared/content/contact';
import { Card, CardContent } from '#client/components/ui/card';
import { ContactForm } from '#client/features/content/components/contact-form';
import { ContentLinks } from '#client/features/content/components/content-link';
import { PageIntro } from '#client/features/content/components/page-intro';

const ICONS = [LifeBuoy, Mail];

/** /contact: the form, with what to try first and what happens after sending. */
export default function ContactPage() {
  return (
    <div className="flex flex-col">
      <PageIntro page={CONTACT} />
      <div className="mx-auto grid w-full max-w-5xl gap-8 px-4 py-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-10 lg:py-14">
        <Card>
          <CardContent className="p-5 sm:p-8">
            <ContactForm />
          </CardContent>
        </Card>
        <aside aria-label="About contacting us" className="flex flex-col gap-6">
          {CONTACT.sections.map((section, index) => {
            const Icon = ICONS[index % ICONS.length];
            return (
              <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="flex gap-4">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-secondary-soft text-secondary-soft-foreground">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <div className="flex flex-col gap-2">
                  <h2 id={`${section.id}-heading`} className="font-semibold">
                    {section.heading}
                  </h2>
                  {section.paragraphs.map((paragraph) => (
                    <p key={paragraph} className="text-sm text-muted-foreground">
                      {paragraph}
                    </p>
                  ))}
                  <ContentLinks links={section.links} className="text-sm" />
                </div>
              </section>
            );
          })}
        </aside>
      </div>
    </div>
  );
}
