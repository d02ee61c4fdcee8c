import { site } from '#client/config/site.ts';
import { useConfig } from '#client/features/config/api/get-config.ts';
import { DetailsList } from './details-list.tsx';

/** SPEC §2 "Configuration": environment (the server's), build time (this client's), version 1.0.0. */
export function ConfigurationTab() {
  const environment = useConfig().data?.environment ?? import.meta.env.MODE;
  const builtAt = new Date(__BUILD_TIME__);
  return (
    <DetailsList
      label="Configuration"
      items={[
        { term: 'Environment', value: environment },
        { term: 'Build time', value: <time dateTime={__BUILD_TIME__}>{builtAt.toLocaleString()}</time> },
        { term: 'Version', value: site.version },
      ]}
    />
  );
}
