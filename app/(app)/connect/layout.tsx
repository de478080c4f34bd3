// Redirects before the loading boundary streams (components/shell/ViewerGate.tsx).
export { ProfileGate as default } from '@/components/shell/ViewerGate';
