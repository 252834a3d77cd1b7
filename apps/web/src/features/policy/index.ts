// The policy feature's public surface: registration shows the policy in a modal.
export { PrivacyPolicy } from './components/privacy-policy.tsx';
