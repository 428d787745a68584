import { TERMS } from '#shared/content/terms';
import { InformationPage } from '#client/features/content/components/information-page';

export default function TermsPage() {
  return <InformationPage page={TERMS} />;
}
