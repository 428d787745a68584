import { ABOUT } from '#shared/content/about';
import { InformationPage } from '#client/features/content/components/information-page';

export default function AboutPage() {
  return <InformationPage page={ABOUT} contents={false} />;
}
