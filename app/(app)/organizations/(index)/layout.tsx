// Redirects before the loading boundary streams (components/shell/ViewerGate.tsx).
export { SignedInGate as default } from '@/components/shell/ViewerGate';
