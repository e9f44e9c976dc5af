// The content forms take their rules from the same JSON Schema the server validates with
// (schemas/api/content.schema.json): text lengths, the image path, link and address patterns, the
// groups, notice types and the upload's types and size. The server checks again (and the rules the
// schema cannot say: end after start, languages the brand offers, an uploaded image that exists).
import content from '../../../../../schemas/api/content.schema.json';
import tenant from '../../../../../schemas/tenant.schema.json';

const d = content.definitions;
const short = d.ShortText.patternProperties['^(TY|EN|CN|ID|TH|VI|FIL)$'];
const long = d.LongText.patternProperties['^(TY|EN|CN|ID|TH|VI|FIL)$'];

export const SHORT_MAX = short.maxLength;
export const LONG_MAX = long.maxLength;
export const BANNER_GROUPS = tenant.definitions.BannerGroup.enum as readonly string[];
export const NOTICE_TYPES = d.NoticeType.enum as readonly string[];
export const LINKAGE_TYPES = d.BannerInput.properties.linkageType.enum as readonly string[];
export const IMAGE_TYPES = d.UploadedImage.properties.contentType.enum as readonly string[];
/** The server's cap (MAX_BANNER_BYTES). */
export const IMAGE_MAX_BYTES = 1024 * 1024;
export const ALLOW_LIST_MAX = d.MaintenanceInput.properties.allowList.maxItems;

const imagePath = new RegExp(d.ImagePath.pattern, 'u');
const link = new RegExp(d.BannerInput.properties.link.pattern, 'u');
const address = new RegExp(d.AddressOrRange.pattern, 'u');
const controlChars = new RegExp(short.pattern, 'u');

/** A problem found before sending: a catalogue key of the back office and its values. */
export interface FormProblem {
  key: string;
  values?: Record<string, string | number>;
}

export const imagePathOk = (path: string) => path.length <= d.ImagePath.maxLength && imagePath.test(path);
export const shortTextOk = (text: string) => text.length <= SHORT_MAX && controlChars.test(text);

export function linkProblem(linkageType: string, value: string): FormProblem | null {
  if (linkageType === 'NONE') return null;
  if (!value) return { key: 'content.problems.linkRequired' };
  if (!link.test(value) || (linkageType === 'INTERNAL' ? !value.startsWith('/') : !value.startsWith('https://'))) return { key: 'content.problems.link' };
  return null;
}

/** "" or a datetime-local value → ISO time, or undefined when empty. */
export const toInstant = (local: string): string | undefined => (local ? new Date(local).toISOString() : undefined);

/** ISO time → the value of a datetime-local input in the browser's time zone. */
export function toLocalInput(iso: string | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function scheduleProblem(startsAt: string, endsAt: string): FormProblem | null {
  if (startsAt && endsAt && new Date(endsAt) <= new Date(startsAt)) return { key: 'content.problems.schedule' };
  return null;
}

/** The allow-list typed one address or range per line. */
export const allowListOf = (text: string): string[] => [...new Set(text.split(/[\s,]+/).filter(Boolean))];

export function allowListProblem(entries: readonly string[]): FormProblem | null {
  if (entries.length > ALLOW_LIST_MAX) return { key: 'content.problems.allowListLong', values: { max: ALLOW_LIST_MAX } };
  const bad = entries.find((e) => e.length > d.AddressOrRange.maxLength || !address.test(e));
  return bad ? { key: 'content.problems.address', values: { entry: bad } } : null;
}

export function imageFileProblem(file: { type: string; size: number }): FormProblem | null {
  if (!IMAGE_TYPES.includes(file.type)) return { key: 'content.problems.imageType' };
  if (file.size > IMAGE_MAX_BYTES) return { key: 'content.problems.imageSize' };
  return null;
}

/** A schedule's state at `now`: before its start, live, or ended. */
export function scheduleState(item: { startsAt?: string; endsAt?: string }, now: number): 'scheduled' | 'live' | 'ended' {
  if (item.startsAt && Date.parse(item.startsAt) > now) return 'scheduled';
  if (item.endsAt && Date.parse(item.endsAt) <= now) return 'ended';
  return 'live';
}
