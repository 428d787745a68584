import { COOKIE_POLICY } from '#shared/content/cookie-policy';
import { InformationPage } from '#client/features/content/components/information-page';

export default function CookiePolicyPage() {
  return <InformationPage page={COOKIE_POLICY} />;
}
