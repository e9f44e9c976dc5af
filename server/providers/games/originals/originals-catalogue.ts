// The built-in vendor's own games: real, playable and provably fair (engines/), one per kind of hall.
// (The match engine has no game of its own: it plays the sandboxed sports, esports and cockfight vendors.)
import type { CatalogueGame } from '../catalogue-game.ts';

export type OriginalsEngine = 'slot' | 'baccarat' | 'fish' | 'match';

/** Which engine plays a game code of the built-in studio. */
export const ORIGINALS_GAMES: ReadonlyArray<CatalogueGame & { engine: OriginalsEngine }> = [
  {
    vendor: 'ORIGINALS',
    gameCode: 'fortune-reels',
    engine: 'slot',
    gameType: 'RNG',
    classify: 'JP',
    names: {
      EN: 'Fortune Reels',
      CN: '财富转轴',
      ID: 'Gulungan Keberuntungan',
      TH: 'วงล้อโชคลาภ',
      VI: 'Vòng Quay Tài Lộc',
      TY: 'Guồng Quay Phát Tài',
      FIL: 'Reels ng Kapalaran',
    },
    minBet: 10,
    lines: 10,
    isTop: true,
    hot: true,
    sort: 0,
  },
  {
    vendor: 'ORIGINALS_FISH',
    gameCode: 'fish-hunt',
    engine: 'fish',
    gameType: 'FISH',
    classify: null,
    names: { EN: 'Fish Hunt', CN: '捕鱼猎手', ID: 'Berburu Ikan', TH: 'ล่าปลา', VI: 'Săn Cá', TY: 'Đi Săn Cá', FIL: 'Panghuhuli ng Isda' },
    minBet: 10,
    lines: 0,
    isTop: true,
    hot: true,
    sort: 0,
  },
  {
    vendor: 'ORIGINALS_PVP',
    gameCode: 'baccarat',
    engine: 'baccarat',
    gameType: 'PVP',
    classify: null,
    names: { EN: 'Baccarat', CN: '百家乐', ID: 'Baccarat', TH: 'บาคาร่า', VI: 'Baccarat', TY: 'Bài Baccarat', FIL: 'Baccarat' },
    minBet: 100,
    lines: 0,
    isTop: true,
    hot: true,
    sort: 0,
  },
];
