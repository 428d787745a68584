import { Bot } from 'lucide-react';
import { TabOverview } from '#client/features/admin/components/tab-overview';

export default function AiModelsTab() {
  return (
    <TabOverview
      icon={Bot}
      title="AI configuration"
      intro="Choose which model powers each AI function, tune how it answers, and watch what it costs. Every change is kept in the configuration history."
      sections={[
        {
          title: 'Function settings',
          items: [
            'Gift recommendations, personality analysis, conversation assistant, content and image generation',
            'An on/off switch, the model, temperature (0 to 1), max tokens and the system prompt for each',
            "Today's requests, cost and average response time per function",
          ],
        },
        {
          title: 'Available Models',
          items: [
            'The model catalogue with input and output cost per million tokens and context window',
            'Recommended, Custom and Free badges',
            'Add a custom model, hide built-in ones and restore them later',
          ],
        },
        {
          title: 'Settings (OpenRouter)',
          items: [
            'The API key, kept encrypted on the server, and the base URL',
            'Rate limits per minute and per day',
            'Usage alerts, request logging and a connection test',
          ],
        },
      ]}
    />
  );
}
