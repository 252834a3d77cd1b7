import { ApiKeysPanel } from '../components/api-keys-panel.tsx';
import { WebhooksPanel } from '../components/webhooks-panel.tsx';

/**
 * 'Integrações': API keys for the organizer's own systems and webhooks that tell them
 * what happened. Loaded on demand by the producer page: few producers open it.
 */
export function IntegrationsSection() {
  return (
    <div className="space-y-12">
      <ApiKeysPanel />
      <WebhooksPanel />
    </div>
  );
}
