// The game lists of the third-party vendors on a machine that cannot reach them: deterministic demo
// lists (names in every language from translated word pairs, classifications, stakes, lines), so a
// fresh portal has a catalogue to browse and page through. The sandbox studio plays them.
import type { LanguageCode } from '../../../schemas/generated/tenant.ts';
import type { VendorInfo } from './vendor-registry.ts';
import type { CatalogueGame, GameClassify } from './catalogue-game.ts';
import { stableHash as hash } from './stable-hash.ts';

type Words = Record<Exclude<LanguageCode, 'TY'>, string>;

// Each word in EN, CN, ID, TH, VI, FIL; TY (house Vietnamese) uses the VI word.
const w = (EN: string, CN: string, ID: string, TH: string, VI: string, FIL: string): Words => ({ EN, CN, ID, TH, VI, FIL });

const ADJECTIVES: readonly Words[] = [
  w('Golden', '黄金', 'Emas', 'ทองคำ', 'Vàng', 'Gintong'),
  w('Lucky', '幸运', 'Beruntung', 'โชคดี', 'May Mắn', 'Masuwerteng'),
  w('Mighty', '强大', 'Perkasa', 'ทรงพลัง', 'Hùng Mạnh', 'Makapangyarihang'),
  w('Royal', '皇家', 'Kerajaan', 'ราชวงศ์', 'Hoàng Gia', 'Maharlikang'),
  w('Wild', '狂野', 'Liar', 'ป่าเถื่อน', 'Hoang Dã', 'Mabangis na'),
  w('Mystic', '神秘', 'Mistis', 'ลึกลับ', 'Huyền Bí', 'Mahiwagang'),
  w('Fiery', '烈焰', 'Berapi', 'เพลิง', 'Rực Lửa', 'Nagliliyab na'),
  w('Jade', '翡翠', 'Giok', 'หยก', 'Ngọc Bích', 'Jadeng'),
  w('Crystal', '水晶', 'Kristal', 'คริสตัล', 'Pha Lê', 'Kristal na'),
  w('Thunder', '雷霆', 'Guntur', 'สายฟ้า', 'Sấm Sét', 'Kulog na'),
  w('Ancient', '远古', 'Kuno', 'โบราณ', 'Cổ Đại', 'Sinaunang'),
  w('Silver', '白银', 'Perak', 'เงิน', 'Bạc', 'Pilak na'),
  w('Happy', '欢乐', 'Bahagia', 'สุขสันต์', 'Vui Vẻ', 'Masayang'),
  w('Neon', '霓虹', 'Neon', 'นีออน', 'Neon', 'Neon na'),
  w('Sacred', '神圣', 'Suci', 'ศักดิ์สิทธิ์', 'Thần Thánh', 'Banal na'),
  w('Frozen', '冰封', 'Beku', 'เยือกแข็ง', 'Băng Giá', 'Nagyeyelong'),
];

const NOUNS: readonly Words[] = [
  w('Dragon', '龙', 'Naga', 'มังกร', 'Rồng', 'Dragon'),
  w('Tiger', '虎', 'Harimau', 'เสือ', 'Hổ', 'Tigre'),
  w('Phoenix', '凤凰', 'Phoenix', 'หงส์', 'Phượng Hoàng', 'Phoenix'),
  w('Empire', '帝国', 'Kekaisaran', 'จักรวรรดิ', 'Đế Chế', 'Imperyo'),
  w('Fortune', '财富', 'Keberuntungan', 'โชคลาภ', 'Tài Lộc', 'Kapalaran'),
  w('Temple', '神殿', 'Kuil', 'วิหาร', 'Đền Thờ', 'Templo'),
  w('Koi', '锦鲤', 'Koi', 'ปลาคาร์ฟ', 'Cá Koi', 'Koi'),
  w('Panda', '熊猫', 'Panda', 'แพนด้า', 'Gấu Trúc', 'Panda'),
  w('Treasure', '宝藏', 'Harta', 'สมบัติ', 'Kho Báu', 'Kayamanan'),
  w('Queen', '女王', 'Ratu', 'ราชินี', 'Nữ Hoàng', 'Reyna'),
  w('Lion', '狮子', 'Singa', 'สิงโต', 'Sư Tử', 'Leon'),
  w('Pharaoh', '法老', 'Firaun', 'ฟาโรห์', 'Pharaoh', 'Paraon'),
  w('Gems', '宝石', 'Permata', 'อัญมณี', 'Đá Quý', 'Hiyas'),
  w('Samurai', '武士', 'Samurai', 'ซามูไร', 'Samurai', 'Samurai'),
  w('Lotus', '莲花', 'Teratai', 'ดอกบัว', 'Hoa Sen', 'Lotus'),
  w('Rooster', '金鸡', 'Ayam Jago', 'ไก่ชน', 'Gà Trống', 'Tandang'),
];

const FISHING = w('Fishing', '捕鱼', 'Memancing', 'ยิงปลา', 'Bắn Cá', 'Pangingisda');

/** Table games of live and card vendors, each a distinct game rather than a word pair. */
const TABLES: readonly Words[] = [
  w('Baccarat', '百家乐', 'Baccarat', 'บาคาร่า', 'Baccarat', 'Baccarat'),
  w('Speed Baccarat', '极速百家乐', 'Baccarat Cepat', 'บาคาร่าสปีด', 'Baccarat Tốc Độ', 'Mabilis na Baccarat'),
  w('Dragon Tiger', '龙虎', 'Naga Harimau', 'เสือมังกร', 'Rồng Hổ', 'Dragon Tiger'),
  w('Roulette', '轮盘', 'Rolet', 'รูเล็ต', 'Cò Quay', 'Roulette'),
  w('Sic Bo', '骰宝', 'Sic Bo', 'ไฮโล', 'Tài Xỉu', 'Sic Bo'),
  w('Blackjack', '二十一点', 'Blackjack', 'แบล็คแจ็ค', 'Xì Dách', 'Blackjack'),
  w('Fan Tan', '番摊', 'Fan Tan', 'ฟานทัน', 'Fan Tan', 'Fan Tan'),
  w('Texas Poker', '德州扑克', 'Poker Texas', 'เท็กซัสโป๊กเกอร์', 'Poker Texas', 'Texas Poker'),
];

/** Event-betting games of sports, esports and cockfight vendors (fixed-odds matches, one per round). */
const EVENTS: Readonly<Partial<Record<VendorInfo['gameType'], readonly Words[]>>> = {
  SPORTS: [
    w('Virtual Football', '虚拟足球', 'Sepak Bola Virtual', 'ฟุตบอลเสมือน', 'Bóng Đá Ảo', 'Virtual na Football'),
    w('Virtual Football Cup', '虚拟足球杯', 'Piala Sepak Bola Virtual', 'ฟุตบอลถ้วยเสมือน', 'Cúp Bóng Đá Ảo', 'Virtual na Football Cup'),
    w('Penalty Shoot-out', '点球大战', 'Adu Penalti', 'ยิงจุดโทษ', 'Loạt Sút Luân Lưu', 'Penalty Shoot-out'),
  ],
  ESPORTS: [
    w('Battle Arena League', '竞技场联赛', 'Liga Arena Pertempuran', 'ลีกสนามประลอง', 'Giải Đấu Trường', 'Liga ng Battle Arena'),
    w('Tactical Shooter Cup', '战术射击杯', 'Piala Penembak Taktis', 'ถ้วยยิงยุทธวิธี', 'Cúp Bắn Súng Chiến Thuật', 'Tactical Shooter Cup'),
    w('Mobile Legends Derby', '手游传奇赛', 'Derby Legenda Seluler', 'ดาร์บี้ตำนานมือถือ', 'Derby Huyền Thoại Di Động', 'Derby ng Mobile Legends'),
  ],
  COCKFIGHT: [
    w('Sabong Arena', '斗鸡竞技场', 'Arena Sabung Ayam', 'สนามไก่ชน', 'Đấu Trường Đá Gà', 'Arena ng Sabong'),
    w('Championship Derby', '斗鸡锦标赛', 'Derby Kejuaraan', 'ชิงแชมป์ไก่ชน', 'Giải Vô Địch Đá Gà', 'Kampeonato ng Derby'),
  ],
};

const CLASSIFY_CYCLE: readonly GameClassify[] = ['JP', 'JP', 'JP', 'SC', 'JP', 'VP', 'JP', 'TG', 'JP', 'AC', 'JP', 'BG'];
const MIN_BETS = [1, 5, 10, 50, 75] as const;
const LINES = [9, 10, 20, 25, 30, 40, 50, 243] as const;
const GAMES_PER_CATEGORY: Readonly<Record<string, number>> = { RNG: 24, FISH: 6, PVP: 8, LIVE: 6, SPORTS: 3, ESPORTS: 3, COCKFIGHT: 2 };

function named(words: Words): CatalogueGame['names'] {
  return { ...words, TY: words.VI };
}

function pairName(a: Words, n: Words): CatalogueGame['names'] {
  const join = (lang: keyof Words) =>
    lang === 'CN' || lang === 'TH'
      ? `${a[lang]}${n[lang]}`
      : lang === 'VI' || lang === 'ID' || lang === 'FIL'
        ? `${n[lang]} ${a[lang]}`
        : `${a[lang]} ${n[lang]}`;
  // FIL adjectives carry their linker ("Gintong"), so they come first as in English.
  const out = { EN: join('EN'), CN: join('CN'), ID: join('ID'), TH: join('TH'), VI: join('VI'), FIL: `${a.FIL} ${n.FIL}` };
  return { ...out, TY: out.VI };
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A third-party vendor's demo game list; empty for vendors whose games are not served here (lottery). */
export function demoCatalogue(vendor: VendorInfo): CatalogueGame[] {
  const count = GAMES_PER_CATEGORY[vendor.gameType] ?? 0;
  const seed = hash(vendor.vassalage);
  const games: CatalogueGame[] = [];
  for (let i = 0; i < count; i += 1) {
    const h = hash(`${vendor.vassalage}:${i}`);
    let names: CatalogueGame['names'];
    if (vendor.gameType === 'RNG' || vendor.gameType === 'FISH') {
      // Walk the word pairs with a vendor-specific stride so vendors do not share names.
      const a = ADJECTIVES[(seed + i * 5) % ADJECTIVES.length];
      const n = NOUNS[(Math.floor(seed / 16) + i * 3) % NOUNS.length];
      names = pairName(a, vendor.gameType === 'FISH' ? FISHING : n);
    } else {
      const events = EVENTS[vendor.gameType];
      names = named(events ? events[i % events.length] : TABLES[i % TABLES.length]);
    }
    const classify = vendor.gameType === 'RNG' ? CLASSIFY_CYCLE[(seed + i) % CLASSIFY_CYCLE.length] : null;
    games.push({
      vendor: vendor.vassalage,
      gameCode: `${slug(vendor.vassalage)}-${slug(names.EN)}-${String(i + 1).padStart(2, '0')}`,
      gameType: vendor.gameType,
      classify,
      names,
      minBet: MIN_BETS[h % MIN_BETS.length],
      lines: vendor.gameType === 'RNG' ? LINES[h % LINES.length] : 0,
      isTop: i < 2,
      hot: h % 5 === 0,
      sort: i,
    });
  }
  return games;
}
