import { useState } from 'react';
import { currentEnvironment, describeSystem } from '../utils/system-info.ts';
import { DetailsList } from './details-list.tsx';

/** SPEC §2 "System Info": browser, device type, screen resolution, time zone, language. */
export function SystemInfoTab() {
  const [info] = useState(() => describeSystem(currentEnvironment()));
  return (
    <DetailsList
      label="System information"
      items={[
        { term: 'Browser', value: info.browser },
        { term: 'Device type', value: info.deviceType },
        { term: 'Screen resolution', value: info.resolution },
        { term: 'Time zone', value: info.timeZone },
        { term: 'Language', value: info.language },
      ]}
    />
  );
}
