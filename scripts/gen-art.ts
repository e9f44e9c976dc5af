// Generates every piece of art the portal ships, as SVG, from the tenant files and the vendor registry.
// No network, no binary assets: all art is drawn here, deterministically (seeded by names), so running
// it twice changes nothing.
//
//   npx tsx scripts/gen-art.ts            all brands + global art
//   npx tsx scripts/gen-art.ts lotus      one brand (+ global art)
//   npx tsx scripts/gen-art.ts --check    exit 1 when a generated file is missing or stale (CI drift guard)
//
// Per brand (tenants/<id>/, served as /brand-assets/...):
//   logo.svg, logo-dark.svg, favicon.svg, banners/<group>-<n>.svg (in the brand's default language) and
//   every per-language banner named under a banner's `images` (drawn in that language), qr-*.svg (real
//   QR codes of the brand's resource URLs, for every resource whose qrCodeUrl points under /brand-assets/).
// Global (public/art/...):
//   vendors/<VASSALAGE>.svg, licences/*.svg, social/*.svg, categories/*.svg, default-game.svg,
//   default-avatar.svg. (The minimum-age badge is drawn in markup by the footer, so any age works
//   without art.)
//
// It also seals customer-service links, as `npm run cs-link` does (scripts/cs-link.ts).
import { mkdirSync, readFileSync, readdirSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import QRCode from 'qrcode';
import { VENDORS } from '../server/providers/games/vendor-registry.ts';
import { httpsChatLink } from '../server/tenancy/customer-service-link.ts';
import { sealCustomerService } from './cs-link.ts';
import type { Banner, BannerGroup, CategoryId, LanguageCode, TenantConfig, ThemeTokens } from '../schemas/generated/tenant.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const TENANTS_DIR = join(root, 'tenants');
export const ART_DIR = join(root, 'public', 'art');

// ───────────────────────────── utilities ─────────────────────────────

/** System font stacks only: nothing is downloaded. Thai and CJK faces are listed for those languages. */
const FONT =
  "'Segoe UI', 'Helvetica Neue', Helvetica, Arial, 'Liberation Sans', 'Noto Sans', 'Noto Sans Thai', 'Noto Sans CJK SC', 'PingFang SC', 'Microsoft YaHei', sans-serif";
const SERIF = "Georgia, 'Times New Roman', 'Liberation Serif', 'DejaVu Serif', serif";

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const n2 = (x: number) => (Math.round(x * 100) / 100).toString();

/** FNV-1a, for seeds. */
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small deterministic PRNG. */
function rng(seed: string): () => number {
  let a = hash(seed);
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type RGB = [number, number, number];
function rgb(hex: string): RGB {
  let h = hex.replace('#', '');
  if (h.length === 3)
    h = h
      .split('')
      .map((c) => c + c)
      .join('');
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
}
function hex([r, g, b]: RGB): string {
  return (
    '#' +
    [r, g, b]
      .map((v) =>
        Math.max(0, Math.min(255, Math.round(v)))
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  );
}
export function mix(a: string, b: string, t: number): string {
  const x = rgb(a);
  const y = rgb(b);
  return hex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}
const lighten = (c: string, t: number) => mix(c, '#ffffff', t);
const darken = (c: string, t: number) => mix(c, '#000000', t);

/** WCAG relative luminance and contrast ratio. */
export function luminance(c: string): number {
  const [r, g, b] = rgb(c).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
export function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}

// Advance widths of a bold grotesque (Helvetica-Bold metrics, per 1000 em), used to size text so it fits.
const W: Record<string, number> = {
  ' ': 278,
  '!': 333,
  '"': 474,
  '#': 556,
  $: 556,
  '%': 889,
  '&': 722,
  "'": 238,
  '(': 333,
  ')': 333,
  '*': 389,
  '+': 584,
  ',': 278,
  '-': 333,
  '.': 278,
  '/': 278,
  ':': 333,
  ';': 333,
  '<': 584,
  '=': 584,
  '>': 584,
  '?': 611,
  '@': 975,
  '·': 278,
  A: 722,
  B: 722,
  C: 722,
  D: 722,
  E: 667,
  F: 611,
  G: 778,
  H: 722,
  I: 278,
  J: 556,
  K: 722,
  L: 611,
  M: 833,
  N: 722,
  O: 778,
  P: 667,
  Q: 778,
  R: 722,
  S: 667,
  T: 611,
  U: 722,
  V: 667,
  W: 944,
  X: 667,
  Y: 667,
  Z: 611,
  a: 556,
  b: 611,
  c: 556,
  d: 611,
  e: 556,
  f: 333,
  g: 611,
  h: 611,
  i: 278,
  j: 278,
  k: 556,
  l: 278,
  m: 889,
  n: 611,
  o: 611,
  p: 611,
  q: 611,
  r: 389,
  s: 556,
  t: 333,
  u: 611,
  v: 556,
  w: 778,
  x: 556,
  y: 556,
  z: 500,
  '—': 1000,
  '–': 556,
  '₫': 611,
  '₱': 667,
};
/** Width of `text` in em at weight bold, with extra letter spacing `ls` (em). */
export function textEm(text: string, ls = 0): number {
  let w = 0;
  let count = 0;
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    count++;
    if (/[0-9]/.test(ch)) w += 556;
    else if (W[ch] !== undefined) w += W[ch];
    else if ((cp >= 0x2e80 && cp <= 0x9fff) || (cp >= 0xac00 && cp <= 0xd7af) || (cp >= 0xff00 && cp <= 0xffef)) w += 1000;
    else if (cp >= 0x0e00 && cp <= 0x0e7f) {
      // Thai: above/below vowels and tone marks take no advance.
      if (cp === 0x0e31 || (cp >= 0x0e34 && cp <= 0x0e3a) || (cp >= 0x0e47 && cp <= 0x0e4e)) count--;
      else w += 620;
    } else {
      const base = ch.normalize('NFD')[0];
      w += base !== ch && W[base] !== undefined ? W[base] : cp >= 0x0300 && cp <= 0x036f ? 0 : 600;
    }
  }
  return w / 1000 + Math.max(0, count - 1) * ls;
}

/** Font size so `text` fits `maxWidth`, capped at `maxSize`; returns size and the resulting width. */
function fit(text: string, maxWidth: number, maxSize: number, ls = 0): { size: number; width: number } {
  const em = textEm(text, ls);
  const size = Math.min(maxSize, Math.floor(maxWidth / em));
  return { size, width: em * size };
}

interface TextOpts {
  x: number;
  y: number;
  size: number;
  fill: string;
  weight?: number | string;
  anchor?: 'start' | 'middle' | 'end';
  family?: string;
  ls?: number; // letter spacing in em
  /** Pin the rendered width (whatever font the viewer has) to the estimate, so layouts never overflow. */
  pin?: boolean;
  extra?: string;
}
function text(s: string, o: TextOpts): string {
  const ls = o.ls ?? 0;
  const width = textEm(s, ls) * o.size;
  const attrs = [
    `x="${n2(o.x)}"`,
    `y="${n2(o.y)}"`,
    `font-family="${o.family ?? FONT}"`,
    `font-size="${n2(o.size)}"`,
    `font-weight="${o.weight ?? 700}"`,
    `fill="${o.fill}"`,
  ];
  if (o.anchor && o.anchor !== 'start') attrs.push(`text-anchor="${o.anchor}"`);
  if (ls) attrs.push(`letter-spacing="${n2(ls * o.size)}"`);
  if (o.pin) attrs.push(`textLength="${n2(width)}"`, 'lengthAdjust="spacingAndGlyphs"');
  if (o.extra) attrs.push(o.extra);
  return `<text ${attrs.join(' ')}>${esc(s)}</text>`;
}

function svgDoc(w: number, h: number, body: string, opts: { title?: string; size?: boolean } = {}): string {
  const size = opts.size === false ? '' : ` width="${w}" height="${h}"`;
  const title = opts.title ? `<title>${esc(opts.title)}</title>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}"${size} overflow="hidden" role="img">${title}${body}</svg>\n`;
}

const star4 = (cx: number, cy: number, r: number, fill: string, op = 1) =>
  `<path d="M${n2(cx)},${n2(cy - r)} Q${n2(cx + r * 0.16)},${n2(cy - r * 0.16)} ${n2(cx + r)},${n2(cy)} Q${n2(cx + r * 0.16)},${n2(cy + r * 0.16)} ${n2(cx)},${n2(cy + r)} Q${n2(cx - r * 0.16)},${n2(cy + r * 0.16)} ${n2(cx - r)},${n2(cy)} Q${n2(cx - r * 0.16)},${n2(cy - r * 0.16)} ${n2(cx)},${n2(cy - r)}Z" fill="${fill}" opacity="${op}"/>`;

function starPath(cx: number, cy: number, outer: number, inner: number, points = 5, rot = -90): string {
  const pts: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = ((rot + (i * 180) / points) * Math.PI) / 180;
    pts.push(`${n2(cx + r * Math.cos(a))},${n2(cy + r * Math.sin(a))}`);
  }
  return `M${pts.join(' L')}Z`;
}

const GOLD = { hi: '#fff4c2', mid: '#f7c948', lo: '#b7791f', deep: '#7a4a0c' };
const goldGrad = (id: string, vertical = true) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}"><stop offset="0" stop-color="${GOLD.hi}"/><stop offset="0.45" stop-color="${GOLD.mid}"/><stop offset="1" stop-color="${GOLD.lo}"/></linearGradient>`;

// ───────────────────────────── banner copy ─────────────────────────────

export type Variant =
  | 'welcome'
  | 'jackpot'
  | 'live'
  | 'roulette'
  | 'app'
  | 'vip'
  | 'slots'
  | 'fish'
  | 'cards'
  | 'sports'
  | 'parlay'
  | 'esports'
  | 'lottery'
  | 'vnlotto'
  | 'sabong'
  | 'derby'
  | 'reload'
  | 'cashback'
  | 'shop'
  | 'help'
  | 'register'
  | 'secure'
  | 'referral';

/** [kicker, headline, second line, sub line, call to action] */
type Copy = [string, string, string, string, string];
type Lang = 'EN' | 'VI' | 'FIL' | 'CN' | 'TH' | 'ID';

export const BANNER_COPY: Record<Variant, Record<Lang, Copy>> = {
  welcome: {
    EN: ['NEW MEMBERS', '100% WELCOME BONUS', 'ON YOUR FIRST DEPOSIT', 'Double your first deposit and start winning today', 'CLAIM NOW'],
    VI: ['THÀNH VIÊN MỚI', 'THƯỞNG CHÀO MỪNG 100%', 'CHO LẦN NẠP ĐẦU TIÊN', 'Nhân đôi tiền nạp đầu và bắt đầu thắng ngay hôm nay', 'NHẬN NGAY'],
    FIL: ['BAGONG MIYEMBRO', '100% WELCOME BONUS', 'SA UNANG DEPOSITO MO', 'Doblehin ang unang deposito mo at manalo ngayon', 'KUNIN NA'],
    CN: ['新会员专享', '100% 首存红利', '首次存款即享双倍', '首存翻倍，今天就开始赢', '立即领取'],
    TH: ['สมาชิกใหม่', 'โบนัสต้อนรับ 100%', 'สำหรับการฝากครั้งแรก', 'รับเงินฝากครั้งแรกเป็นสองเท่า เริ่มชนะวันนี้', 'รับเลย'],
    ID: ['MEMBER BARU', 'BONUS SAMBUTAN 100%', 'UNTUK DEPOSIT PERTAMA', 'Gandakan deposit pertama Anda dan mulai menang hari ini', 'KLAIM SEKARANG'],
  },
  jackpot: {
    EN: ['PROGRESSIVE JACKPOT', 'MEGA JACKPOT', 'GROWS WITH EVERY SPIN', 'One lucky spin could take the whole pool', 'SPIN NOW'],
    VI: ['JACKPOT LŨY TIẾN', 'SIÊU JACKPOT', 'TĂNG THEO MỖI VÒNG QUAY', 'Một vòng quay may mắn có thể giành trọn giải', 'QUAY NGAY'],
    FIL: ['PROGRESSIVE JACKPOT', 'MEGA JACKPOT', 'LUMALAKI SA BAWAT SPIN', 'Isang suwerteng spin, sa iyo ang buong premyo', 'MAG-SPIN NA'],
    CN: ['累积奖池', '超级大奖', '每一次旋转都在增长', '幸运一转，奖池全归你', '立即旋转'],
    TH: ['แจ็คพอตสะสม', 'เมก้าแจ็คพอต', 'เพิ่มขึ้นทุกการหมุน', 'หมุนครั้งเดียวอาจได้รางวัลทั้งหมด', 'หมุนเลย'],
    ID: ['JACKPOT PROGRESIF', 'MEGA JACKPOT', 'BERTAMBAH SETIAP PUTARAN', 'Satu putaran beruntung bisa membawa pulang semuanya', 'PUTAR SEKARANG'],
  },
  live: {
    EN: ['LIVE CASINO', 'LIVE BACCARAT', 'REAL DEALERS · 24/7', 'Squeeze the cards at HD tables streamed live', 'JOIN TABLE'],
    VI: ['SÒNG BÀI TRỰC TUYẾN', 'BACCARAT TRỰC TIẾP', 'NHÀ CÁI THẬT · 24/7', 'Nặn bài tại bàn HD phát trực tiếp', 'VÀO BÀN'],
    FIL: ['LIVE CASINO', 'LIVE BACCARAT', 'TOTOONG DEALER · 24/7', 'Maglaro sa mga HD table na live', 'SUMALI NA'],
    CN: ['真人娱乐', '真人百家乐', '真人荷官 · 24/7', '高清直播，现场咪牌', '立即入座'],
    TH: ['คาสิโนสด', 'บาคาร่าสด', 'ดีลเลอร์จริง · 24/7', 'บีบไพ่สดบนโต๊ะ HD', 'เข้าร่วมโต๊ะ'],
    ID: ['KASINO LANGSUNG', 'BACCARAT LANGSUNG', 'DEALER ASLI · 24/7', 'Buka kartu di meja HD yang disiarkan langsung', 'GABUNG MEJA'],
  },
  roulette: {
    EN: ['LIVE CASINO', 'ROULETTE NIGHTS', 'UP TO 500x MULTIPLIERS', 'Place your chips and watch the wheel spin live', 'PLAY NOW'],
    VI: ['SÒNG BÀI TRỰC TUYẾN', 'ĐÊM ROULETTE', 'HỆ SỐ NHÂN ĐẾN 500x', 'Đặt chip và xem vòng quay trực tiếp', 'CHƠI NGAY'],
    FIL: ['LIVE CASINO', 'ROULETTE NIGHTS', 'HANGGANG 500x MULTIPLIER', 'Ilagay ang chips at panoorin ang gulong nang live', 'MAGLARO NA'],
    CN: ['真人娱乐', '轮盘之夜', '最高 500 倍奖励', '下注筹码，直播观看轮盘转动', '立即游戏'],
    TH: ['คาสิโนสด', 'ค่ำคืนรูเล็ต', 'ตัวคูณสูงสุด 500 เท่า', 'วางชิปแล้วชมวงล้อหมุนสด', 'เล่นเลย'],
    ID: ['KASINO LANGSUNG', 'MALAM ROULETTE', 'PENGGANDA HINGGA 500x', 'Pasang chip, saksikan roda berputar langsung', 'MAIN SEKARANG'],
  },
  app: {
    EN: ['MOBILE APP', 'PLAY ANYWHERE', 'DOWNLOAD THE APP', 'Faster login, instant deposits and push alerts', 'DOWNLOAD'],
    VI: ['ỨNG DỤNG DI ĐỘNG', 'CHƠI MỌI LÚC MỌI NƠI', 'TẢI ỨNG DỤNG', 'Đăng nhập nhanh, nạp tiền tức thì, thông báo đẩy', 'TẢI VỀ'],
    FIL: ['MOBILE APP', 'LARO KAHIT SAAN', 'I-DOWNLOAD ANG APP', 'Mabilis na login, instant deposit at abiso', 'I-DOWNLOAD'],
    CN: ['手机应用', '随时随地畅玩', '立即下载APP', '登录更快，存款秒到，消息推送', '立即下载'],
    TH: ['แอปมือถือ', 'เล่นได้ทุกที่', 'ดาวน์โหลดแอป', 'เข้าสู่ระบบเร็ว ฝากเงินทันที แจ้งเตือนทันใจ', 'ดาวน์โหลด'],
    ID: ['APLIKASI MOBILE', 'MAIN DI MANA SAJA', 'UNDUH APLIKASINYA', 'Login lebih cepat, deposit instan, notifikasi langsung', 'UNDUH'],
  },
  vip: {
    EN: ['VIP CLUB', 'VIP PRIVILEGES', 'EXCLUSIVE REWARDS', 'Personal host, faster withdrawals, birthday gifts', 'LEARN MORE'],
    VI: ['CÂU LẠC BỘ VIP', 'ĐẶC QUYỀN VIP', 'PHẦN THƯỞNG ĐỘC QUYỀN', 'Quản lý riêng, rút tiền nhanh, quà sinh nhật', 'TÌM HIỂU'],
    FIL: ['VIP CLUB', 'VIP PRIBILEHIYO', 'EKSKLUSIBONG GANTIMPALA', 'Personal host, mabilis na withdrawal, regalo sa kaarawan', 'ALAMIN'],
    CN: ['VIP俱乐部', 'VIP尊享特权', '专属奖励', '专属客服、极速提款、生日礼金', '了解更多'],
    TH: ['วีไอพีคลับ', 'สิทธิพิเศษ VIP', 'รางวัลสุดพิเศษ', 'ผู้ดูแลส่วนตัว ถอนเงินไว ของขวัญวันเกิด', 'ดูเพิ่มเติม'],
    ID: ['KLUB VIP', 'HAK ISTIMEWA VIP', 'HADIAH EKSKLUSIF', 'Host pribadi, penarikan cepat, hadiah ulang tahun', 'PELAJARI'],
  },
  slots: {
    EN: ['SLOT GAMES', 'SLOTS FRENZY', '1,000+ GAMES · FREE SPINS', 'New titles every week from top studios', 'PLAY SLOTS'],
    VI: ['GAME SLOT', 'CƠN SỐT SLOT', '1.000+ TRÒ CHƠI · QUAY MIỄN PHÍ', 'Trò chơi mới mỗi tuần từ các hãng hàng đầu', 'CHƠI SLOT'],
    FIL: ['SLOT GAMES', 'SLOTS FRENZY', '1,000+ LARO · FREE SPINS', 'Bagong laro linggo-linggo mula sa top studios', 'MAG-SLOT NA'],
    CN: ['老虎机', '老虎机狂欢', '1000+ 游戏 · 免费旋转', '顶级厂商每周上新', '开始游戏'],
    TH: ['เกมสล็อต', 'สล็อตมันส์ระเบิด', '1,000+ เกม · ฟรีสปิน', 'เกมใหม่ทุกสัปดาห์จากค่ายชั้นนำ', 'เล่นสล็อต'],
    ID: ['GAME SLOT', 'DEMAM SLOT', '1.000+ GAME · PUTARAN GRATIS', 'Judul baru setiap minggu dari studio ternama', 'MAIN SLOT'],
  },
  fish: {
    EN: ['FISHING GAMES', 'FISH HUNTER', 'CATCH THE GOLDEN DRAGON', 'Aim, fire and reel in multipliers up to 1000x', 'START HUNT'],
    VI: ['BẮN CÁ', 'VUA BẮN CÁ', 'SĂN RỒNG VÀNG', 'Ngắm, bắn và nhận hệ số đến 1000x', 'BẮN NGAY'],
    FIL: ['FISHING GAMES', 'FISH HUNTER', 'HULIHIN ANG GINTONG DRAGON', 'Tumutok, bumaril at manalo hanggang 1000x', 'MANGHULI NA'],
    CN: ['捕鱼游戏', '捕鱼达人', '捕获黄金龙', '瞄准开炮，最高1000倍', '开始捕鱼'],
    TH: ['เกมยิงปลา', 'นักล่าปลา', 'ล่ามังกรทองคำ', 'เล็ง ยิง รับตัวคูณสูงสุด 1000 เท่า', 'เริ่มล่า'],
    ID: ['GAME TEMBAK IKAN', 'PEMBURU IKAN', 'TANGKAP NAGA EMAS', 'Bidik, tembak, raih pengganda hingga 1000x', 'MULAI BERBURU'],
  },
  cards: {
    EN: ['CARD GAMES', 'POKER & CARDS', 'REAL PLAYERS · FAIR TABLES', "Texas Hold'em, Tongits, Pusoy and more", 'TAKE A SEAT'],
    VI: ['BÀI ĐỐI KHÁNG', 'GAME BÀI', 'NGƯỜI CHƠI THẬT · BÀN CÔNG BẰNG', 'Poker, Tiến Lên, Phỏm và nhiều hơn nữa', 'VÀO BÀN'],
    FIL: ['CARD GAMES', 'POKER AT BARAHA', 'TOTOONG MANLALARO · PATAS', 'Tongits, Pusoy, Poker at iba pa', 'UMUPO NA'],
    CN: ['棋牌游戏', '棋牌对战', '真人对局 · 公平牌桌', '德州扑克、斗地主、牛牛等', '立即入座'],
    TH: ['เกมไพ่', 'โป๊กเกอร์และไพ่', 'ผู้เล่นจริง · โต๊ะยุติธรรม', 'โป๊กเกอร์ ป๊อกเด้ง และอีกมากมาย', 'เข้าร่วม'],
    ID: ['GAME KARTU', 'POKER & KARTU', 'PEMAIN ASLI · MEJA ADIL', 'Poker, Domino QQ, Capsa dan lainnya', 'DUDUK SEKARANG'],
  },
  sports: {
    EN: ['SPORTSBOOK', 'SPORTS BETTING', 'BEST ODDS · LIVE IN-PLAY', 'Football, basketball and 30+ sports every day', 'BET NOW'],
    VI: ['THỂ THAO', 'CÁ CƯỢC THỂ THAO', 'TỶ LỆ TỐT NHẤT · CƯỢC TRỰC TIẾP', 'Bóng đá, bóng rổ và hơn 30 môn mỗi ngày', 'CƯỢC NGAY'],
    FIL: ['SPORTSBOOK', 'SPORTS BETTING', 'PINAKAMAGANDANG ODDS · LIVE', 'Basketball, football at 30+ sports araw-araw', 'TUMAYA NA'],
    CN: ['体育投注', '体育竞猜', '超高赔率 · 滚球直播', '足球、篮球等30多种赛事每日开盘', '立即投注'],
    TH: ['กีฬา', 'เดิมพันกีฬา', 'ราคาดีที่สุด · เดิมพันสด', 'ฟุตบอล บาสเกตบอล และกีฬากว่า 30 ชนิดทุกวัน', 'เดิมพันเลย'],
    ID: ['TARUHAN OLAHRAGA', 'SPORTSBOOK', 'ODDS TERBAIK · TARUHAN LANGSUNG', 'Sepak bola, basket dan 30+ olahraga setiap hari', 'PASANG SEKARANG'],
  },
  parlay: {
    EN: ['WEEKEND SPECIAL', 'PARLAY BOOST', '+50% ON 5-FOLD WINS', 'Combine five picks or more and win more', 'BUILD PARLAY'],
    VI: ['ĐẶC BIỆT CUỐI TUẦN', 'XIÊN THƯỞNG THÊM', '+50% CHO VÉ XIÊN 5', 'Kết hợp từ năm kèo trở lên để thắng nhiều hơn', 'TẠO VÉ XIÊN'],
    FIL: ['WEEKEND SPECIAL', 'PARLAY BOOST', '+50% SA 5-FOLD NA PANALO', 'Pagsamahin ang lima o higit pang pili', 'GUMAWA NG PARLAY'],
    CN: ['周末特惠', '串关加奖', '5串1赢奖再加50%', '组合五场以上，赢得更多', '立即串关'],
    TH: ['พิเศษสุดสัปดาห์', 'สเต็ปบูสต์', '+50% สำหรับสเต็ป 5 คู่', 'รวม 5 คู่ขึ้นไปเพื่อรับรางวัลมากขึ้น', 'จัดสเต็ป'],
    ID: ['SPESIAL AKHIR PEKAN', 'BONUS PARLAY', '+50% UNTUK MENANG 5-LIPAT', 'Gabungkan lima pilihan atau lebih', 'BUAT PARLAY'],
  },
  esports: {
    EN: ['ESPORTS', 'ESPORTS ARENA', 'MOBA · FPS · BATTLE ROYALE', 'Live odds on every major tournament', 'BET ESPORTS'],
    VI: ['THỂ THAO ĐIỆN TỬ', 'ĐẤU TRƯỜNG ESPORTS', 'MOBA · FPS · SINH TỒN', 'Tỷ lệ trực tiếp cho mọi giải đấu lớn', 'CƯỢC NGAY'],
    FIL: ['ESPORTS', 'ESPORTS ARENA', 'MOBA · FPS · BATTLE ROYALE', 'Live odds sa bawat malaking torneo', 'TUMAYA NA'],
    CN: ['电子竞技', '电竞竞技场', 'MOBA · FPS · 大逃杀', '各大赛事实时赔率', '立即投注'],
    TH: ['อีสปอร์ต', 'สังเวียนอีสปอร์ต', 'MOBA · FPS · แบทเทิลรอยัล', 'ราคาสดทุกทัวร์นาเมนต์ใหญ่', 'เดิมพันเลย'],
    ID: ['ESPORTS', 'ARENA ESPORTS', 'MOBA · FPS · BATTLE ROYALE', 'Odds langsung di setiap turnamen besar', 'PASANG SEKARANG'],
  },
  lottery: {
    EN: ['LOTTERY', 'LUCKY DRAW', 'DRAWS EVERY 5 MINUTES', 'Pick your numbers and watch the balls roll live', 'PICK NUMBERS'],
    VI: ['XỔ SỐ', 'XỔ SỐ MAY MẮN', 'QUAY THƯỞNG MỖI 5 PHÚT', 'Chọn số và xem kết quả trực tiếp', 'CHỌN SỐ'],
    FIL: ['LOTTERY', 'SUWERTENG BOLA', 'MAY DRAW KADA 5 MINUTO', 'Pumili ng numero at panoorin ang bola nang live', 'PUMILI NA'],
    CN: ['彩票', '幸运开奖', '每5分钟开奖', '选号下注，实时开奖', '立即选号'],
    TH: ['หวย', 'ลุ้นโชค', 'ออกผลทุก 5 นาที', 'เลือกเลข แล้วลุ้นผลสด', 'เลือกเลข'],
    ID: ['LOTRE', 'UNDIAN BERUNTUNG', 'UNDIAN SETIAP 5 MENIT', 'Pilih angka, saksikan bola bergulir langsung', 'PILIH ANGKA'],
  },
  vnlotto: {
    EN: ['VIETNAM LOTTO', 'VN LOTTO', 'NORTH · CENTRAL · SOUTH', 'Daily results from all three regions', 'BET NOW'],
    VI: ['XỔ SỐ VIỆT NAM', 'XỔ SỐ 3 MIỀN', 'BẮC · TRUNG · NAM', 'Kết quả mỗi ngày, trả thưởng 1 ăn 99', 'ĐẶT CƯỢC'],
    FIL: ['VIETNAM LOTTO', 'VN LOTTO', 'HILAGA · GITNA · TIMOG', 'Araw-araw na resulta mula sa tatlong rehiyon', 'TUMAYA NA'],
    CN: ['越南彩票', '越南三区彩', '北部 · 中部 · 南部', '三大区域每日开奖', '立即投注'],
    TH: ['หวยเวียดนาม', 'หวยเวียดนาม 3 ภาค', 'เหนือ · กลาง · ใต้', 'ผลรางวัลทุกวันจากสามภูมิภาค', 'แทงเลย'],
    ID: ['LOTRE VIETNAM', 'VN LOTTO', 'UTARA · TENGAH · SELATAN', 'Hasil harian dari tiga wilayah', 'PASANG SEKARANG'],
  },
  sabong: {
    EN: ['COCKFIGHT', 'SABONG TONIGHT', 'LIVE FROM THE ARENA · 7PM', 'Meron or Wala? Bet live on every fight', 'WATCH & BET'],
    VI: ['ĐÁ GÀ', 'ĐÁ GÀ ĐÊM NAY', 'TRỰC TIẾP TỪ SỚI · 19:00', 'Meron hay Wala? Cược trực tiếp mọi trận', 'XEM & CƯỢC'],
    FIL: ['SABONG', 'SABONG MAMAYANG GABI', 'LIVE MULA SA ARENA · 7PM', 'Meron o Wala? Tumaya sa bawat laban', 'MANOOD AT TUMAYA'],
    CN: ['斗鸡', '今晚斗鸡', '赛场直播 · 晚7点', 'Meron 还是 Wala？每场实时投注', '观看投注'],
    TH: ['ชนไก่', 'ชนไก่คืนนี้', 'ถ่ายทอดสดจากสนาม · 19:00', 'Meron หรือ Wala? เดิมพันสดทุกคู่', 'ดูและเดิมพัน'],
    ID: ['SABUNG AYAM', 'SABUNG MALAM INI', 'LANGSUNG DARI ARENA · 19.00', 'Meron atau Wala? Taruhan langsung di setiap laga', 'TONTON & PASANG'],
  },
  derby: {
    EN: ['COCKFIGHT', 'GRAND DERBY', '5-COCK DERBY · BIG PRIZE POOL', 'The biggest breeders, every weekend', 'SEE SCHEDULE'],
    VI: ['ĐÁ GÀ', 'GIẢI ĐẤU LỚN', 'DERBY 5 GÀ · GIẢI THƯỞNG LỚN', 'Các trại gà hàng đầu, mỗi cuối tuần', 'XEM LỊCH'],
    FIL: ['SABONG', 'GRAND DERBY', '5-COCK DERBY · MALAKING PREMYO', 'Ang pinakamalalaking breeder, tuwing weekend', 'ISKEDYUL'],
    CN: ['斗鸡', '斗鸡大赛', '五鸡大赛 · 超高奖池', '顶级鸡舍，每周末开赛', '查看赛程'],
    TH: ['ชนไก่', 'แกรนด์ดาร์บี้', 'ดาร์บี้ 5 ไก่ · รางวัลใหญ่', 'ฟาร์มชั้นนำ ทุกสุดสัปดาห์', 'ดูตาราง'],
    ID: ['SABUNG AYAM', 'GRAND DERBY', 'DERBY 5 AYAM · HADIAH BESAR', 'Peternak terbaik, setiap akhir pekan', 'LIHAT JADWAL'],
  },
  reload: {
    EN: ['DAILY PROMOTION', '10% DAILY RELOAD', 'EVERY DEPOSIT, EVERY DAY', 'Top up and get 10% extra, no code needed', 'DEPOSIT NOW'],
    VI: ['KHUYẾN MÃI MỖI NGÀY', 'THƯỞNG NẠP 10%', 'MỖI LẦN NẠP, MỖI NGÀY', 'Nạp tiền nhận thêm 10%, không cần mã', 'NẠP NGAY'],
    FIL: ['ARAW-ARAW NA PROMO', '10% DAILY RELOAD', 'BAWAT DEPOSITO, ARAW-ARAW', 'Mag-top up at makakuha ng 10% dagdag', 'MAG-DEPOSIT NA'],
    CN: ['每日优惠', '10% 每日再存', '每次存款 · 天天有奖', '充值即送10%，无需优惠码', '立即存款'],
    TH: ['โปรโมชั่นรายวัน', 'รีโหลดรายวัน 10%', 'ทุกการฝาก ทุกวัน', 'เติมเงินรับเพิ่ม 10% ไม่ต้องใช้โค้ด', 'ฝากเลย'],
    ID: ['PROMO HARIAN', 'RELOAD HARIAN 10%', 'SETIAP DEPOSIT, SETIAP HARI', 'Isi saldo dan dapatkan ekstra 10% tanpa kode', 'DEPOSIT SEKARANG'],
  },
  cashback: {
    EN: ['WEEKLY CASHBACK', 'UP TO 15% CASHBACK', 'PAID EVERY MONDAY', 'Part of your losses comes back, automatically', 'SEE DETAILS'],
    VI: ['HOÀN TIỀN HÀNG TUẦN', 'HOÀN TRẢ ĐẾN 15%', 'TRẢ VÀO MỖI THỨ HAI', 'Một phần tiền thua được hoàn lại tự động', 'XEM CHI TIẾT'],
    FIL: ['LINGGUHANG CASHBACK', 'HANGGANG 15% CASHBACK', 'IBINIBIGAY TUWING LUNES', 'Babalik ang bahagi ng talo mo, awtomatiko', 'TINGNAN'],
    CN: ['每周返水', '最高15%返水', '每周一发放', '自动返还部分亏损', '查看详情'],
    TH: ['คืนยอดเสียรายสัปดาห์', 'คืนยอดเสียสูงสุด 15%', 'จ่ายทุกวันจันทร์', 'คืนยอดเสียบางส่วนให้อัตโนมัติ', 'ดูรายละเอียด'],
    ID: ['CASHBACK MINGGUAN', 'CASHBACK HINGGA 15%', 'DIBAYAR SETIAP SENIN', 'Sebagian kekalahan Anda kembali otomatis', 'LIHAT DETAIL'],
  },
  shop: {
    EN: ['POINTS MALL', 'REDEEM YOUR POINTS', 'GADGETS · BONUSES · GIFTS', 'Every bet earns points, and points never expire', 'SHOP NOW'],
    VI: ['CỬA HÀNG ĐIỂM', 'ĐỔI ĐIỂM LẤY QUÀ', 'ĐIỆN THOẠI · TIỀN THƯỞNG · QUÀ', 'Mỗi lần cược đều tích điểm, điểm không hết hạn', 'ĐỔI NGAY'],
    FIL: ['POINTS MALL', 'I-REDEEM ANG POINTS', 'GADGETS · BONUS · REGALO', 'Bawat taya may points, at hindi ito nag-e-expire', 'MAMILI NA'],
    CN: ['积分商城', '积分兑换好礼', '数码 · 彩金 · 礼品', '每笔投注都积分，积分永不过期', '立即兑换'],
    TH: ['ร้านค้าแต้ม', 'แลกแต้มรับของรางวัล', 'แกดเจ็ต · โบนัส · ของขวัญ', 'ทุกการเดิมพันได้แต้ม และแต้มไม่มีวันหมดอายุ', 'แลกเลย'],
    ID: ['MAL POIN', 'TUKARKAN POIN ANDA', 'GADGET · BONUS · HADIAH', 'Setiap taruhan dapat poin, dan poin tidak pernah hangus', 'TUKAR SEKARANG'],
  },
  help: {
    EN: ['HELP CENTRE', "WE'RE HERE 24/7", 'LIVE CHAT · FAQ · GUIDES', 'Deposits, withdrawals, accounts: answers in minutes', 'GET HELP'],
    VI: ['TRUNG TÂM HỖ TRỢ', 'HỖ TRỢ 24/7', 'CHAT TRỰC TUYẾN · HỎI ĐÁP', 'Nạp, rút, tài khoản: giải đáp trong vài phút', 'NHẬN HỖ TRỢ'],
    FIL: ['HELP CENTER', 'NANDITO KAMI 24/7', 'LIVE CHAT · FAQ · GABAY', 'Deposito, withdrawal, account: sagot sa ilang minuto', 'MAGTANONG'],
    CN: ['帮助中心', '24/7 全天候服务', '在线客服 · 常见问题 · 指南', '存款、提款、账户问题，几分钟内解答', '获取帮助'],
    TH: ['ศูนย์ช่วยเหลือ', 'พร้อมดูแล 24/7', 'แชทสด · คำถามที่พบบ่อย · คู่มือ', 'ฝาก ถอน บัญชี ได้คำตอบในไม่กี่นาที', 'ขอความช่วยเหลือ'],
    ID: ['PUSAT BANTUAN', 'SIAP MEMBANTU 24/7', 'LIVE CHAT · FAQ · PANDUAN', 'Deposit, penarikan, akun: dijawab dalam hitungan menit', 'DAPATKAN BANTUAN'],
  },
  register: {
    EN: ['JOIN IN 30 SECONDS', 'OPEN YOUR ACCOUNT', '+ FREE WELCOME PACK', 'Sign up now and unlock bonuses on your first three deposits', 'SIGN UP'],
    VI: ['ĐĂNG KÝ TRONG 30 GIÂY', 'MỞ TÀI KHOẢN NGAY', '+ GÓI QUÀ CHÀO MỪNG', 'Đăng ký và nhận thưởng cho ba lần nạp đầu', 'ĐĂNG KÝ'],
    FIL: ['SUMALI SA 30 SEGUNDO', 'GUMAWA NG ACCOUNT', '+ LIBRENG WELCOME PACK', 'Mag-sign up at may bonus sa unang tatlong deposito', 'MAG-SIGN UP'],
    CN: ['30秒快速注册', '立即开户', '+ 免费新手礼包', '注册即享前三次存款奖励', '立即注册'],
    TH: ['สมัครใน 30 วินาที', 'เปิดบัญชีของคุณ', '+ แพ็กต้อนรับฟรี', 'สมัครวันนี้รับโบนัสฝากสามครั้งแรก', 'สมัครเลย'],
    ID: ['DAFTAR DALAM 30 DETIK', 'BUKA AKUN ANDA', '+ PAKET SAMBUTAN GRATIS', 'Daftar sekarang, bonus untuk tiga deposit pertama', 'DAFTAR'],
  },
  secure: {
    EN: ['ACCOUNT SECURITY', 'RESET IN SECONDS', 'YOUR ACCOUNT, PROTECTED', 'Encrypted resets, to verified contacts only', ''],
    VI: ['BẢO MẬT TÀI KHOẢN', 'KHÔI PHỤC TRONG GIÂY LÁT', 'TÀI KHOẢN ĐƯỢC BẢO VỆ', 'Chỉ đặt lại qua liên hệ đã xác minh, mã hóa hoàn toàn', ''],
    FIL: ['SEGURIDAD NG ACCOUNT', 'I-RESET SA ILANG SEGUNDO', 'PROTEKTADO ANG ACCOUNT MO', 'Naka-encrypt at sa verified na contact lang', ''],
    CN: ['账户安全', '秒速重置密码', '您的账户，安全守护', '仅通过已验证的联系方式加密重置', ''],
    TH: ['ความปลอดภัยของบัญชี', 'รีเซ็ตได้ในไม่กี่วินาที', 'บัญชีของคุณปลอดภัย', 'รีเซ็ตผ่านช่องทางที่ยืนยันแล้วเท่านั้น', ''],
    ID: ['KEAMANAN AKUN', 'RESET DALAM HITUNGAN DETIK', 'AKUN ANDA TERLINDUNGI', 'Hanya melalui kontak terverifikasi dan terenkripsi', ''],
  },
  referral: {
    EN: ['REFER A FRIEND', 'INVITE & EARN', 'A BONUS FOR EVERY FRIEND', 'Share your code and you both get rewarded', 'INVITE NOW'],
    VI: ['GIỚI THIỆU BẠN BÈ', 'MỜI BẠN NHẬN THƯỞNG', 'THƯỞNG CHO MỖI NGƯỜI BẠN', 'Chia sẻ mã, cả hai cùng nhận thưởng', 'MỜI NGAY'],
    FIL: ['MAG-REFER NG KAIBIGAN', 'MAG-IMBITA AT KUMITA', 'BONUS SA BAWAT KAIBIGAN', 'Ibahagi ang code, pareho kayong may gantimpala', 'IMBITAHIN'],
    CN: ['推荐好友', '邀请赚奖励', '每邀请一位好友都有奖', '分享邀请码，双方都得奖励', '立即邀请'],
    TH: ['ชวนเพื่อน', 'ชวนเพื่อนรับรางวัล', 'โบนัสทุกการชวนเพื่อน', 'แชร์โค้ด รับรางวัลทั้งคู่', 'ชวนเลย'],
    ID: ['AJAK TEMAN', 'AJAK & DAPATKAN', 'BONUS UNTUK SETIAP TEMAN', 'Bagikan kode, kalian berdua dapat hadiah', 'AJAK SEKARANG'],
  },
};

const FINE_PRINT: Record<Lang, string> = {
  EN: '{age}+ · T&Cs apply · Play responsibly',
  VI: '{age}+ · Áp dụng điều khoản · Chơi có trách nhiệm',
  FIL: '{age}+ · May T&C · Maglaro nang responsable',
  CN: '{age}+ · 适用条款 · 理性娱乐',
  TH: '{age}+ · มีเงื่อนไข · เล่นอย่างรับผิดชอบ',
  ID: '{age}+ · S&K berlaku · Bermain secara bertanggung jawab',
};

/** TY is the house language (Vietnamese); every other code maps to its own copy. */
export const copyLang = (l: LanguageCode): Lang => (l === 'TY' || l === 'VI' ? 'VI' : l);

const GROUP_VARIANTS: Record<BannerGroup, Variant[]> = {
  w_home: ['welcome', 'jackpot', 'live', 'app'],
  w_rng: ['slots', 'jackpot'],
  w_live: ['live', 'roulette'],
  w_fish: ['fish'],
  w_pvp: ['cards'],
  w_sports: ['sports', 'parlay'],
  w_esports: ['esports'],
  w_lott: ['lottery', 'vnlotto'],
  w_cockfight: ['sabong', 'derby'],
  w_promotion: ['reload', 'cashback', 'referral'],
  w_shop: ['shop'],
  w_help: ['help'],
  w_reg: ['register'],
  w_forget: ['secure'],
};

/** What a banner advertises: the target of its link when it has one, else the group's n-th theme. */
export function bannerVariant(banner: Pick<Banner, 'groupName' | 'link'>, n: number): Variant {
  const link = (banner.link ?? '').toLowerCase();
  const byLink: Array<[RegExp, Variant]> = [
    [/register|signup/, 'welcome'],
    [/vnlottery|tcg_lotto_vn/, 'vnlotto'],
    [/lotter|elott|\/lott/, 'lottery'],
    [/esports/, 'esports'],
    [/sports/, 'sports'],
    [/cockfight|sabong/, 'sabong'],
    [/\/rng/, 'jackpot'],
    [/\/live/, 'live'],
    [/\/fish/, 'fish'],
    [/\/pvp/, 'cards'],
    [/pointmall/, 'shop'],
    [/\/vip/, 'vip'],
    [/cashback/, 'cashback'],
    [/referral|invite/, 'referral'],
    [/promo/, 'reload'],
    [/\/down|download|\.apk|app/, 'app'],
    [/help/, 'help'],
  ];
  if (link) for (const [re, v] of byLink) if (re.test(link)) return v;
  const list = GROUP_VARIANTS[banner.groupName];
  return list[(n - 1) % list.length];
}

export function bannerCopy(variant: Variant, lang: LanguageCode): Copy {
  return BANNER_COPY[variant][copyLang(lang)];
}

// ───────────────────────────── brand marks ─────────────────────────────

export interface Palette {
  id: string;
  name: string;
  primary: string;
  secondary: string;
  accent: string;
  /** Very dark shade of the primary: banner backgrounds. */
  deep: string;
  night: string;
  bright: string;
  light: ThemeTokens;
  dark: ThemeTokens;
}

export function palette(t: TenantConfig): Palette {
  const L = t.themes.light;
  const D = t.themes.dark;
  return {
    id: t.id,
    name: t.brand.name,
    primary: L.primary,
    secondary: L.secondary,
    accent: D.accent,
    deep: darken(L.primary, 0.5),
    night: darken(L.primary, 0.78),
    bright: D.primary,
    light: L,
    dark: D,
  };
}

export type EmblemKind = 'crown' | 'lotus' | 'shell' | 'diamond' | 'star';

/** The emblem follows the brand's name; unknown names get a stable pick. */
export function emblemKind(t: Pick<TenantConfig, 'id' | 'brand'>): EmblemKind {
  const name = `${t.brand.name} ${t.id}`.toLowerCase();
  if (/lotus|lily|blossom|sakura|flower|bloom/.test(name)) return 'lotus';
  if (/pearl|bay|ocean|sea|shell|marina|coral|tide|lagoon/.test(name)) return 'shell';
  if (/crown|king|queen|royal|regal|aurora|imperial|palace|empire/.test(name)) return 'crown';
  if (/diamond|gem|jewel|crystal|jade/.test(name)) return 'diamond';
  if (/star|lucky|fortune|nova|galaxy/.test(name)) return 'star';
  const kinds: EmblemKind[] = ['crown', 'lotus', 'shell', 'diamond', 'star'];
  return kinds[hash(t.id) % kinds.length];
}

/** An emblem drawn in a 100×100 box. `p` prefixes gradient ids so several can share a document. */
export function emblem(kind: EmblemKind, pal: Palette, p: string): { defs: string; body: string } {
  const gold = `${p}gold`;
  switch (kind) {
    case 'crown': {
      const defs =
        goldGrad(gold) +
        `<linearGradient id="${p}med" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${lighten(pal.primary, 0.18)}"/><stop offset="0.55" stop-color="${pal.primary}"/><stop offset="1" stop-color="${darken(pal.secondary, 0.15)}"/></linearGradient>` +
        `<clipPath id="${p}clip"><circle cx="50" cy="50" r="46"/></clipPath>`;
      const body =
        `<circle cx="50" cy="50" r="48" fill="url(#${p}med)"/>` +
        `<g clip-path="url(#${p}clip)" fill="none" stroke-linecap="round">` +
        `<path d="M-2,70 C18,50 36,78 56,58 S86,34 104,46" stroke="${lighten(pal.secondary, 0.45)}" stroke-width="9" opacity="0.45"/>` +
        `<path d="M-2,80 C22,64 40,86 62,70 S90,52 104,60" stroke="${lighten(pal.secondary, 0.25)}" stroke-width="5" opacity="0.35"/>` +
        `<path d="M-2,58 C20,40 40,62 60,44 S88,22 104,30" stroke="#ffffff" stroke-width="2" opacity="0.25"/></g>` +
        `<circle cx="50" cy="50" r="47" fill="none" stroke="url(#${gold})" stroke-width="3"/>` +
        `<circle cx="50" cy="50" r="42" fill="none" stroke="${GOLD.hi}" stroke-width="0.8" opacity="0.55"/>` +
        `<path d="M25,67 L20.5,38 L36,52 L50,29 L64,52 L79.5,38 L75,67 Z" fill="url(#${gold})" stroke="${GOLD.deep}" stroke-width="1" stroke-linejoin="round"/>` +
        `<path d="M50,33 L59,50 L50,46 L41,50 Z" fill="${GOLD.hi}" opacity="0.6"/>` +
        `<rect x="23.5" y="65" width="53" height="10" rx="2.5" fill="url(#${gold})" stroke="${GOLD.deep}" stroke-width="1"/>` +
        `<circle cx="20.5" cy="35.5" r="4" fill="${GOLD.hi}" stroke="${GOLD.deep}" stroke-width="0.8"/>` +
        `<circle cx="50" cy="26.5" r="4.6" fill="${GOLD.hi}" stroke="${GOLD.deep}" stroke-width="0.8"/>` +
        `<circle cx="79.5" cy="35.5" r="4" fill="${GOLD.hi}" stroke="${GOLD.deep}" stroke-width="0.8"/>` +
        `<ellipse cx="50" cy="56" rx="4" ry="5.2" fill="${lighten(pal.secondary, 0.2)}" stroke="${GOLD.deep}" stroke-width="0.8"/>` +
        `<circle cx="35" cy="70" r="2.1" fill="${lighten(pal.primary, 0.35)}"/><circle cx="50" cy="70" r="2.6" fill="${lighten(pal.secondary, 0.2)}"/><circle cx="65" cy="70" r="2.1" fill="${lighten(pal.primary, 0.35)}"/>` +
        star4(71, 24, 6, '#ffffff', 0.9);
      return { defs, body };
    }
    case 'lotus': {
      const petal = 'M50,80 C38,66 38,40 50,20 C62,40 62,66 50,80 Z';
      const defs =
        goldGrad(gold) +
        `<linearGradient id="${p}pet" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lighten(pal.primary, 0.35)}"/><stop offset="1" stop-color="${darken(pal.primary, 0.25)}"/></linearGradient>` +
        `<linearGradient id="${p}pet2" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lighten(pal.primary, 0.15)}"/><stop offset="1" stop-color="${darken(pal.primary, 0.45)}"/></linearGradient>` +
        `<radialGradient id="${p}halo" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${GOLD.mid}" stop-opacity="0.55"/><stop offset="1" stop-color="${GOLD.mid}" stop-opacity="0"/></radialGradient>`;
      const pet = (deg: number, s: number, fill: string) =>
        `<path d="${petal}" transform="rotate(${deg} 50 80) translate(50 80) scale(${s}) translate(-50 -80)" fill="${fill}" stroke="${GOLD.lo}" stroke-width="${n2(1.1 / s)}"/>`;
      const body =
        `<circle cx="50" cy="48" r="46" fill="url(#${p}halo)"/>` +
        pet(-66, 0.78, `url(#${p}pet2)`) +
        pet(66, 0.78, `url(#${p}pet2)`) +
        pet(-34, 0.9, `url(#${p}pet)`) +
        pet(34, 0.9, `url(#${p}pet)`) +
        pet(0, 1, `url(#${gold})`) +
        `<path d="M50,76 L50,30" stroke="${GOLD.lo}" stroke-width="1" opacity="0.7"/>` +
        `<path d="M12,82 Q50,96 88,82" fill="none" stroke="url(#${gold})" stroke-width="3.2" stroke-linecap="round"/>` +
        `<path d="M24,90 Q50,99 76,90" fill="none" stroke="url(#${gold})" stroke-width="2" stroke-linecap="round" opacity="0.75"/>` +
        star4(79, 22, 5, GOLD.hi, 0.95) +
        star4(22, 30, 3, GOLD.hi, 0.7);
      return { defs, body };
    }
    case 'shell': {
      const cx = 50;
      const cy = 82;
      const R = 46;
      const pt = (deg: number, r: number) => [cx + r * Math.cos((deg * Math.PI) / 180), cy + r * Math.sin((deg * Math.PI) / 180)];
      const lobes = 7;
      const a0 = -166;
      const step = 152 / lobes;
      let d = `M${cx},${cy} L${pt(a0, R).map(n2).join(',')}`;
      let ribs = '';
      for (let i = 0; i < lobes; i++) {
        const a = a0 + i * step;
        const ctl = pt(a + step / 2, R * 1.16);
        const end = pt(a + step, R);
        d += ` Q${n2(ctl[0])},${n2(ctl[1])} ${n2(end[0])},${n2(end[1])}`;
        if (i > 0) {
          const s = pt(a, R * 0.97);
          ribs += `<path d="M${cx},${cy - 4} L${n2(s[0])},${n2(s[1])}" stroke="${darken(pal.secondary, 0.22)}" stroke-width="1.6" stroke-linecap="round" opacity="0.8"/>`;
        }
      }
      d += ' Z';
      const defs =
        `<linearGradient id="${p}shell" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lighten(pal.secondary, 0.45)}"/><stop offset="1" stop-color="${pal.secondary}"/></linearGradient>` +
        `<radialGradient id="${p}pearl" cx="0.36" cy="0.32" r="0.7"><stop offset="0" stop-color="#ffffff"/><stop offset="0.45" stop-color="#eef4fa"/><stop offset="0.8" stop-color="${lighten(pal.primary, 0.62)}"/><stop offset="1" stop-color="${lighten(pal.primary, 0.35)}"/></radialGradient>` +
        `<radialGradient id="${p}sea" cx="0.5" cy="0.55" r="0.5"><stop offset="0" stop-color="${lighten(pal.primary, 0.3)}" stop-opacity="0.45"/><stop offset="1" stop-color="${pal.primary}" stop-opacity="0"/></radialGradient>`;
      const body =
        `<circle cx="50" cy="52" r="48" fill="url(#${p}sea)"/>` +
        `<path d="${d}" fill="url(#${p}shell)" stroke="${darken(pal.secondary, 0.3)}" stroke-width="1.6" stroke-linejoin="round"/>` +
        ribs +
        `<path d="M38,80 L62,80 L66,92 L34,92 Z" fill="${darken(pal.secondary, 0.18)}" stroke="${darken(pal.secondary, 0.35)}" stroke-width="1.2" stroke-linejoin="round"/>` +
        `<circle cx="50" cy="66" r="14" fill="url(#${p}pearl)" stroke="${lighten(pal.primary, 0.3)}" stroke-width="0.8"/>` +
        `<ellipse cx="45.5" cy="61" rx="4.2" ry="2.6" fill="#ffffff" opacity="0.9" transform="rotate(-30 45.5 61)"/>` +
        star4(80, 20, 5, '#ffffff', 0.9);
      return { defs, body };
    }
    case 'diamond': {
      const c1 = lighten(pal.primary, 0.55);
      const c2 = lighten(pal.primary, 0.25);
      const c3 = pal.primary;
      const c4 = darken(pal.primary, 0.3);
      const body =
        `<polygon points="20,38 33,22 67,22 80,38 50,84" fill="${c3}" stroke="${darken(pal.primary, 0.5)}" stroke-width="1.5" stroke-linejoin="round"/>` +
        `<polygon points="33,22 42,38 20,38" fill="${c2}"/><polygon points="33,22 67,22 58,38 42,38" fill="${c1}"/><polygon points="67,22 80,38 58,38" fill="${c2}"/>` +
        `<polygon points="20,38 42,38 50,84" fill="${c3}"/><polygon points="42,38 58,38 50,84" fill="${c2}"/><polygon points="58,38 80,38 50,84" fill="${c4}"/>` +
        `<path d="M36,27 L46,27" stroke="#ffffff" stroke-width="2" stroke-linecap="round" opacity="0.8"/>` +
        star4(78, 16, 6, '#ffffff', 0.95) +
        star4(22, 62, 4, lighten(pal.secondary, 0.4), 0.9);
      return { defs: '', body };
    }
    case 'star':
    default: {
      const defs =
        goldGrad(gold) +
        `<radialGradient id="${p}med" cx="0.5" cy="0.4" r="0.6"><stop offset="0" stop-color="${lighten(pal.primary, 0.2)}"/><stop offset="1" stop-color="${darken(pal.primary, 0.3)}"/></radialGradient>`;
      const body =
        `<circle cx="50" cy="50" r="48" fill="url(#${p}med)"/><circle cx="50" cy="50" r="46.5" fill="none" stroke="url(#${gold})" stroke-width="3"/>` +
        `<path d="${starPath(50, 52, 34, 14)}" fill="url(#${gold})" stroke="${GOLD.deep}" stroke-width="1.2" stroke-linejoin="round"/>` +
        `<path d="${starPath(50, 52, 14, 6)}" fill="${GOLD.hi}" opacity="0.55"/>`;
      return { defs, body };
    }
  }
}

const SERIF_KINDS: EmblemKind[] = ['crown', 'shell'];
const GENERIC_LAST = /^(casino|bet|club|gaming|games|online|play|vegas)$/i;

/** "Aurora Casino" → AURORA / CASINO; "Lotus 88" → LOTUS + 88; "Pearl Bay" → PEARL BAY / tagline. */
export function wordmarkParts(t: Pick<TenantConfig, 'brand' | 'games'>): { main: string; suffix: string; tagline: string } {
  const words = t.brand.name.trim().split(/\s+/);
  const last = words[words.length - 1];
  if (words.length > 1 && /^[0-9]+$/.test(last)) {
    return { main: words.slice(0, -1).join(' ').toUpperCase(), suffix: last, tagline: taglineOf(t) };
  }
  if (words.length > 1 && GENERIC_LAST.test(last)) {
    return { main: words.slice(0, -1).join(' ').toUpperCase(), suffix: '', tagline: last.toUpperCase() };
  }
  return { main: words.join(' ').toUpperCase(), suffix: '', tagline: taglineOf(t) };
}

function taglineOf(t: Pick<TenantConfig, 'games'>): string {
  const words: string[] = [];
  for (const c of t.games.categories) {
    const w = (
      {
        LIVE: 'CASINO',
        RNG: 'CASINO',
        PVP: 'CASINO',
        FISH: 'CASINO',
        SPORTS: 'SPORTS',
        ESPORTS: 'SPORTS',
        COCKFIGHT: 'SABONG',
        ELOTT: 'LOTTERY',
        LOTT: 'LOTTERY',
      } as Record<CategoryId, string>
    )[c.id];
    if (!words.includes(w)) words.push(w);
  }
  return words.slice(0, 3).join(' · ');
}

/** The logo for a header of background `bg`: emblem + wordmark, readable on that background. */
export function logoSvg(t: TenantConfig, bg: string, idp: string): string {
  const pal = palette(t);
  const kind = emblemKind(t);
  const { main, suffix, tagline } = wordmarkParts(t);
  const onDark = luminance(bg) < 0.3;
  const serif = SERIF_KINDS.includes(kind);
  const family = serif ? SERIF : FONT;
  const mainSize = 48;
  const ls = serif ? 0.06 : 0.02;
  const mainW = textEm(main, ls) * mainSize * (serif ? 1.08 : 1);
  const sufW = suffix ? textEm(suffix) * mainSize + 10 : 0;
  const tagSize = 14;
  const tagLs = 0.36;
  const tagW = textEm(tagline, tagLs) * tagSize;
  const x0 = 108;
  const width = Math.ceil(x0 + Math.max(mainW + sufW, tagW) + 14);
  const e = emblem(kind, pal, `${idp}e`);
  const wm = `${idp}wm`;
  const wmFill = onDark
    ? `<linearGradient id="${wm}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${lighten(pal.bright, 0.55)}"/></linearGradient>`
    : `<linearGradient id="${wm}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${pal.primary}"/><stop offset="1" stop-color="${darken(pal.primary, 0.35)}"/></linearGradient>`;
  const tagColor = onDark ? (kind === 'lotus' || kind === 'crown' ? GOLD.mid : lighten(pal.secondary, 0.35)) : darken(pal.secondary, 0.25);
  const sufFill = `${idp}suf`;
  const ruleColor = onDark ? GOLD.mid : pal.secondary;
  const body =
    `<defs>${e.defs}${wmFill}${goldGrad(sufFill)}</defs>` +
    `<g transform="translate(6 6) scale(0.88)">${e.body}</g>` +
    text(main, { x: x0, y: 58, size: mainSize, fill: `url(#${wm})`, weight: serif ? 700 : 900, family, ls, pin: true }) +
    (suffix
      ? text(suffix, {
          x: x0 + mainW + 10,
          y: 58,
          size: mainSize,
          fill: `url(#${sufFill})`,
          weight: 900,
          pin: true,
          extra: `stroke="${onDark ? 'none' : GOLD.deep}" stroke-width="${onDark ? 0 : 0.8}"`,
        })
      : '') +
    `<rect x="${x0}" y="67" width="${n2(Math.min(28, tagW))}" height="2" fill="${ruleColor}"/>` +
    text(tagline, { x: x0 + 36, y: 86, size: tagSize, fill: tagColor, weight: 700, ls: tagLs, pin: true });
  // The tagline starts after a short rule; widen when needed.
  const fullW = Math.max(width, Math.ceil(x0 + 36 + tagW + 14));
  return svgDoc(fullW, 100, body, { title: t.brand.name });
}

export function faviconSvg(t: TenantConfig): string {
  const pal = palette(t);
  const kind = emblemKind(t);
  const e = emblem(kind, pal, 'f');
  const framed = kind === 'crown' || kind === 'star';
  const body =
    `<defs>${e.defs}<linearGradient id="fbg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${pal.primary}"/><stop offset="1" stop-color="${pal.night}"/></linearGradient></defs>` +
    (framed
      ? `<g transform="translate(0 0) scale(0.64)">${e.body}</g>`
      : `<rect width="64" height="64" rx="14" fill="url(#fbg)"/><g transform="translate(4 3) scale(0.56)">${e.body}</g>`);
  return svgDoc(64, 64, body, { title: t.brand.name });
}

// ───────────────────────────── banner pieces ─────────────────────────────
// Each draws around a centre point; `G` is the id of a gold gradient present in the document.

const G = 'gold';
const SUITS: Record<'S' | 'H' | 'D' | 'C', string> = {
  H: 'M50,90 C20,66 6,48 6,31 C6,17 17,6 30,6 C39,6 46,11 50,19 C54,11 61,6 70,6 C83,6 94,17 94,31 C94,48 80,66 50,90 Z',
  S: 'M50,4 C70,28 94,43 94,61 C94,75 83,83 72,83 C63,83 56,79 53,73 C54,83 58,91 64,96 L36,96 C42,91 46,83 47,73 C44,79 37,83 28,83 C17,83 6,75 6,61 C6,43 30,28 50,4 Z',
  D: 'M50,3 L88,50 L50,97 L12,50 Z',
  C: 'M50,8 C61,8 69,17 69,28 C69,34 66,39 62,43 C66,41 70,40 74,40 C85,40 94,49 94,60 C94,71 85,80 74,80 C66,80 59,75 56,68 C57,80 60,89 66,96 L34,96 C40,89 43,80 44,68 C41,75 34,80 26,80 C15,80 6,71 6,60 C6,49 15,40 26,40 C30,40 34,41 38,43 C34,39 31,34 31,28 C31,17 39,8 50,8 Z',
};

function coin(cx: number, cy: number, r: number, tilt = 0): string {
  return (
    `<g transform="translate(${n2(cx)} ${n2(cy)}) rotate(${tilt}) scale(1 ${tilt ? 0.86 : 1})">` +
    `<circle r="${n2(r)}" cy="${n2(r * 0.1)}" fill="${GOLD.deep}"/>` +
    `<circle r="${n2(r)}" fill="url(#${G})" stroke="${GOLD.deep}" stroke-width="${n2(r * 0.05)}"/>` +
    `<circle r="${n2(r * 0.76)}" fill="none" stroke="${GOLD.lo}" stroke-width="${n2(r * 0.07)}"/>` +
    `<path d="${starPath(0, 0, r * 0.46, r * 0.2)}" fill="${GOLD.lo}" opacity="0.9"/>` +
    `<ellipse cx="${n2(-r * 0.35)}" cy="${n2(-r * 0.42)}" rx="${n2(r * 0.28)}" ry="${n2(r * 0.12)}" fill="#fff" opacity="0.55" transform="rotate(-35 ${n2(-r * 0.35)} ${n2(-r * 0.42)})"/></g>`
  );
}

function coinStack(x: number, y: number, count: number, r: number): string {
  let s = '';
  const h = r * 0.26;
  for (let i = 0; i < count; i++) {
    const yi = y - i * h;
    s +=
      `<rect x="${n2(x - r)}" y="${n2(yi - h)}" width="${n2(2 * r)}" height="${n2(h)}" fill="${i % 2 ? GOLD.lo : '#a86a12'}"/>` +
      `<ellipse cx="${n2(x)}" cy="${n2(yi)}" rx="${n2(r)}" ry="${n2(r * 0.32)}" fill="${GOLD.lo}"/>` +
      `<ellipse cx="${n2(x)}" cy="${n2(yi - h)}" rx="${n2(r)}" ry="${n2(r * 0.32)}" fill="url(#${G})" stroke="${GOLD.deep}" stroke-width="1.5"/>`;
  }
  s += `<ellipse cx="${n2(x)}" cy="${n2(y - count * h)}" rx="${n2(r * 0.62)}" ry="${n2(r * 0.2)}" fill="none" stroke="${GOLD.lo}" stroke-width="2"/>`;
  return s;
}

function chipStack(x: number, y: number, count: number, r: number, color: string): string {
  let s = '';
  const h = r * 0.2;
  for (let i = 0; i < count; i++) {
    const yi = y - i * h;
    s +=
      `<rect x="${n2(x - r)}" y="${n2(yi - h)}" width="${n2(2 * r)}" height="${n2(h)}" fill="${darken(color, 0.25)}"/>` +
      `<rect x="${n2(x - r)}" y="${n2(yi - h)}" width="${n2(2 * r)}" height="${n2(h)}" fill="none" stroke="#fff" stroke-width="${n2(h * 0.9)}" stroke-dasharray="${n2(r * 0.22)} ${n2(r * 0.3)}" opacity="0.85"/>` +
      `<ellipse cx="${n2(x)}" cy="${n2(yi)}" rx="${n2(r)}" ry="${n2(r * 0.34)}" fill="${darken(color, 0.35)}"/>`;
  }
  const yt = y - count * h;
  s +=
    `<ellipse cx="${n2(x)}" cy="${n2(yt)}" rx="${n2(r)}" ry="${n2(r * 0.34)}" fill="${color}"/>` +
    `<ellipse cx="${n2(x)}" cy="${n2(yt)}" rx="${n2(r * 0.93)}" ry="${n2(r * 0.3)}" fill="none" stroke="#fff" stroke-width="${n2(r * 0.12)}" stroke-dasharray="${n2(r * 0.28)} ${n2(r * 0.34)}"/>` +
    `<ellipse cx="${n2(x)}" cy="${n2(yt)}" rx="${n2(r * 0.55)}" ry="${n2(r * 0.18)}" fill="${lighten(color, 0.15)}" stroke="#fff" stroke-width="1.5" opacity="0.95"/>`;
  return s;
}

function card(x: number, y: number, w: number, rank: string, suit: keyof typeof SUITS, rot: number): string {
  const h = w * 1.4;
  const red = suit === 'H' || suit === 'D';
  const ink = red ? '#c8102e' : '#15151f';
  const s = w / 100;
  return (
    `<g transform="translate(${n2(x)} ${n2(y)}) rotate(${rot})" filter="url(#shadow)">` +
    `<rect x="${n2(-w / 2)}" y="${n2(-h / 2)}" width="${n2(w)}" height="${n2(h)}" rx="${n2(w * 0.08)}" fill="#fffdf8" stroke="#d9d4c7" stroke-width="1.5"/>` +
    text(rank, { x: -w / 2 + w * 0.1, y: -h / 2 + w * 0.27, size: w * 0.24, fill: ink, weight: 800 }) +
    `<path d="${SUITS[suit]}" fill="${ink}" transform="translate(${n2(-w / 2 + w * 0.1)} ${n2(-h / 2 + w * 0.33)}) scale(${n2(s * 0.16)})"/>` +
    `<path d="${SUITS[suit]}" fill="${ink}" transform="translate(${n2(-w * 0.27)} ${n2(-w * 0.22)}) scale(${n2(s * 0.54)})"/>` +
    `<g transform="rotate(180)">` +
    text(rank, { x: -w / 2 + w * 0.1, y: -h / 2 + w * 0.27, size: w * 0.24, fill: ink, weight: 800 }) +
    `<path d="${SUITS[suit]}" fill="${ink}" transform="translate(${n2(-w / 2 + w * 0.1)} ${n2(-h / 2 + w * 0.33)}) scale(${n2(s * 0.16)})"/></g>` +
    `</g>`
  );
}

function giftBox(x: number, y: number, s: number, box: string, ribbon: string): string {
  const w = s;
  const h = s * 0.72;
  return (
    `<g filter="url(#shadow)">` +
    `<rect x="${n2(x - w / 2)}" y="${n2(y - h * 0.3)}" width="${n2(w)}" height="${n2(h)}" rx="${n2(s * 0.03)}" fill="${box}"/>` +
    `<rect x="${n2(x - w / 2)}" y="${n2(y - h * 0.3)}" width="${n2(w * 0.5)}" height="${n2(h)}" fill="#000" opacity="0.12"/>` +
    `<rect x="${n2(x - w * 0.56)}" y="${n2(y - h * 0.56)}" width="${n2(w * 1.12)}" height="${n2(h * 0.28)}" rx="${n2(s * 0.03)}" fill="${lighten(box, 0.12)}"/>` +
    `<rect x="${n2(x - w * 0.08)}" y="${n2(y - h * 0.56)}" width="${n2(w * 0.16)}" height="${n2(h * 1.26)}" fill="url(#${G})"/>` +
    `<path d="M${n2(x)},${n2(y - h * 0.56)} C${n2(x - s * 0.45)},${n2(y - h * 1.35)} ${n2(x - s * 0.6)},${n2(y - h * 0.62)} ${n2(x)},${n2(y - h * 0.56)} Z" fill="${ribbon}" stroke="${darken(ribbon, 0.3)}" stroke-width="2"/>` +
    `<path d="M${n2(x)},${n2(y - h * 0.56)} C${n2(x + s * 0.45)},${n2(y - h * 1.35)} ${n2(x + s * 0.6)},${n2(y - h * 0.62)} ${n2(x)},${n2(y - h * 0.56)} Z" fill="${ribbon}" stroke="${darken(ribbon, 0.3)}" stroke-width="2"/>` +
    `<circle cx="${n2(x)}" cy="${n2(y - h * 0.58)}" r="${n2(s * 0.07)}" fill="${darken(ribbon, 0.1)}"/></g>`
  );
}

function ball(cx: number, cy: number, r: number, num: string, color: string, id: string): string {
  return (
    `<defs><radialGradient id="${id}" cx="0.35" cy="0.3" r="0.75"><stop offset="0" stop-color="${lighten(color, 0.6)}"/><stop offset="0.5" stop-color="${color}"/><stop offset="1" stop-color="${darken(color, 0.45)}"/></radialGradient></defs>` +
    `<circle cx="${n2(cx)}" cy="${n2(cy)}" r="${n2(r)}" fill="url(#${id})"/>` +
    `<circle cx="${n2(cx)}" cy="${n2(cy)}" r="${n2(r * 0.52)}" fill="#fff"/>` +
    text(num, { x: cx, y: cy + r * 0.2, size: r * 0.56, fill: '#1b1b1b', weight: 900, anchor: 'middle' }) +
    `<ellipse cx="${n2(cx - r * 0.38)}" cy="${n2(cy - r * 0.5)}" rx="${n2(r * 0.25)}" ry="${n2(r * 0.13)}" fill="#fff" opacity="0.6" transform="rotate(-30 ${n2(cx - r * 0.38)} ${n2(cy - r * 0.5)})"/>`
  );
}

function slotMachine(cx: number, cy: number, pal: Palette): string {
  const x = cx - 200;
  const y = cy - 150;
  const reel = (i: number) => {
    const rx = x + 40 + i * 110;
    return (
      `<rect x="${rx}" y="${y + 50}" width="100" height="170" rx="8" fill="url(#reel)"/>` +
      text('7', {
        x: rx + 50,
        y: y + 165,
        size: 92,
        fill: '#d6142f',
        weight: 900,
        anchor: 'middle',
        family: SERIF,
        extra: `stroke="${GOLD.deep}" stroke-width="2"`,
      }) +
      (i === 1
        ? `<g opacity="0.55">${text('BAR', { x: rx + 50, y: y + 72, size: 24, fill: '#222', weight: 900, anchor: 'middle' })}</g>`
        : `<g opacity="0.5"><circle cx="${rx + 40}" cy="${y + 66}" r="9" fill="#d6142f"/><circle cx="${rx + 60}" cy="${y + 70}" r="9" fill="#d6142f"/><path d="M${rx + 40},${y + 58} Q${rx + 52},${y + 40} ${rx + 66},${y + 50}" stroke="#2f8f2f" stroke-width="3" fill="none"/></g>`) +
      `<g opacity="0.5">${text('BAR', { x: rx + 50, y: y + 214, size: 24, fill: '#222', weight: 900, anchor: 'middle' })}</g>`
    );
  };
  let lights = '';
  for (let i = 0; i < 11; i++) lights += `<circle cx="${x + 30 + i * 34}" cy="${y - 62}" r="6" fill="${i % 2 ? '#fff6c8' : '#ffd23f'}"/>`;
  return (
    `<defs><linearGradient id="reel" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9a9a9a"/><stop offset="0.25" stop-color="#ffffff"/><stop offset="0.75" stop-color="#ffffff"/><stop offset="1" stop-color="#9a9a9a"/></linearGradient>` +
    `<linearGradient id="cab" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${lighten(pal.primary, 0.2)}"/><stop offset="1" stop-color="${darken(pal.primary, 0.45)}"/></linearGradient></defs>` +
    `<g filter="url(#shadow)">` +
    `<rect x="${x - 20}" y="${y - 100}" width="440" height="80" rx="36" fill="url(#${G})" stroke="${GOLD.deep}" stroke-width="3"/>` +
    lights +
    text('JACKPOT', { x: cx, y: y - 38, size: 34, fill: '#7a0f1c', weight: 900, anchor: 'middle', ls: 0.12, pin: true }) +
    `<rect x="${x}" y="${y - 20}" width="400" height="380" rx="34" fill="url(#cab)" stroke="url(#${G})" stroke-width="6"/>` +
    `<rect x="${x + 28}" y="${y + 38}" width="344" height="194" rx="14" fill="#141018" stroke="url(#${G})" stroke-width="4"/>` +
    reel(0) +
    reel(1) +
    reel(2) +
    `<path d="M${x + 24},${y + 135} L${x + 376},${y + 135}" stroke="#ff3355" stroke-width="4" opacity="0.85"/>` +
    `<rect x="${x + 60}" y="${y + 262}" width="280" height="56" rx="14" fill="${darken(pal.primary, 0.6)}" stroke="url(#${G})" stroke-width="3"/>` +
    `<rect x="${x + 412}" y="${y + 60}" width="16" height="120" rx="8" fill="#8b8b8b"/>` +
    `<path d="M${x + 420},${y + 80} L${x + 452},${y - 30}" stroke="#bdbdbd" stroke-width="10" stroke-linecap="round"/>` +
    `<circle cx="${x + 454}" cy="${y - 38}" r="22" fill="#e0283f" stroke="#8a0f1e" stroke-width="3"/><circle cx="${x + 447}" cy="${y - 45}" r="6" fill="#fff" opacity="0.6"/>` +
    `</g>` +
    coin(x + 110, y + 300, 22, -12) +
    coin(x + 200, y + 310, 24, 8) +
    coin(x + 290, y + 298, 22, 20)
  );
}

function rouletteWheel(cx: number, cy: number, R: number): string {
  let wedges = '';
  const N = 37;
  const r1 = R * 0.6;
  const r2 = R * 0.84;
  for (let i = 0; i < N; i++) {
    const a1 = (i / N) * Math.PI * 2;
    const a2 = ((i + 1) / N) * Math.PI * 2;
    const p = (a: number, r: number) => `${n2(cx + r * Math.cos(a))},${n2(cy + r * Math.sin(a))}`;
    const color = i === 0 ? '#0f8a3c' : i % 2 ? '#c8102e' : '#141414';
    wedges += `<path d="M${p(a1, r1)} L${p(a1, r2)} A${r2},${r2} 0 0 1 ${p(a2, r2)} L${p(a2, r1)} A${r1},${r1} 0 0 0 ${p(a1, r1)} Z" fill="${color}" stroke="${GOLD.mid}" stroke-width="1.2"/>`;
  }
  let spokes = '';
  for (let i = 0; i < 4; i++)
    spokes += `<rect x="${n2(cx - 6)}" y="${n2(cy - R * 0.42)}" width="12" height="${n2(R * 0.84)}" rx="6" fill="url(#${G})" transform="rotate(${i * 45} ${cx} ${cy})"/>`;
  return (
    `<defs><radialGradient id="wood" cx="0.5" cy="0.5" r="0.5"><stop offset="0.7" stop-color="#5a2d12"/><stop offset="1" stop-color="#2a1206"/></radialGradient>` +
    `<radialGradient id="cone" cx="0.45" cy="0.4" r="0.6"><stop offset="0" stop-color="#a0622c"/><stop offset="1" stop-color="#3d1c08"/></radialGradient></defs>` +
    `<ellipse cx="${cx}" cy="${n2(cy + R * 0.62)}" rx="${n2(R * 1.05)}" ry="${n2(R * 0.2)}" fill="#000" opacity="0.35"/>` +
    `<g transform="translate(${cx} ${cy}) scale(1 0.62) translate(${-cx} ${-cy})">` +
    `<circle cx="${cx}" cy="${cy}" r="${n2(R * 1.02)}" fill="url(#wood)" stroke="url(#${G})" stroke-width="8"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${n2(r2 + 6)}" fill="#1a0c04"/>` +
    wedges +
    `<circle cx="${cx}" cy="${cy}" r="${n2(r1)}" fill="url(#cone)" stroke="url(#${G})" stroke-width="4"/>` +
    spokes +
    `<circle cx="${cx}" cy="${cy}" r="${n2(R * 0.12)}" fill="url(#${G})" stroke="${GOLD.deep}" stroke-width="2"/>` +
    `<circle cx="${n2(cx + r2 * 0.93 * Math.cos(-0.9))}" cy="${n2(cy + r2 * 0.93 * Math.sin(-0.9))}" r="${n2(R * 0.05)}" fill="#fff"/>` +
    `</g>`
  );
}

function fishShape(cx: number, cy: number, s: number, c: string, id: string, flip = false): string {
  return (
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lighten(c, 0.45)}"/><stop offset="0.6" stop-color="${c}"/><stop offset="1" stop-color="${darken(c, 0.4)}"/></linearGradient></defs>` +
    `<g transform="translate(${n2(cx)} ${n2(cy)}) scale(${flip ? -s : s} ${s})">` +
    `<path d="M-10,-34 C0,-66 30,-60 34,-30 Z" fill="${darken(c, 0.2)}"/>` +
    `<path d="M56,-4 L92,-36 C84,-12 84,12 92,36 L56,4 Z" fill="${darken(c, 0.15)}" stroke="${darken(c, 0.45)}" stroke-width="1.5"/>` +
    `<path d="M-66,0 C-46,-40 30,-46 62,-4 C64,0 64,0 62,4 C30,46 -46,40 -66,0 Z" fill="url(#${id})" stroke="${darken(c, 0.45)}" stroke-width="2"/>` +
    `<path d="M-30,-26 Q-20,0 -30,26" fill="none" stroke="${darken(c, 0.35)}" stroke-width="2.5"/>` +
    `<path d="M-8,-16 q8,8 0,16 M8,-20 q8,10 0,20 M24,-16 q8,8 0,16 M-8,4 q8,8 0,16 M8,6 q8,8 0,16" fill="none" stroke="${lighten(c, 0.5)}" stroke-width="2" opacity="0.7"/>` +
    `<path d="M0,18 C6,34 22,36 26,26 Z" fill="${darken(c, 0.15)}"/>` +
    `<circle cx="-44" cy="-8" r="9" fill="#fff"/><circle cx="-46" cy="-8" r="4.5" fill="#111"/><circle cx="-48" cy="-10" r="1.6" fill="#fff"/>` +
    `</g>`
  );
}

function soccerBall(cx: number, cy: number, R: number): string {
  const pent = (x: number, y: number, r: number, rot: number) => {
    const pts: string[] = [];
    for (let i = 0; i < 5; i++) {
      const a = ((rot + i * 72 - 90) * Math.PI) / 180;
      pts.push(`${n2(x + r * Math.cos(a))},${n2(y + r * Math.sin(a))}`);
    }
    return `<polygon points="${pts.join(' ')}" fill="#1d1d24"/>`;
  };
  let outer = '';
  let seams = '';
  for (let i = 0; i < 5; i++) {
    const a = ((i * 72 - 90) * Math.PI) / 180;
    const px = cx + R * 0.3 * Math.cos(a);
    const py = cy + R * 0.3 * Math.sin(a);
    const ox = cx + R * 0.86 * Math.cos(a + Math.PI / 5);
    const oy = cy + R * 0.86 * Math.sin(a + Math.PI / 5);
    outer += pent(ox, oy, R * 0.3, i * 72 + 36);
    seams += `<path d="M${n2(px)},${n2(py)} L${n2(cx + R * 0.62 * Math.cos(a))},${n2(cy + R * 0.62 * Math.sin(a))}" stroke="#1d1d24" stroke-width="${n2(R * 0.035)}"/>`;
  }
  return (
    `<defs><clipPath id="ballclip"><circle cx="${cx}" cy="${cy}" r="${R}"/></clipPath>` +
    `<radialGradient id="ballshade" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="0.7" stop-color="#000" stop-opacity="0.12"/><stop offset="1" stop-color="#000" stop-opacity="0.5"/></radialGradient></defs>` +
    `<g filter="url(#shadow)"><circle cx="${cx}" cy="${cy}" r="${R}" fill="#f7f7f7"/>` +
    `<g clip-path="url(#ballclip)">${pent(cx, cy, R * 0.3, 0)}${outer}${seams}</g>` +
    `<circle cx="${cx}" cy="${cy}" r="${R}" fill="url(#ballshade)"/>` +
    `<ellipse cx="${n2(cx - R * 0.4)}" cy="${n2(cy - R * 0.45)}" rx="${n2(R * 0.22)}" ry="${n2(R * 0.1)}" fill="#fff" opacity="0.8" transform="rotate(-35 ${n2(cx - R * 0.4)} ${n2(cy - R * 0.45)})"/></g>`
  );
}

function gamepad(cx: number, cy: number, s: number, neon: string): string {
  return (
    `<g transform="translate(${cx} ${cy}) scale(${s})">` +
    `<path d="M-150,-50 C-150,-80 -120,-90 -90,-90 L90,-90 C120,-90 150,-80 150,-50 L178,64 C186,104 150,122 124,96 L88,56 L-88,56 L-124,96 C-150,122 -186,104 -178,64 Z" fill="url(#padbody)" stroke="${neon}" stroke-width="4" filter="url(#glow)"/>` +
    `<rect x="-112" y="-38" width="24" height="72" rx="5" fill="#2b2b36"/><rect x="-136" y="-14" width="72" height="24" rx="5" fill="#2b2b36"/>` +
    `<circle cx="96" cy="-34" r="13" fill="#ffc857"/><circle cx="124" cy="-8" r="13" fill="#ff4d6d"/><circle cx="96" cy="18" r="13" fill="#3ddc97"/><circle cx="68" cy="-8" r="13" fill="#4ea8ff"/>` +
    `<circle cx="-44" cy="30" r="22" fill="#1b1b24" stroke="#3a3a48" stroke-width="4"/><circle cx="44" cy="30" r="22" fill="#1b1b24" stroke="#3a3a48" stroke-width="4"/>` +
    `<rect x="-22" y="-46" width="44" height="12" rx="6" fill="${neon}" opacity="0.9"/>` +
    `</g>`
  );
}

/** A fighting rooster facing right, in a 200×200 box. */
function rooster(x: number, y: number, s: number, flip: boolean, body: string, tail: string): string {
  return (
    `<g transform="translate(${n2(x)} ${n2(y)}) scale(${flip ? -s : s} ${s}) translate(-100 -110)">` +
    `<path d="M80,112 C48,102 26,66 38,24 C46,58 62,80 86,96 Z" fill="${tail}"/>` +
    `<path d="M82,110 C50,114 18,94 8,54 C32,82 56,94 88,100 Z" fill="${darken(tail, 0.25)}"/>` +
    `<path d="M86,124 C56,132 22,122 4,96 C30,110 58,114 90,110 Z" fill="${tail}"/>` +
    `<path d="M84,134 C60,150 30,150 14,136 C40,140 62,134 86,124 Z" fill="${darken(tail, 0.35)}"/>` +
    `<path d="M84,96 C96,78 126,78 140,92 C150,102 152,120 146,136 C138,156 112,166 92,158 C76,152 70,134 74,118 C76,108 80,100 84,96 Z" fill="${body}"/>` +
    `<path d="M126,94 C124,74 130,58 142,48 C152,40 168,42 172,54 C175,64 170,72 163,76 C158,88 156,100 150,112 C142,106 132,100 126,94 Z" fill="${lighten(body, 0.18)}"/>` +
    `<path d="M130,96 C136,88 142,86 150,90 M128,104 C136,96 144,96 150,100 M132,112 C138,106 144,106 148,110" stroke="${GOLD.mid}" stroke-width="2.5" fill="none" opacity="0.8"/>` +
    `<path d="M144,46 C140,35 146,29 151,37 C152,27 160,26 161,36 C164,28 173,30 169,42 C168,46 160,47 144,46 Z" fill="#e11d2e"/>` +
    `<path d="M171,51 L188,57 L171,63 Z" fill="${GOLD.mid}" stroke="${GOLD.deep}" stroke-width="1"/>` +
    `<path d="M165,64 C170,77 161,81 157,73 C157,69 160,66 165,64 Z" fill="#e11d2e"/>` +
    `<circle cx="159" cy="52" r="3.4" fill="#fff"/><circle cx="160" cy="52" r="1.8" fill="#111"/>` +
    `<path d="M92,114 C108,100 134,104 142,120 C132,128 114,138 96,136 C104,128 100,120 92,114 Z" fill="${darken(body, 0.3)}"/>` +
    `<path d="M98,122 C112,114 126,116 134,122" stroke="${lighten(body, 0.3)}" stroke-width="2" fill="none"/>` +
    `<path d="M104,158 L100,186 M122,158 L128,186" stroke="${GOLD.mid}" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M86,190 L100,186 L112,192 M116,190 L128,186 L142,190 M101,176 L93,172 M127,176 L135,171" stroke="${GOLD.mid}" stroke-width="4" stroke-linecap="round" fill="none"/>` +
    `</g>`
  );
}

function phone(cx: number, cy: number, pal: Palette, t: TenantConfig): string {
  const w = 230;
  const h = 430;
  const x = cx - w / 2;
  const y = cy - h / 2;
  const e = emblem(emblemKind(t), pal, 'ph');
  let tiles = '';
  const colors = [pal.secondary, pal.accent, lighten(pal.primary, 0.3), '#3ddc97', '#ff8a5b', '#4ea8ff'];
  for (let i = 0; i < 6; i++) {
    const tx = x + 34 + (i % 3) * 58;
    const ty = y + 250 + Math.floor(i / 3) * 58;
    tiles += `<rect x="${tx}" y="${ty}" width="46" height="46" rx="11" fill="${colors[i]}" opacity="0.92"/>`;
  }
  return (
    `<defs>${e.defs}<linearGradient id="screen" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${pal.primary}"/><stop offset="1" stop-color="${pal.night}"/></linearGradient></defs>` +
    `<g filter="url(#shadow)" transform="rotate(-8 ${cx} ${cy})">` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="36" fill="#101014" stroke="#5c5c66" stroke-width="3"/>` +
    `<rect x="${x + 12}" y="${y + 14}" width="${w - 24}" height="${h - 28}" rx="26" fill="url(#screen)"/>` +
    `<rect x="${cx - 36}" y="${y + 22}" width="72" height="14" rx="7" fill="#101014"/>` +
    `<g transform="translate(${cx - 60} ${y + 62}) scale(1.2)">${e.body}</g>` +
    tiles +
    `<rect x="${cx - 50}" y="${y + h - 34}" width="100" height="6" rx="3" fill="#fff" opacity="0.6"/>` +
    `</g>` +
    `<g filter="url(#shadow)"><circle cx="${cx + 130}" cy="${cy + 120}" r="54" fill="url(#${G})" stroke="${GOLD.deep}" stroke-width="3"/>` +
    `<path d="M${cx + 130},${cy + 88} L${cx + 130},${cy + 140} M${cx + 110},${cy + 120} L${cx + 130},${cy + 142} L${cx + 150},${cy + 120} M${cx + 106},${cy + 150} L${cx + 154},${cy + 150}" stroke="#5a3204" stroke-width="9" stroke-linecap="round" stroke-linejoin="round" fill="none"/></g>`
  );
}

function shieldLock(cx: number, cy: number, pal: Palette): string {
  return (
    `<defs><linearGradient id="shield" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${lighten(pal.secondary, 0.25)}"/><stop offset="1" stop-color="${darken(pal.primary, 0.2)}"/></linearGradient></defs>` +
    `<g transform="translate(${cx} ${cy})" filter="url(#shadow)">` +
    `<path d="M0,-170 L140,-122 C140,4 92,112 0,170 C-92,112 -140,4 -140,-122 Z" fill="url(#shield)" stroke="url(#${G})" stroke-width="8" stroke-linejoin="round"/>` +
    `<path d="M0,-142 L114,-104 C114,-4 76,88 0,138 C-76,88 -114,-4 -114,-104 Z" fill="none" stroke="#fff" stroke-width="2.5" opacity="0.35"/>` +
    `<path d="M-38,-14 L-38,-44 C-38,-96 38,-96 38,-44 L38,-14" fill="none" stroke="#e8e8ee" stroke-width="16" stroke-linecap="round"/>` +
    `<rect x="-62" y="-20" width="124" height="100" rx="14" fill="url(#${G})" stroke="${GOLD.deep}" stroke-width="3"/>` +
    `<circle cx="0" cy="20" r="13" fill="${GOLD.deep}"/><path d="M-6,24 L6,24 L9,54 L-9,54 Z" fill="${GOLD.deep}"/>` +
    `</g>` +
    `<g transform="translate(${cx + 150} ${cy + 110}) rotate(-35)" filter="url(#shadow)"><circle r="30" fill="none" stroke="url(#${G})" stroke-width="14"/>` +
    `<path d="M28,0 L120,0 M92,0 L92,22 M110,0 L110,18" stroke="url(#${G})" stroke-width="14" stroke-linecap="round"/></g>`
  );
}

function headset(cx: number, cy: number, pal: Palette): string {
  const bubble = (x: number, y: number, w: number, h: number, fill: string, flip: boolean) =>
    `<path d="M${x},${y} h${w} a18,18 0 0 1 18,18 v${h - 36} a18,18 0 0 1 -18,18 h${flip ? -(w - 40) : -20} l${flip ? -14 : -14},22 l${flip ? -2 : 0},-22 h${flip ? -24 : -(w - 34)} a18,18 0 0 1 -18,-18 v${-(h - 36)} a18,18 0 0 1 18,-18 Z" fill="${fill}"/>`;
  return (
    `<g filter="url(#shadow)">` +
    `<path d="M${cx - 120},${cy + 10} C${cx - 120},${cy - 150} ${cx + 120},${cy - 150} ${cx + 120},${cy + 10}" fill="none" stroke="#23232d" stroke-width="26" stroke-linecap="round"/>` +
    `<rect x="${cx - 160}" y="${cy - 20}" width="72" height="120" rx="30" fill="url(#${G})" stroke="${GOLD.deep}" stroke-width="3"/>` +
    `<rect x="${cx + 88}" y="${cy - 20}" width="72" height="120" rx="30" fill="url(#${G})" stroke="${GOLD.deep}" stroke-width="3"/>` +
    `<path d="M${cx - 124},${cy + 96} C${cx - 120},${cy + 170} ${cx - 40},${cy + 176} ${cx - 8},${cy + 170}" fill="none" stroke="#23232d" stroke-width="10" stroke-linecap="round"/>` +
    `<rect x="${cx - 26}" y="${cy + 156}" width="40" height="28" rx="14" fill="#23232d"/>` +
    `</g>` +
    `<g filter="url(#shadow)">${bubble(cx + 150, cy - 190, 170, 96, '#ffffff', false)}` +
    `<circle cx="${cx + 205}" cy="${cy - 142}" r="9" fill="${pal.primary}"/><circle cx="${cx + 238}" cy="${cy - 142}" r="9" fill="${pal.primary}"/><circle cx="${cx + 271}" cy="${cy - 142}" r="9" fill="${pal.primary}"/></g>` +
    `<g filter="url(#shadow)">${bubble(cx - 330, cy - 150, 130, 96, pal.secondary, true)}` +
    text('?', { x: cx - 247, y: cy - 82, size: 64, fill: '#fff', weight: 900, anchor: 'middle' }) +
    `</g>` +
    `<g transform="translate(${cx} ${cy + 44})"><circle r="58" fill="${pal.primary}" stroke="#fff" stroke-width="5"/>` +
    text('24/7', { x: 0, y: 12, size: 34, fill: '#fff', weight: 900, anchor: 'middle', pin: true }) +
    `</g>`
  );
}

function person(cx: number, cy: number, s: number, c: string): string {
  return (
    `<g transform="translate(${cx} ${cy}) scale(${s})" filter="url(#shadow)"><circle cx="0" cy="-58" r="42" fill="${lighten(c, 0.15)}"/>` +
    `<path d="M-84,84 C-84,10 -46,-8 0,-8 C46,-8 84,10 84,84 Z" fill="${c}"/></g>`
  );
}

function bigCrown(cx: number, cy: number, s: number, pal: Palette): string {
  return (
    `<g transform="translate(${cx} ${cy}) scale(${s}) translate(-50 -50)" filter="url(#shadow)">` +
    `<path d="M25,67 L20.5,38 L36,52 L50,29 L64,52 L79.5,38 L75,67 Z" fill="url(#${G})" stroke="${GOLD.deep}" stroke-width="0.8" stroke-linejoin="round"/>` +
    `<rect x="23.5" y="65" width="53" height="10" rx="2.5" fill="url(#${G})" stroke="${GOLD.deep}" stroke-width="0.8"/>` +
    `<circle cx="20.5" cy="35.5" r="4" fill="${GOLD.hi}" stroke="${GOLD.deep}" stroke-width="0.6"/><circle cx="50" cy="26.5" r="4.6" fill="${GOLD.hi}" stroke="${GOLD.deep}" stroke-width="0.6"/><circle cx="79.5" cy="35.5" r="4" fill="${GOLD.hi}" stroke="${GOLD.deep}" stroke-width="0.6"/>` +
    `<ellipse cx="50" cy="55" rx="4.5" ry="6" fill="${lighten(pal.secondary, 0.15)}" stroke="${GOLD.deep}" stroke-width="0.6"/>` +
    `<circle cx="35" cy="70" r="2.2" fill="#e11d48"/><circle cx="50" cy="70" r="2.6" fill="${lighten(pal.primary, 0.3)}"/><circle cx="65" cy="70" r="2.2" fill="#e11d48"/>` +
    `</g>`
  );
}

function gem(cx: number, cy: number, s: number, c: string): string {
  return (
    `<g transform="translate(${cx} ${cy}) scale(${s}) translate(-50 -50)" filter="url(#shadow)">` +
    `<polygon points="20,38 33,22 67,22 80,38 50,84" fill="${c}" stroke="${darken(c, 0.5)}" stroke-width="1"/>` +
    `<polygon points="33,22 42,38 20,38" fill="${lighten(c, 0.3)}"/><polygon points="33,22 67,22 58,38 42,38" fill="${lighten(c, 0.6)}"/><polygon points="67,22 80,38 58,38" fill="${lighten(c, 0.3)}"/>` +
    `<polygon points="42,38 58,38 50,84" fill="${lighten(c, 0.25)}"/><polygon points="58,38 80,38 50,84" fill="${darken(c, 0.3)}"/></g>`
  );
}

function percentBadge(cx: number, cy: number, label: string, pal: Palette): string {
  return (
    `<g filter="url(#shadow)"><circle cx="${cx}" cy="${cy}" r="150" fill="url(#${G})" stroke="${GOLD.deep}" stroke-width="5"/>` +
    `<circle cx="${cx}" cy="${cy}" r="126" fill="${pal.primary}" stroke="${GOLD.hi}" stroke-width="3"/>` +
    `<path d="${starPath(cx, cy, 126, 112, 24, 0)}" fill="none" stroke="${GOLD.hi}" stroke-width="1.5" opacity="0.5"/>` +
    text(label, {
      x: cx,
      y: cy + 38,
      size: 112,
      fill: '#fff',
      weight: 900,
      anchor: 'middle',
      pin: true,
      extra: `stroke="${darken(pal.primary, 0.5)}" stroke-width="3"`,
    }) +
    `</g>`
  );
}

function shoppingBag(cx: number, cy: number, c: string): string {
  return (
    `<g filter="url(#shadow)"><path d="M${cx - 60},${cy - 70} C${cx - 60},${cy - 150} ${cx + 60},${cy - 150} ${cx + 60},${cy - 70}" fill="none" stroke="${darken(c, 0.3)}" stroke-width="14" stroke-linecap="round"/>` +
    `<path d="M${cx - 120},${cy - 80} L${cx + 120},${cy - 80} L${cx + 140},${cy + 130} L${cx - 140},${cy + 130} Z" fill="${c}"/>` +
    `<path d="M${cx - 120},${cy - 80} L${cx},${cy - 80} L${cx},${cy + 130} L${cx - 140},${cy + 130} Z" fill="#000" opacity="0.1"/>` +
    `<circle cx="${cx - 60}" cy="${cy - 50}" r="8" fill="${darken(c, 0.4)}"/><circle cx="${cx + 60}" cy="${cy - 50}" r="8" fill="${darken(c, 0.4)}"/></g>`
  );
}

// ───────────────────────────── banners ─────────────────────────────

type Mood = 'brand' | 'night' | 'alt';
const MOODS: Record<Variant, Mood> = {
  welcome: 'brand',
  jackpot: 'night',
  live: 'night',
  roulette: 'night',
  app: 'brand',
  vip: 'night',
  slots: 'brand',
  fish: 'alt',
  cards: 'night',
  sports: 'alt',
  parlay: 'alt',
  esports: 'night',
  lottery: 'brand',
  vnlotto: 'alt',
  sabong: 'night',
  derby: 'night',
  reload: 'brand',
  cashback: 'alt',
  shop: 'brand',
  help: 'alt',
  register: 'brand',
  secure: 'alt',
  referral: 'brand',
};

function subject(v: Variant, pal: Palette, t: TenantConfig, r: () => number): string {
  const cx = 1440;
  const cy = 250;
  switch (v) {
    case 'welcome':
      return (
        giftBox(cx - 40, cy + 70, 250, pal.primary, lighten(pal.secondary, 0.1)) +
        coinStack(cx + 200, cy + 190, 7, 56) +
        coinStack(cx + 300, cy + 200, 4, 46) +
        coin(cx - 250, cy + 110, 50, -18) +
        coin(cx + 170, cy - 150, 38, 24) +
        coin(cx - 190, cy - 120, 28, 10) +
        coin(cx + 330, cy - 40, 30, -30) +
        `<g transform="translate(${cx - 230} ${cy - 40}) rotate(-14)" filter="url(#shadow)"><rect x="-86" y="-40" width="172" height="80" rx="40" fill="#e11d48" stroke="#fff" stroke-width="4"/>` +
        text('100%', { x: 0, y: 18, size: 50, fill: '#fff', weight: 900, anchor: 'middle', pin: true }) +
        `</g>`
      );
    case 'jackpot': {
      let digits = '';
      for (let i = 0; i < 3; i++)
        digits +=
          `<rect x="${cx - 195 + i * 130}" y="${cy - 120}" width="120" height="150" rx="14" fill="#1a0d12" stroke="url(#${G})" stroke-width="4"/>` +
          text('7', {
            x: cx - 135 + i * 130,
            y: cy + 4,
            size: 124,
            fill: '#ff2d4a',
            weight: 900,
            anchor: 'middle',
            family: SERIF,
            extra: `stroke="${GOLD.hi}" stroke-width="3"`,
          });
      return (
        `<g filter="url(#shadow)"><rect x="${cx - 230}" y="${cy - 196}" width="460" height="260" rx="32" fill="url(#${G})" stroke="${GOLD.deep}" stroke-width="4"/>` +
        `<rect x="${cx - 214}" y="${cy - 180}" width="428" height="228" rx="24" fill="${darken(pal.primary, 0.35)}"/>` +
        text('JACKPOT', { x: cx, y: cy - 134, size: 40, fill: GOLD.hi, weight: 900, anchor: 'middle', ls: 0.2, pin: true }) +
        digits +
        `</g>` +
        coinStack(cx - 150, cy + 200, 5, 60) +
        coinStack(cx - 20, cy + 215, 7, 62) +
        coinStack(cx + 120, cy + 205, 4, 58) +
        coin(cx + 260, cy + 140, 48, 20) +
        coin(cx - 280, cy + 120, 40, -20) +
        coin(cx + 290, cy - 150, 30, 10) +
        coin(cx - 290, cy - 170, 26, -10)
      );
    }
    case 'slots':
      return (
        `<g transform="translate(${cx} 262) scale(0.9) translate(${-cx} -262)">${slotMachine(cx, 282, pal)}</g>` +
        coin(cx - 300, cy - 120, 34, -15) +
        coin(cx + 320, cy - 160, 28, 20) +
        coin(cx - 320, cy + 160, 44, 10)
      );
    case 'live':
      return (
        `<ellipse cx="${cx}" cy="${cy + 260}" rx="520" ry="170" fill="#0f5a36" stroke="url(#${G})" stroke-width="8"/>` +
        `<ellipse cx="${cx}" cy="${cy + 260}" rx="420" ry="120" fill="none" stroke="#d9f2e2" stroke-width="3" opacity="0.6"/>` +
        text('PLAYER', { x: cx - 150, y: cy + 200, size: 30, fill: '#d9f2e2', weight: 800, anchor: 'middle', ls: 0.2, extra: 'opacity="0.75"' }) +
        text('BANKER', { x: cx + 170, y: cy + 200, size: 30, fill: '#d9f2e2', weight: 800, anchor: 'middle', ls: 0.2, extra: 'opacity="0.75"' }) +
        card(cx - 120, cy - 30, 170, 'A', 'H', -14) +
        card(cx + 60, cy - 50, 170, 'K', 'S', 10) +
        card(cx + 200, cy - 10, 150, '9', 'D', 22) +
        chipStack(cx - 380, cy + 150, 6, 46, '#c8102e') +
        chipStack(cx - 300, cy + 205, 4, 46, '#1d4ed8') +
        chipStack(cx + 380, cy + 170, 7, 46, '#111827')
      );
    case 'roulette':
      return (
        rouletteWheel(cx, cy + 30, 300) +
        chipStack(cx - 330, cy + 210, 5, 48, '#c8102e') +
        chipStack(cx + 340, cy + 200, 6, 48, '#0f8a3c') +
        chipStack(cx + 260, cy + 230, 3, 48, '#1d4ed8')
      );
    case 'app':
      return phone(cx, cy + 10, pal, t) + coin(cx - 230, cy - 120, 36, -20) + coin(cx + 260, cy - 140, 30, 15);
    case 'vip':
      return (
        bigCrown(cx, cy - 50, 4, pal) +
        gem(cx - 260, cy + 100, 1.6, '#3b82f6') +
        gem(cx + 270, cy + 90, 1.9, '#e11d48') +
        gem(cx + 170, cy + 170, 1.1, '#10b981') +
        `<g transform="translate(${cx} ${cy + 140})" filter="url(#shadow)"><path d="M-230,-40 L230,-40 L200,0 L230,40 L-230,40 L-200,0 Z" fill="${pal.primary}" stroke="url(#${G})" stroke-width="5"/>` +
        text('VIP', { x: 0, y: 20, size: 56, fill: GOLD.hi, weight: 900, anchor: 'middle', ls: 0.3, pin: true }) +
        `</g>`
      );
    case 'fish': {
      let bubbles = '';
      for (let i = 0; i < 16; i++)
        bubbles += `<circle cx="${n2(cx - 420 + r() * 840)}" cy="${n2(cy - 200 + r() * 420)}" r="${n2(5 + r() * 16)}" fill="none" stroke="#fff" stroke-width="2" opacity="${n2(0.25 + r() * 0.4)}"/>`;
      return (
        bubbles +
        fishShape(cx + 20, cy + 10, 3.2, '#f7b500', 'fishA') +
        fishShape(cx - 300, cy - 120, 1.1, '#ff6b6b', 'fishB', true) +
        fishShape(cx + 330, cy - 100, 0.9, '#4ecdc4', 'fishC') +
        fishShape(cx - 280, cy + 150, 0.8, '#a78bfa', 'fishD', true) +
        fishShape(cx + 340, cy + 170, 1, '#ff8fab', 'fishE') +
        `<g transform="translate(${cx - 70} ${cy - 10})"><circle r="70" fill="none" stroke="#ff3355" stroke-width="6"/><circle r="8" fill="#ff3355"/>` +
        `<path d="M0,-96 L0,-52 M0,52 L0,96 M-96,0 L-52,0 M52,0 L96,0" stroke="#ff3355" stroke-width="6" stroke-linecap="round"/></g>` +
        `<g transform="translate(${cx + 250} ${cy + 50}) rotate(-8)"><rect x="-70" y="-34" width="140" height="68" rx="34" fill="#ff3355" stroke="#fff" stroke-width="4"/>` +
        text('x1000', { x: 0, y: 13, size: 36, fill: '#fff', weight: 900, anchor: 'middle', pin: true }) +
        `</g>`
      );
    }
    case 'cards':
      return (
        card(cx - 220, cy + 20, 150, '10', 'S', -24) +
        card(cx - 110, cy - 10, 150, 'J', 'S', -12) +
        card(cx, cy - 20, 150, 'Q', 'S', 0) +
        card(cx + 110, cy - 10, 150, 'K', 'S', 12) +
        card(cx + 220, cy + 20, 150, 'A', 'S', 24) +
        chipStack(cx - 330, cy + 220, 5, 48, '#c8102e') +
        chipStack(cx + 330, cy + 220, 6, 48, '#f59e0b') +
        chipStack(cx + 250, cy + 240, 3, 48, '#1d4ed8')
      );
    case 'sports':
    case 'parlay': {
      let lines = '';
      for (let i = -4; i <= 4; i++)
        lines += `<path d="M${cx + i * 60},${cy + 120} L${cx + i * 190},${cy + 240}" stroke="#fff" stroke-width="2" opacity="0.25"/>`;
      const odds = ['1.95', '2.10', '3.40'];
      const tickets =
        v === 'parlay'
          ? odds
              .map(
                (o, i) =>
                  `<g transform="translate(${cx + 250} ${cy - 150 + i * 84})" filter="url(#shadow)"><rect x="-90" y="-32" width="180" height="64" rx="14" fill="#fff"/><rect x="-90" y="-32" width="12" height="64" rx="6" fill="${pal.secondary}"/>` +
                  text(o, { x: 30, y: 14, size: 36, fill: '#111', weight: 900, anchor: 'middle' }) +
                  `</g>`,
              )
              .join('')
          : `<g transform="translate(${cx + 260} ${cy - 120})" filter="url(#shadow)"><rect x="-110" y="-46" width="220" height="92" rx="18" fill="#fff"/>` +
            text('LIVE', { x: -78, y: 14, size: 38, fill: '#e11d48', weight: 900, pin: true }) +
            `<circle cx="62" cy="0" r="12" fill="#e11d48"/><circle cx="62" cy="0" r="22" fill="none" stroke="#e11d48" stroke-width="4" opacity="0.5"/></g>`;
      return (
        `<path d="M${cx - 500},${cy + 240} L${cx - 260},${cy + 120} L${cx + 260},${cy + 120} L${cx + 500},${cy + 240} Z" fill="#1c7c3c" opacity="0.85"/>` +
        lines +
        `<ellipse cx="${cx}" cy="${cy + 180}" rx="120" ry="28" fill="none" stroke="#fff" stroke-width="3" opacity="0.4"/>` +
        `<path d="M${cx - 470},${cy - 30} L${cx - 200},${cy - 10}" stroke="#fff" stroke-width="6" opacity="0.25" stroke-linecap="round"/><path d="M${cx - 440},${cy + 20} L${cx - 200},${cy + 20}" stroke="#fff" stroke-width="10" opacity="0.2" stroke-linecap="round"/>` +
        soccerBall(cx - 40, cy - 10, 150) +
        tickets
      );
    }
    case 'esports': {
      let hexes = '';
      for (let i = 0; i < 7; i++)
        for (let j = 0; j < 4; j++) {
          const hx = cx - 420 + i * 130 + (j % 2) * 65;
          const hy = cy - 170 + j * 112;
          hexes += `<path d="${starPath(hx, hy, 62, 62, 3, 30).replace(/Z$/, '')}Z" fill="none" stroke="${lighten(pal.secondary, 0.3)}" stroke-width="2" opacity="${n2(0.1 + r() * 0.25)}"/>`;
        }
      return (
        `<defs><linearGradient id="padbody" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3a3a4a"/><stop offset="1" stop-color="#121218"/></linearGradient></defs>` +
        hexes +
        gamepad(cx, cy + 20, 1.45, lighten(pal.secondary, 0.2)) +
        `<g transform="translate(${cx + 300} ${cy - 150})" filter="url(#shadow)"><path d="M-40,-50 L40,-50 L34,0 C30,26 -30,26 -34,0 Z" fill="url(#${G})"/><rect x="-8" y="20" width="16" height="30" fill="url(#${G})"/><rect x="-34" y="50" width="68" height="16" rx="4" fill="url(#${G})"/></g>`
      );
    }
    case 'lottery':
    case 'vnlotto': {
      const nums = v === 'vnlotto' ? ['68', '39', '86', '07', '52'] : ['8', '18', '28', '33', '47'];
      const colors = ['#e11d48', '#f59e0b', '#10b981', '#3b82f6', '#8b5cf6'];
      let balls = '';
      nums.forEach((num, i) => {
        const a = Math.PI * (1.1 + i * 0.2);
        balls += ball(cx + Math.cos(a) * 330 + 0, cy + 150 + Math.sin(a) * 170 + 40, 62, num, colors[i], `lb${i}`);
      });
      let inner = '';
      for (let i = 0; i < 14; i++) inner += ball(cx - 120 + r() * 240, cy - 40 + r() * 150, 22, String(1 + Math.floor(r() * 49)), colors[i % 5], `ib${i}`);
      return (
        `<defs><radialGradient id="glass" cx="0.4" cy="0.35" r="0.7"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0.05"/></radialGradient></defs>` +
        `<rect x="${cx - 30}" y="${cy + 130}" width="60" height="60" fill="url(#${G})"/><rect x="${cx - 110}" y="${cy + 180}" width="220" height="36" rx="12" fill="url(#${G})" stroke="${GOLD.deep}" stroke-width="2"/>` +
        `<circle cx="${cx}" cy="${cy}" r="175" fill="${darken(pal.primary, 0.4)}" opacity="0.5"/>` +
        inner +
        `<circle cx="${cx}" cy="${cy}" r="175" fill="url(#glass)" stroke="url(#${G})" stroke-width="8"/>` +
        `<path d="M${cx - 120},${cy - 110} A160,160 0 0 1 ${cx + 20},${cy - 160}" stroke="#fff" stroke-width="10" fill="none" opacity="0.5" stroke-linecap="round"/>` +
        balls
      );
    }
    case 'sabong':
    case 'derby': {
      const ring = `<ellipse cx="${cx}" cy="${cy + 190}" rx="460" ry="70" fill="#6b4423" opacity="0.9"/><ellipse cx="${cx}" cy="${cy + 190}" rx="460" ry="70" fill="none" stroke="url(#${G})" stroke-width="6"/>`;
      const label = (x: number, s: string, c: string) =>
        `<g transform="translate(${x} ${cy + 186})"><rect x="-80" y="-24" width="160" height="48" rx="24" fill="${c}" stroke="#fff" stroke-width="3"/>` +
        text(s, { x: 0, y: 11, size: 28, fill: '#fff', weight: 900, anchor: 'middle', ls: 0.12, pin: true }) +
        `</g>`;
      return (
        `<defs><radialGradient id="spot" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff6d0" stop-opacity="0.45"/><stop offset="1" stop-color="#fff6d0" stop-opacity="0"/></radialGradient></defs>` +
        `<path d="M${cx - 80},-20 L${cx - 420},${cy + 220} L${cx + 420},${cy + 220} L${cx + 80},-20 Z" fill="url(#spot)" opacity="0.6"/>` +
        ring +
        rooster(cx - 230, cy + 40, 1.75, false, '#8c1d12', '#123a2a') +
        rooster(cx + 230, cy + 40, 1.75, true, '#e6e0d0', '#20314f') +
        `<g transform="translate(${cx} ${cy - 20})" filter="url(#shadow)"><circle r="62" fill="url(#${G})" stroke="${GOLD.deep}" stroke-width="4"/>` +
        text('VS', { x: 0, y: 20, size: 58, fill: '#7a0f1c', weight: 900, anchor: 'middle', pin: true }) +
        `</g>` +
        label(cx - 250, 'MERON', '#c8102e') +
        label(cx + 250, 'WALA', '#1d4ed8') +
        (v === 'derby' ? bigCrown(cx, cy - 150, 1.3, pal) : '')
      );
    }
    case 'reload':
      return (
        percentBadge(cx, cy, '10%', pal) +
        coin(cx - 260, cy + 120, 52, -20) +
        coin(cx + 250, cy - 130, 40, 18) +
        coin(cx + 280, cy + 140, 34, 30) +
        coin(cx - 240, cy - 150, 28, 0) +
        coinStack(cx + 150, cy + 220, 3, 44)
      );
    case 'cashback':
      return (
        percentBadge(cx - 60, cy, '15%', pal) +
        `<g filter="url(#shadow)"><path d="M${cx + 150},${cy - 170} A220,220 0 0 1 ${cx + 190},${cy + 120}" fill="none" stroke="url(#${G})" stroke-width="22" stroke-linecap="round"/>` +
        `<path d="M${cx + 150},${cy + 150} L${cx + 190},${cy + 90} L${cx + 230},${cy + 150} Z" fill="${GOLD.mid}" transform="rotate(168 ${cx + 190} ${cy + 120})"/></g>` +
        coinStack(cx + 260, cy + 220, 5, 50) +
        coin(cx - 300, cy + 140, 42, -14)
      );
    case 'shop':
      return (
        shoppingBag(cx - 120, cy + 40, pal.secondary) +
        giftBox(cx + 170, cy + 110, 170, pal.primary, '#e11d48') +
        coin(cx + 230, cy - 130, 46, 15) +
        coin(cx + 310, cy - 40, 32, -20) +
        `<g transform="translate(${cx - 120} ${cy + 60})">${text('P', { x: 0, y: 30, size: 110, fill: '#fff', weight: 900, anchor: 'middle', extra: 'opacity="0.9"' })}</g>`
      );
    case 'help':
      return headset(cx, cy, pal);
    case 'register':
      return (
        person(cx - 60, cy + 60, 1.9, lighten(pal.primary, 0.25)) +
        `<g transform="translate(${cx + 140} ${cy - 40})" filter="url(#shadow)"><circle r="70" fill="#10b981" stroke="#fff" stroke-width="6"/><path d="M-32,2 L-8,26 L36,-22" stroke="#fff" stroke-width="14" fill="none" stroke-linecap="round" stroke-linejoin="round"/></g>` +
        giftBox(cx + 240, cy + 150, 130, pal.secondary, GOLD.mid) +
        coin(cx - 280, cy - 100, 34, -20) +
        coin(cx - 300, cy + 150, 40, 12)
      );
    case 'secure':
      return shieldLock(cx, cy + 20, pal);
    case 'referral':
      return (
        person(cx - 170, cy + 70, 1.5, lighten(pal.primary, 0.2)) +
        person(cx + 170, cy + 70, 1.5, lighten(pal.secondary, 0.1)) +
        `<g transform="translate(${cx} ${cy - 10})" filter="url(#shadow)"><circle r="46" fill="url(#${G})" stroke="${GOLD.deep}" stroke-width="3"/><path d="M-22,0 L22,0 M0,-22 L0,22" stroke="#7a0f1c" stroke-width="12" stroke-linecap="round"/></g>` +
        coin(cx - 20, cy + 190, 40, 10) +
        coin(cx + 60, cy + 200, 34, -10) +
        coin(cx + 330, cy - 150, 30, 15)
      );
  }
}

/** A banner's art with its text in `language` (default: the brand's default language). */
export function bannerSvg(t: TenantConfig, banner: Banner, n: number, language: LanguageCode = t.languages.default): string {
  const pal = palette(t);
  const v = bannerVariant(banner, n);
  const lang = copyLang(language);
  const [kicker, h1, h2, sub, cta] = BANNER_COPY[v][lang];
  const r = rng(`${t.id}:${banner.groupName}:${n}:${v}`);
  const mood = MOODS[v];
  const stops =
    mood === 'brand'
      ? [pal.night, pal.deep, pal.primary]
      : mood === 'alt'
        ? [darken(pal.secondary, 0.8), darken(pal.secondary, 0.55), mix(pal.secondary, pal.primary, 0.35)]
        : [mix(pal.night, '#000000', 0.4), pal.night, darken(mix(pal.primary, pal.secondary, 0.3), 0.3)];
  const glow = mood === 'alt' ? lighten(pal.secondary, 0.35) : mood === 'night' ? pal.accent : pal.bright;
  const W0 = 1920;
  const H0 = 480;
  let beams = '';
  for (let i = 0; i < 14; i++) {
    const a = (i / 14) * Math.PI * 2 + r() * 0.2;
    const a2 = a + 0.09 + r() * 0.05;
    beams += `<path d="M1440,250 L${n2(1440 + 1400 * Math.cos(a))},${n2(250 + 1400 * Math.sin(a))} L${n2(1440 + 1400 * Math.cos(a2))},${n2(250 + 1400 * Math.sin(a2))} Z" fill="#fff" opacity="${n2(0.03 + r() * 0.04)}"/>`;
  }
  let bokeh = '';
  for (let i = 0; i < 22; i++) {
    const x = r() * W0;
    const y = r() * H0;
    const rad = 4 + r() * 34;
    bokeh += `<circle cx="${n2(x)}" cy="${n2(y)}" r="${n2(rad)}" fill="${r() > 0.5 ? '#ffffff' : glow}" opacity="${n2(0.05 + r() * 0.12)}"/>`;
  }
  let sparkles = '';
  for (let i = 0; i < 10; i++) sparkles += star4(980 + r() * 900, 30 + r() * 420, 6 + r() * 14, i % 3 ? GOLD.hi : '#ffffff', 0.6 + r() * 0.4);
  let dots = '';
  for (let gx = 0; gx < 18; gx++) for (let gy = 0; gy < 10; gy++) dots += `<circle cx="${60 + gx * 28}" cy="${40 + gy * 28}" r="2" fill="#fff"/>`;

  // Text block on the left.
  const X = 120;
  const maxW = 840;
  const k = fit(kicker, 600, 24, 0.14);
  const f1 = fit(h1, maxW, 104);
  const f2 = fit(h2, maxW, 54);
  const fs = fit(sub, maxW, 28);
  const yKick = 96;
  const y1 = yKick + 40 + f1.size * 0.86;
  const y2 = y1 + 18 + f2.size * 0.9;
  const ys = y2 + 16 + fs.size;
  const ctaF = cta ? fit(cta, 360, 26, 0.08) : null;
  const ctaW = ctaF ? ctaF.width + 90 : 0;
  const yCta = Math.min(ys + 26, 392);
  const fine = FINE_PRINT[lang].replace('{age}', String(t.brand.minimumAge));
  const kw = k.width + 44;
  const e = emblem(emblemKind(t), pal, 'bm');
  const brandName = t.brand.name.toUpperCase();

  const body =
    `<defs>` +
    goldGrad(G) +
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${stops[0]}"/><stop offset="0.55" stop-color="${stops[1]}"/><stop offset="1" stop-color="${stops[2]}"/></linearGradient>` +
    `<radialGradient id="glowR" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${glow}" stop-opacity="0.75"/><stop offset="0.5" stop-color="${glow}" stop-opacity="0.22"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="headline" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fffbe6"/><stop offset="0.5" stop-color="${GOLD.mid}"/><stop offset="1" stop-color="#e29a1c"/></linearGradient>` +
    `<linearGradient id="cta" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lighten(pal.accent, 0.35)}"/><stop offset="1" stop-color="${darken(pal.accent, 0.12)}"/></linearGradient>` +
    `<linearGradient id="fade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.45"/><stop offset="0.5" stop-color="#000" stop-opacity="0.12"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient>` +
    `<linearGradient id="vig" x1="0" y1="0" x2="0" y2="1"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></linearGradient>` +
    `<filter id="shadow" x="-20%" y="-20%" width="140%" height="150%"><feDropShadow dx="0" dy="10" stdDeviation="12" flood-color="#000" flood-opacity="0.45"/></filter>` +
    `<filter id="tshadow" x="-5%" y="-20%" width="110%" height="160%"><feDropShadow dx="0" dy="5" stdDeviation="4" flood-color="#000" flood-opacity="0.55"/></filter>` +
    `<filter id="glow" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="6" result="b"/><feMerge><feMergeNode in="b"/><feMergeNode in="SourceGraphic"/></feMerge></filter>` +
    e.defs +
    `<clipPath id="frame"><rect width="${W0}" height="${H0}"/></clipPath>` +
    `</defs>` +
    `<g clip-path="url(#frame)">` +
    `<rect width="${W0}" height="${H0}" fill="url(#bg)"/>` +
    `<g opacity="0.07">${dots}</g>` +
    beams +
    `<circle cx="1440" cy="250" r="560" fill="url(#glowR)"/>` +
    bokeh +
    `<path d="M0,${H0} C420,${H0 - 70} 820,${H0 - 10} 1240,${H0 - 60} S1760,${H0 - 30} ${W0},${H0 - 80} L${W0},${H0} Z" fill="#000" opacity="0.18"/>` +
    `<rect width="1100" height="${H0}" fill="url(#fade)"/>` +
    subject(v, pal, t, r) +
    sparkles +
    `<rect width="${W0}" height="${H0}" fill="url(#vig)"/>` +
    // kicker pill
    `<rect x="${X}" y="${yKick - 30}" width="${n2(kw)}" height="42" rx="21" fill="${pal.accent}" opacity="0.95"/>` +
    text(kicker, {
      x: X + 22,
      y: yKick - 1,
      size: k.size,
      fill: contrast(pal.accent, '#111') > contrast(pal.accent, '#fff') ? '#14101c' : '#ffffff',
      weight: 800,
      ls: 0.14,
      pin: true,
    }) +
    // headlines
    `<g filter="url(#tshadow)">` +
    text(h1, {
      x: X,
      y: y1,
      size: f1.size,
      fill: 'url(#headline)',
      weight: 900,
      pin: true,
      extra: `stroke="${darken(pal.primary, 0.6)}" stroke-width="2" paint-order="stroke"`,
    }) +
    text(h2, { x: X, y: y2, size: f2.size, fill: '#ffffff', weight: 800, pin: true }) +
    `</g>` +
    text(sub, { x: X, y: ys, size: fs.size, fill: '#ffffff', weight: 500, extra: 'opacity="0.88"' }) +
    (ctaF
      ? `<g filter="url(#shadow)"><rect x="${X}" y="${yCta}" width="${n2(ctaW)}" height="58" rx="29" fill="url(#cta)" stroke="#ffffff" stroke-opacity="0.6" stroke-width="2"/></g>` +
        text(cta, {
          x: X + 32,
          y: yCta + 38,
          size: ctaF.size,
          fill: contrast(pal.accent, '#111') > contrast(pal.accent, '#fff') ? '#14101c' : '#ffffff',
          weight: 900,
          ls: 0.08,
          pin: true,
        }) +
        `<path d="M${n2(X + ctaW - 44)},${yCta + 19} L${n2(X + ctaW - 30)},${yCta + 29} L${n2(X + ctaW - 44)},${yCta + 39}" stroke="${contrast(pal.accent, '#111') > contrast(pal.accent, '#fff') ? '#14101c' : '#ffffff'}" stroke-width="5" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`
      : '') +
    text(fine, { x: X, y: 462, size: 15, fill: '#ffffff', weight: 500, extra: 'opacity="0.65"' }) +
    // brand mark, top right
    `<g opacity="0.95"><g transform="translate(${n2(W0 - 40 - textEm(brandName, 0.12) * 20 - 60)} 18) scale(0.42)">${e.body}</g>` +
    text(brandName, { x: W0 - 40, y: 52, size: 20, fill: '#ffffff', weight: 800, anchor: 'end', ls: 0.12, pin: true }) +
    `</g></g>`;
  return svgDoc(W0, H0, body, { title: `${h1} — ${h2}` });
}

// ───────────────────────────── QR codes ─────────────────────────────

/** A real, scannable QR code (error correction H) in the brand's colours, with the emblem at its centre. */
export function qrSvg(url: string, t: TenantConfig, label: string): string {
  const pal = palette(t);
  const qr = QRCode.create(url, { errorCorrectionLevel: 'H' });
  const size = qr.modules.size;
  const q = 4;
  const total = size + q * 2;
  const ink = darken(pal.primary, 0.35);
  const inFinder = (r: number, c: number) => (r < 7 && c < 7) || (r < 7 && c >= size - 7) || (r >= size - 7 && c < 7);
  const badge = qr.version < 7 ? Math.round(size * 0.22) | 1 : 0;
  const b0 = (size - badge) / 2;
  const inBadge = (r: number, c: number) => badge > 0 && r >= b0 - 0.5 && r < b0 + badge && c >= b0 - 0.5 && c < b0 + badge;
  let d = '';
  for (let r = 0; r < size; r++)
    for (let c = 0; c < size; c++) if (qr.modules.get(r, c) && !inFinder(r, c) && !inBadge(r, c)) d += `M${c + q},${r + q}h1v1h-1z`;
  const finder = (r: number, c: number) =>
    `<rect x="${c + q + 0.5}" y="${r + q + 0.5}" width="6" height="6" rx="1.6" fill="none" stroke="${ink}" stroke-width="1"/>` +
    `<rect x="${c + q + 2}" y="${r + q + 2}" width="3" height="3" rx="0.8" fill="${pal.primary}"/>`;
  const e = emblem(emblemKind(t), pal, 'qr');
  const body =
    `<defs>${e.defs}</defs>` +
    `<rect width="${total}" height="${total}" rx="2" fill="#ffffff"/>` +
    `<path d="${d}" fill="${ink}" shape-rendering="crispEdges"/>` +
    finder(0, 0) +
    finder(0, size - 7) +
    finder(size - 7, 0) +
    (badge
      ? `<rect x="${b0 + q - 0.3}" y="${b0 + q - 0.3}" width="${badge + 0.6}" height="${badge + 0.6}" rx="1.4" fill="#ffffff"/>` +
        `<g transform="translate(${b0 + q + 0.4} ${b0 + q + 0.4}) scale(${n2((badge - 0.8) / 100)})">${e.body}</g>`
      : '');
  return svgDoc(total, total, body, { title: `${label}: ${url}`, size: false });
}

// ───────────────────────────── global art ─────────────────────────────

function readCategoryNames(): Record<string, string> {
  const en = JSON.parse(readFileSync(join(root, 'src', 'locales', 'en.json'), 'utf8'));
  return en.category ?? {};
}

function monogram(code: string, displayName: string): string {
  if (/^[A-Z0-9]{2,4}$/.test(code)) return code;
  const caps = displayName
    .replace(/[^A-Z0-9 ]/g, '')
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w[0])
    .join('');
  if (caps.length >= 2) return caps.slice(0, 3);
  return displayName
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 2)
    .toUpperCase();
}

export function vendorTile(code: string, displayName: string, color: string, category: string): string {
  const mono = monogram(code, displayName);
  const monoSize = mono.length <= 2 ? 30 : mono.length === 3 ? 24 : 19;
  const nameFit = fit(displayName, 126, 24);
  const catLs = 0.2;
  const id = code.toLowerCase().replace(/[^a-z0-9]/g, '');
  let stripes = '';
  for (let i = -4; i < 16; i++) stripes += `<path d="M${i * 22},120 L${i * 22 + 120},0" stroke="#fff" stroke-width="7" opacity="0.05"/>`;
  const body =
    `<defs><linearGradient id="v${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${lighten(color, 0.12)}"/><stop offset="1" stop-color="${darken(color, 0.38)}"/></linearGradient>` +
    `<clipPath id="c${id}"><rect width="240" height="120" rx="14"/></clipPath>` +
    goldGrad(`g${id}`) +
    `</defs>` +
    `<g clip-path="url(#c${id})"><rect width="240" height="120" fill="url(#v${id})"/>${stripes}` +
    `<circle cx="210" cy="-10" r="70" fill="#fff" opacity="0.07"/><circle cx="20" cy="130" r="50" fill="#000" opacity="0.12"/></g>` +
    `<rect x="1" y="1" width="238" height="118" rx="13" fill="none" stroke="#fff" stroke-opacity="0.18" stroke-width="2"/>` +
    `<circle cx="52" cy="60" r="34" fill="#fff"/><circle cx="52" cy="60" r="30" fill="none" stroke="url(#g${id})" stroke-width="3"/>` +
    text(mono, { x: 52, y: 60 + monoSize * 0.36, size: monoSize, fill: darken(color, 0.15), weight: 900, anchor: 'middle', pin: true }) +
    text(displayName, { x: 98, y: category ? 62 : 68, size: nameFit.size, fill: '#ffffff', weight: 800, pin: true }) +
    (category ? text(category.toUpperCase(), { x: 99, y: 84, size: 11, fill: '#ffffff', weight: 700, ls: catLs, extra: 'opacity="0.75"' }) : '');
  return svgDoc(240, 120, body, { title: displayName });
}

const LICENCES: Record<
  'malta' | 'bvi' | 'philippines',
  { ring: string; label: string; colors: [string, string, string]; glyph: (c: [string, string, string]) => string }
> = {
  malta: {
    ring: 'LICENSED & REGULATED',
    label: 'MALTA',
    colors: ['#cf142b', '#ffffff', '#8a0d1c'],
    glyph: ([a]) => {
      // Eight-pointed cross: four arrow-head arms with notched tips.
      let s = '';
      for (let i = 0; i < 4; i++) s += `<path d="M80,80 L68,40 L80,50 L92,40 Z" fill="${a}" transform="rotate(${i * 90} 80 80)"/>`;
      return s;
    },
  },
  bvi: {
    ring: 'LICENSED & REGULATED',
    label: 'B.V.I.',
    colors: ['#1f3a93', '#ffffff', '#14285f'],
    glyph: ([a]) =>
      `<path d="M80,40 L80,90 L108,90 Z" fill="${a}"/><path d="M76,48 L76,90 L56,90 Z" fill="${a}" opacity="0.75"/>` +
      `<path d="M52,96 L112,96 L104,106 L60,106 Z" fill="${a}"/>` +
      `<path d="M46,114 Q56,108 66,114 T86,114 T106,114 T116,114" fill="none" stroke="#2e8b57" stroke-width="3" stroke-linecap="round"/>`,
  },
  philippines: {
    ring: 'LICENSED & REGULATED',
    label: 'PHILIPPINES',
    colors: ['#0038a8', '#ffffff', '#ce1126'],
    glyph: () => {
      let rays = '';
      for (let i = 0; i < 8; i++) rays += `<path d="M80,80 L76,50 L80,44 L84,50 Z" fill="#e0a800" transform="rotate(${i * 45} 80 80)"/>`;
      return (
        rays +
        `<circle cx="80" cy="80" r="14" fill="#fcd116" stroke="#e0a800" stroke-width="2"/>` +
        `<path d="${starPath(52, 110, 6, 2.5)}" fill="#fcd116"/><path d="${starPath(108, 110, 6, 2.5)}" fill="#fcd116"/><path d="${starPath(80, 122, 6, 2.5)}" fill="#fcd116"/>`
      );
    },
  },
};

export function licenceSeal(key: keyof typeof LICENCES): string {
  const L = LICENCES[key];
  const [main, , dark] = L.colors;
  let ticks = '';
  for (let i = 0; i < 60; i++) ticks += `<path d="M80,3 L80,8" stroke="${dark}" stroke-width="1.4" transform="rotate(${i * 6} 80 80)"/>`;
  // Classic seal: the ring text arcs over the top, the jurisdiction sits on a ribbon, stars close the ring below.
  const ringR = 57.5;
  const a0 = (170 * Math.PI) / 180;
  const a1 = (10 * Math.PI) / 180;
  const arcLen = ((200 * Math.PI) / 180) * ringR;
  const ringSize = Math.min(11.5, (arcLen * 0.92) / textEm(L.ring, 0.14));
  const labelFit = fit(L.label, 92, 12, 0.06);
  const body =
    `<defs>${goldGrad('lg')}<path id="ring" d="M${n2(80 + ringR * Math.cos(a0))},${n2(80 + ringR * Math.sin(a0))} A${ringR},${ringR} 0 1,1 ${n2(80 + ringR * Math.cos(a1))},${n2(80 + ringR * Math.sin(a1))}"/></defs>` +
    `<circle cx="80" cy="80" r="78" fill="url(#lg)"/>` +
    ticks +
    `<circle cx="80" cy="80" r="70" fill="${main}"/>` +
    `<circle cx="80" cy="80" r="48" fill="#ffffff" stroke="url(#lg)" stroke-width="3"/>` +
    `<text font-family="${FONT}" font-size="${n2(ringSize)}" font-weight="800" fill="#ffffff" letter-spacing="${n2(ringSize * 0.14)}" text-anchor="middle"><textPath href="#ring" startOffset="50%">${esc(L.ring)}</textPath></text>` +
    `<path d="${starPath(80, 141, 5, 2.2)}" fill="${GOLD.hi}"/><path d="${starPath(62, 137, 4, 1.8)}" fill="${GOLD.hi}"/><path d="${starPath(98, 137, 4, 1.8)}" fill="${GOLD.hi}"/>` +
    `<g transform="translate(80 70) scale(0.56) translate(-80 -86)">${L.glyph(L.colors)}</g>` +
    `<path d="M22,104 L138,104 L132,113 L138,122 L22,122 L28,113 Z" fill="url(#lg)" stroke="${GOLD.deep}" stroke-width="0.8"/>` +
    text(L.label, { x: 80, y: 113 + labelFit.size * 0.36, size: labelFit.size, fill: dark, weight: 900, anchor: 'middle', ls: 0.06, pin: true });
  return svgDoc(160, 160, body, { title: `Licensed: ${L.label}` });
}

const SOCIAL: Record<string, string> = {
  youtube: `<path fill-rule="evenodd" d="M6 5h12a4 4 0 0 1 4 4v6a4 4 0 0 1-4 4H6a4 4 0 0 1-4-4V9a4 4 0 0 1 4-4zm4 3.5v7l6-3.5z"/>`,
  twitter: `<path d="M3 18.2c3.6 1.9 9.6 1.6 13-2.4 2-2.3 2.8-5.1 2.8-7.4l2.7-2.6-3 .5c-.9-1.5-2.6-2.2-4.3-1.7-1.9.6-3 2.5-2.6 4.5C8.6 9 6 7.6 4.1 5.3c-1.1 2-.5 4.4 1.3 5.6l-1.6-.3c.2 1.9 1.5 3.3 3.3 3.8l-1.7.2c.6 1.4 2 2.3 3.5 2.4C7.2 18 5.1 18.4 3 18.2z"/>`,
  tiktok: `<path d="M13.5 2.5h3.2c.3 2.3 1.9 3.9 4.3 4.1v3.2c-1.6 0-3.1-.5-4.3-1.3v6.6a6 6 0 1 1-6-6c.3 0 .6 0 .9.1v3.3a2.8 2.8 0 1 0 1.9 2.6z"/>`,
  facebook: `<mask id="m-fb"><rect width="24" height="24" fill="#fff"/><path d="M13.6 22v-7.3h2.5l.4-3h-2.9V9.9c0-.9.3-1.5 1.5-1.5h1.5V5.7c-.7-.1-1.5-.2-2.3-.2-2.3 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V22z" fill="#000"/></mask><circle cx="12" cy="12" r="10" mask="url(#m-fb)"/>`,
  instagram: `<g fill="none" stroke="currentColor" stroke-width="2"><rect x="3" y="3" width="18" height="18" rx="5.5"/><circle cx="12" cy="12" r="4.2"/></g><circle cx="17.4" cy="6.6" r="1.3"/>`,
  whatsapp: `<path fill="none" stroke="currentColor" stroke-width="2" stroke-linejoin="round" d="M4.2 19.8l1.1-3.9A8.6 8.6 0 1 1 8.2 19z"/><path d="M9.1 7.6c.3-.1.6 0 .7.3l.8 1.9c.1.3 0 .5-.1.7l-.6.7c.6 1.2 1.6 2.2 2.8 2.8l.7-.6c.2-.2.5-.2.7-.1l1.9.8c.3.1.4.4.3.7-.3 1.1-1.3 1.8-2.4 1.6-3-.6-5.5-3.1-6.1-6.1-.2-1.1.5-2.1 1.6-2.4z"/>`,
  // LINE: a speech bubble with the word knocked out (masked), so the icon stays one colour.
  line: `<mask id="m-line"><rect width="24" height="24" fill="#fff"/><path d="M5.4 8v5.2h2.9M9.7 8v5.2M11.6 13.2V8l3.3 5.2V8M19.2 8h-2.7v5.2h2.7M16.5 10.6h2.5" fill="none" stroke="#000" stroke-width="1.3" stroke-linecap="round" stroke-linejoin="round"/></mask><path d="M12 2.6c5.8 0 10.4 3.7 10.4 8.3 0 4.6-4.6 8.3-10.4 8.3-.8 0-1.6-.1-2.4-.2L5 21.7l.8-3.9C3.2 16.3 1.6 13.8 1.6 10.9 1.6 6.3 6.2 2.6 12 2.6z" mask="url(#m-line)"/>`,
  telegram: `<path d="M21.4 3.6L2.9 10.8c-.9.4-.9 1.6.1 1.9l4.6 1.5 1.8 5.6c.2.7 1.1.9 1.6.4l2.6-2.5 4.6 3.4c.6.4 1.4.1 1.6-.6l3-15.3c.2-1-.8-1.9-1.8-1.6zM9.6 14.6l-.5 3.4-1.2-4 9.6-6.5z"/>`,
};
function socialIcon(key: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24" fill="currentColor" role="img"><title>${key[0].toUpperCase() + key.slice(1)}</title>${SOCIAL[key]}</svg>\n`;
}

/** Category glyphs (48×48): `shape` takes the text colour; `cut` is knocked out through a mask, so the
 * icons stay single-colour on any background. */
const CATEGORY_ICONS: Record<string, { shape: string; cut?: string }> = {
  RNG: {
    shape: `<rect x="6" y="8" width="30" height="34" rx="5" fill="none" stroke="currentColor" stroke-width="3"/><rect x="10.5" y="13" width="21" height="15" rx="2"/><rect x="12" y="33" width="18" height="4" rx="2"/><path d="M41 16v13" stroke="currentColor" stroke-width="3" stroke-linecap="round"/><circle cx="41" cy="12" r="3.6"/>`,
    cut: `<path d="M13.5 16.5h5.5l-3.4 8.5M22.5 16.5h5.5l-3.4 8.5" fill="none" stroke="#000" stroke-width="2.4" stroke-linejoin="round"/>`,
  },
  LIVE: {
    shape: `<rect x="5" y="10" width="21" height="29" rx="3" transform="rotate(-12 15.5 24.5)" fill="none" stroke="currentColor" stroke-width="3"/><rect x="19.5" y="8.5" width="21" height="29" rx="3" transform="rotate(10 30 23)"/><circle cx="41.5" cy="7" r="4.5"/>`,
    cut: `<path d="M30 20.2c-1.4-2.2-5-1.4-4.7 1.3.2 1.9 2.7 3.8 4.7 5.3 2-1.5 4.5-3.4 4.7-5.3.3-2.7-3.3-3.5-4.7-1.3z" fill="#000" transform="rotate(10 30 23)"/>`,
  },
  FISH: {
    shape: `<path d="M2 24c6-11 21-14 31-6.5l10-7.5c-2 5-2 23 0 28l-10-7.5C23 38 8 35 2 24z"/><path d="M14 13.5c3-4 9-5 12-2.5l-4 3.5z"/>`,
    cut: `<circle cx="11.5" cy="22" r="2.4" fill="#000"/><path d="M19 16q4 8 0 16" fill="none" stroke="#000" stroke-width="2"/>`,
  },
  PVP: {
    shape: `<rect x="6" y="10" width="20" height="28" rx="3" transform="rotate(-14 16 24)" fill="none" stroke="currentColor" stroke-width="3"/><rect x="20" y="8" width="20" height="28" rx="3" transform="rotate(8 30 22)"/>`,
    cut: `<path d="${'M50,4 C70,28 94,43 94,61 C94,75 83,83 72,83 C63,83 56,79 53,73 C54,83 58,91 64,96 L36,96 C42,91 46,83 47,73 C44,79 37,83 28,83 C17,83 6,75 6,61 C6,43 30,28 50,4 Z'}" fill="#000" transform="rotate(8 30 22) translate(24 15.5) scale(0.12)"/>`,
  },
  SPORTS: {
    shape: `<circle cx="24" cy="24" r="18" fill="none" stroke="currentColor" stroke-width="3"/><path d="M24 15l7 5-2.7 8h-8.6L17 20z"/><path d="M24 15V7M31 20l7.5-3M28.3 28l4.7 6.5M19.7 28L15 34.5M17 20l-7.5-3" stroke="currentColor" stroke-width="2.5"/>`,
  },
  ESPORTS: {
    shape: `<path d="M14 13h20c4.5 0 7.5 3 8.5 8l2 10c.8 4.5-4 7-7 4l-5-5H15.5l-5 5c-3 3-7.8.5-7-4l2-10c1-5 4-8 8.5-8z"/>`,
    cut: `<path d="M14 19v8M10 23h8" stroke="#000" stroke-width="2.8" stroke-linecap="round"/><circle cx="32" cy="20.5" r="2.1" fill="#000"/><circle cx="36.5" cy="25" r="2.1" fill="#000"/>`,
  },
  COCKFIGHT: {
    shape: `<path d="M30 7c-1-3 2-4.5 3.5-2.5.5-2.5 3.5-2.5 3.5 0 2-1.5 4 .5 2.5 3zM38.5 11.5l6 2.2-6 2.3z"/><path d="M28 10c5-3 11 0 10 6.5-.3 2-1.5 3.5-3 4.5 1.5 5 1 10.5-3.5 14.5-5 4.5-13 4-17.5-1C8 28 6 18 9 10c1 6 4 9 8 11 2.5-5 6.5-8 11-11z"/><path d="M20 38l-2 6M27 38l2 6" stroke="currentColor" stroke-width="2.5" stroke-linecap="round"/>`,
    cut: `<circle cx="33.5" cy="13" r="1.6" fill="#000"/><path d="M16 27c4-3 9-3 12 0" fill="none" stroke="#000" stroke-width="1.8" stroke-linecap="round"/>`,
  },
  ELOTT: {
    shape: `<rect x="4" y="7" width="40" height="28" rx="4" fill="none" stroke="currentColor" stroke-width="3"/><circle cx="15" cy="21" r="5"/><circle cx="27" cy="21" r="5"/><circle cx="37" cy="21" r="3.5"/><path d="M16 42h16M24 35v7" stroke="currentColor" stroke-width="3" stroke-linecap="round"/>`,
  },
  LOTT: {
    shape: `<circle cx="14.5" cy="31" r="9.5"/><circle cx="33.5" cy="31" r="9.5"/><circle cx="24" cy="14.5" r="9.5"/>`,
    cut: `<circle cx="14.5" cy="31" r="3.6" fill="#000"/><circle cx="33.5" cy="31" r="3.6" fill="#000"/><circle cx="24" cy="14.5" r="3.6" fill="#000"/>`,
  },
  HOT: {
    shape: `<path d="M24 3c2 7 11 11 11 22a11 11 0 0 1-22 0c0-5 2-8 5-11 0 4 1.5 6 4 7-1-7 .5-13 2-18z"/>`,
    cut: `<path d="M24 26c1.5 3 5 4 5 8a5 5 0 0 1-10 0c0-2.5 1.5-4 3-5 0 1.5.7 2.4 2 2.8z" fill="#000"/>`,
  },
};
function categoryIcon(id: string): string {
  const { shape, cut } = CATEGORY_ICONS[id];
  const inner = cut ? `<mask id="k-${id}"><rect width="48" height="48" fill="#fff"/>${cut}</mask><g mask="url(#k-${id})">${shape}</g>` : shape;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="48" height="48" fill="currentColor" role="img"><title>${esc(readCategoryNames()[id] ?? id)}</title>${inner}</svg>\n`;
}

function defaultGame(): string {
  const body =
    `<defs><linearGradient id="dg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#475569"/><stop offset="1" stop-color="#1e293b"/></linearGradient></defs>` +
    `<rect width="240" height="240" rx="28" fill="url(#dg)"/>` +
    `<circle cx="200" cy="30" r="80" fill="#fff" opacity="0.05"/>` +
    `<g transform="translate(120 112) scale(0.62)"><path d="M-150,-50 C-150,-80 -120,-90 -90,-90 L90,-90 C120,-90 150,-80 150,-50 L178,64 C186,104 150,122 124,96 L88,56 L-88,56 L-124,96 C-150,122 -186,104 -178,64 Z" fill="#cbd5e1"/>` +
    `<rect x="-112" y="-38" width="24" height="72" rx="5" fill="#334155"/><rect x="-136" y="-14" width="72" height="24" rx="5" fill="#334155"/>` +
    `<circle cx="96" cy="-34" r="13" fill="#334155"/><circle cx="124" cy="-8" r="13" fill="#334155"/><circle cx="96" cy="18" r="13" fill="#334155"/><circle cx="68" cy="-8" r="13" fill="#334155"/></g>` +
    `<rect x="70" y="186" width="100" height="8" rx="4" fill="#cbd5e1" opacity="0.45"/>`;
  return svgDoc(240, 240, body, { title: 'Game' });
}

function defaultAvatar(): string {
  const body =
    `<defs><linearGradient id="av" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#cbd5e1"/><stop offset="1" stop-color="#94a3b8"/></linearGradient><clipPath id="avc"><circle cx="64" cy="64" r="64"/></clipPath></defs>` +
    `<circle cx="64" cy="64" r="64" fill="url(#av)"/>` +
    `<g clip-path="url(#avc)" fill="#f8fafc"><circle cx="64" cy="50" r="24"/><path d="M18,128 C18,94 38,80 64,80 C90,80 110,94 110,128 Z"/></g>`;
  return svgDoc(128, 128, body, { title: 'Avatar' });
}

// ───────────────────────────── driver ─────────────────────────────

export interface GenResult {
  written: string[];
  unchanged: number;
  stale: string[];
}

function put(file: string, content: string, check: boolean, res: GenResult) {
  const old = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  if (old === content) {
    res.unchanged++;
    return;
  }
  if (check) {
    res.stale.push(file);
    return;
  }
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
  res.written.push(file);
}

export function loadTenants(): Array<{ file: string; tenant: TenantConfig }> {
  return readdirSync(TENANTS_DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => ({ file: join(TENANTS_DIR, f), tenant: JSON.parse(readFileSync(join(TENANTS_DIR, f), 'utf8')) as TenantConfig }));
}

const ASSET_PREFIX = '/brand-assets/';

/** Art of one brand, keyed by path relative to tenants/<id>/. */
export function brandArt(t: TenantConfig): Map<string, string> {
  const out = new Map<string, string>();
  const local = (p: string | undefined) => (p && p.startsWith(ASSET_PREFIX) ? p.slice(ASSET_PREFIX.length) : undefined);
  const logo = local(t.brand.logo);
  if (logo) out.set(logo, logoSvg(t, t.themes.light.headerBg, 'l'));
  const logoDark = local(t.brand.logoDark);
  if (logoDark) out.set(logoDark, logoSvg(t, t.themes.dark.headerBg, 'd'));
  const fav = local(t.brand.favicon);
  if (fav) out.set(fav, faviconSvg(t));
  const perGroup = new Map<string, number>();
  for (const b of t.banners) {
    const n = (perGroup.get(b.groupName) ?? 0) + 1;
    perGroup.set(b.groupName, n);
    const p = local(b.url);
    if (p) out.set(p, bannerSvg(t, b, n));
    for (const [language, url] of Object.entries(b.images ?? {})) {
      const path = local(url);
      if (path) out.set(path, bannerSvg(t, b, n, language as LanguageCode));
    }
  }
  for (const r of t.resources) {
    const p = local(r.qrCodeUrl);
    if (p) out.set(p, qrSvg(r.url, t, r.labelNameEn ?? r.resourceType));
  }
  return out;
}

/** Art every brand shares; it depends on the vendor registry only. */
export function globalArt(): Map<string, string> {
  const out = new Map<string, string>();
  const cats = readCategoryNames();
  for (const v of VENDORS) out.set(`vendors/${v.vassalage}.svg`, vendorTile(v.vassalage, v.displayName, v.color, cats[v.gameType] ?? v.gameType));
  for (const k of Object.keys(LICENCES) as Array<keyof typeof LICENCES>) out.set(`licences/${k}.svg`, licenceSeal(k));
  for (const k of Object.keys(SOCIAL)) out.set(`social/${k}.svg`, socialIcon(k));
  for (const k of Object.keys(CATEGORY_ICONS)) out.set(`categories/${k}.svg`, categoryIcon(k));
  out.set('default-game.svg', defaultGame());
  out.set('default-avatar.svg', defaultAvatar());
  return out;
}

export async function run(args: string[]): Promise<GenResult> {
  const check = args.includes('--check');
  const only = args.filter((a) => !a.startsWith('--'));
  const res: GenResult = { written: [], unchanged: 0, stale: [] };
  const all = loadTenants();
  for (const id of only) if (!all.some((x) => x.tenant.id === id)) throw new Error(`no tenant file tenants/${id}.json`);
  for (const { file, tenant } of all) {
    if (only.length && !only.includes(tenant.id)) continue;
    const sealed = check ? 0 : sealCustomerService(tenant, file);
    if (check && tenant.customerService.some((e) => !httpsChatLink(e.path))) res.stale.push(file);
    if (sealed) put(file, JSON.stringify(tenant, null, 2) + '\n', false, res);
    const dir = join(TENANTS_DIR, tenant.id);
    for (const [rel, svg] of brandArt(tenant)) put(join(dir, rel), svg, check, res);
  }
  for (const [rel, svg] of globalArt()) put(join(ART_DIR, rel), svg, check, res);
  return res;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  run(process.argv.slice(2))
    .then((res) => {
      for (const f of res.written) console.log(`wrote ${f.slice(root.length + 1)}`);
      if (res.stale.length) {
        for (const f of res.stale) console.error(`stale: ${f.slice(root.length + 1)}`);
        console.error('Generated art is out of date: run `npx tsx scripts/gen-art.ts`.');
        process.exit(1);
      }
      console.log(`${res.written.length} written, ${res.unchanged} unchanged.`);
    })
    .catch((err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    });
}
