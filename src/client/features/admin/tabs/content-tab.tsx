import { Layers } from 'lucide-react';
import { TabOverview } from '#client/features/admin/components/tab-overview';

export default function ContentTab() {
  return (
    <TabOverview
      icon={Layers}
      title="Site content"
      intro="Edit the words and lists visitors see without a new release: gift categories, the homepage banner and the contact details in the footer."
      sections={[
        {
          title: 'Gift categories',
          items: ['Electronics, Fashion, Home & Garden, Books, Sports and Art to start', 'Add, rename and remove categories'],
        },
        {
          title: 'Featured content',
          items: ['The homepage banner text', 'A featured message'],
        },
        {
          title: 'Contact and social',
          items: ['The contact email and phone shown in the footer', 'Links to Giftwise on social networks'],
        },
      ]}
    />
  );
}
