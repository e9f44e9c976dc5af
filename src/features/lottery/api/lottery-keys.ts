// Query keys of the lottery feature.
export const lotteryKeys = {
  all: ['lottery'] as const,
  menus: (language: string) => [...lotteryKeys.all, 'menus', language] as const,
  vnMenu: (language: string) => [...lotteryKeys.all, 'vnMenu', language] as const,
  popular: (language: string) => [...lotteryKeys.all, 'popular', language] as const,
  recent: (language: string) => [...lotteryKeys.all, 'recent', language] as const,
  results: (gameCode: string) => [...lotteryKeys.all, 'results', gameCode] as const,
  /** Without a numero: the member's recent slips of the game (a prefix of every draw's key). */
  tickets: (gameCode: string, numero?: string) => [...lotteryKeys.all, 'tickets', gameCode, ...(numero ? [numero] : [])] as const,
  draw: (gameCode: string, numero: string) => [...lotteryKeys.all, 'draw', gameCode, numero] as const,
};
