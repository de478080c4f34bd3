// /bench/frame renders inside the signed-in area's own frame (app/(app)/layout.tsx: the viewer read, the side
// panel, the presence heartbeat), re-exported rather than copied so that the floor moves with the frame.
export { default } from '@/app/(app)/layout';
