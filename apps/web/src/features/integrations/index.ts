// 'Integrações': API keys and webhooks. The producer area loads this entry lazily: nothing else
// may import it statically, or its screens join the area's first chunk.
export { IntegrationsSection } from './routes/integrations-section.tsx';
