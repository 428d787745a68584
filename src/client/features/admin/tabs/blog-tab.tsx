import { FileText } from 'lucide-react';
import { TabOverview } from '#client/features/admin/components/tab-overview';

export default function BlogTab() {
  return (
    <TabOverview
      icon={FileText}
      title="Blog management"
      intro="Write and publish the gift guides and stories on the Giftwise blog, with search-engine fields and an AI writing assistant."
      sections={[
        {
          title: 'Overview',
          items: ['Every post with its status, views and engagement', 'Search by title, category or tag', 'Publish a draft or delete a post'],
        },
        {
          title: 'Create Post',
          items: ['Title, category, excerpt and Markdown content', 'SEO title, description and keywords', 'A featured image, resized for sharing'],
        },
        {
          title: 'AI Assistant and Analytics',
          items: ['Prompt templates that draft a post for you to edit', 'Total and published posts, total views, average engagement', 'The five most read posts'],
        },
      ]}
    />
  );
}
