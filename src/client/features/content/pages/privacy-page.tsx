import { PRIVACY } from '#shared/content/privacy';
import { InformationPage } from '#client/features/content/components/information-page';

export default function PrivacyPage() {
  return <InformationPage page={PRIVACY} />;
}
