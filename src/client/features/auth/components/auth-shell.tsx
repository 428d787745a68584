import type { ReactNode } from 'react';
import { Logo } from '#client/components/logo';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';

/** The frame of the bare account pages: the logo home, one card, nothing else to distract. */
export function AuthShell({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <div className="flex flex-1 flex-col items-center px-4 py-8 sm:justify-center sm:py-12">
      <div className="flex w-full max-w-md flex-col gap-6">
        <Logo className="self-center" />
        <Card>
          <CardHeader className="text-center">
            <CardTitle as="h1">{title}</CardTitle>
            {description ? <CardDescription>{description}</CardDescription> : null}
          </CardHeader>
          <CardContent>{children}</CardContent>
        </Card>
      </div>
    </div>
  );
}
