// A sign-in's device as a person reads it ("Chrome · Windows") from the User-Agent the server kept. The
// full text stays available as the row's title; an unknown agent keeps its first words.

const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/Edg(?:e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/Windows/, 'Windows'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** '' when no agent was sent (the caller shows its "unknown device" text). */
export function deviceLabel(userAgent: string): string {
  const ua = userAgent.trim();
  if (!ua) return '';
  const browser = BROWSERS.find(([re]) => re.test(ua))?.[1];
  const system = SYSTEMS.find(([re]) => re.test(ua))?.[1];
  if (browser || system) return [browser, system].filter(Boolean).join(' · ');
  return ua.length > 40 ? `${ua.slice(0, 40)}…` : ua;
}
