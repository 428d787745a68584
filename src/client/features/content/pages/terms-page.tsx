import { TERMS } from '../../../../shared/content/terms';
import { InformationPage } from '../components/information-page';

export default function TermsPage() {
  return <InformationPage page={TERMS} />;
}
