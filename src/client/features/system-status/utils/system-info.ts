/**
 * SPEC §2 "System Info" tab: browser, device type (mobile or desktop), screen resolution, time zone,
 * language, worked out from what the browser says about itself. Pure, so it is tested without one.
 */
type Brand = { brand: string; version: string };
export type SystemEnvironment = {
  userAgent: string;
  userAgentData?: { brands?: readonly Brand[]; mobile?: boolean } | undefined;
  screen: { width: number; height: number };
  pixelRatio: number;
  timeZone: string;
  language: string;
};
export type SystemInfo = {
  browser: string;
  deviceType: 'Mobile' | 'Desktop';
  resolution: string;
  timeZone: string;
  language: string;
};

// Client hints list a made-up "Not A Brand" entry and the engine (Chromium) beside the product name.
const isRealBrand = ({ brand }: Brand) => !/not.?a.?brand/i.test(brand);

const UA_BROWSERS: readonly [RegExp, string][] = [
  [/Edg\/([\d.]+)/, 'Microsoft Edge'],
  [/OPR\/([\d.]+)/, 'Opera'],
  [/Firefox\/([\d.]+)/, 'Firefox'],
  [/HeadlessChrome\/([\d.]+)/, 'Headless Chrome'],
  [/Chrome\/([\d.]+)/, 'Chrome'],
  [/Version\/([\d.]+).*Safari\//, 'Safari'],
];

export function browserName(env: Pick<SystemEnvironment, 'userAgent' | 'userAgentData'>): string {
  const brands = env.userAgentData?.brands?.filter(isRealBrand) ?? [];
  const brand = brands.find((b) => b.brand !== 'Chromium') ?? brands[0];
  if (brand) return `${brand.brand} ${brand.version}`;
  for (const [pattern, name] of UA_BROWSERS) {
    const version = pattern.exec(env.userAgent)?.[1];
    if (version) return `${name} ${version.split('.')[0]}`;
  }
  return 'Unknown browser';
}

export function describeSystem(env: SystemEnvironment): SystemInfo {
  const mobile = env.userAgentData?.mobile ?? /Mobi|Android|iPhone|iPad/i.test(env.userAgent);
  return {
    browser: browserName(env),
    deviceType: mobile ? 'Mobile' : 'Desktop',
    resolution: `${env.screen.width} × ${env.screen.height}${env.pixelRatio !== 1 ? ` (${env.pixelRatio}× pixel ratio)` : ''}`,
    timeZone: env.timeZone,
    language: env.language,
  };
}

/** The live browser's environment. */
export function currentEnvironment(): SystemEnvironment {
  const nav = navigator as Navigator & { userAgentData?: SystemEnvironment['userAgentData'] };
  return {
    userAgent: nav.userAgent,
    userAgentData: nav.userAgentData,
    screen: { width: window.screen.width, height: window.screen.height },
    pixelRatio: window.devicePixelRatio,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    language: nav.language,
  };
}
