import { SystemStatus } from '#client/features/system-status/components/system-status.tsx';

/** /system-status (SPEC §2): public, so it works for anyone checking whether the service is up. */
export function Component() {
  return <SystemStatus />;
}
