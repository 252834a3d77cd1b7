// 'Configurações': the tenant's settings.
export { useTenantSettings } from './api/use-settings.ts';
export { SettingsSection } from './routes/settings-section.tsx';
