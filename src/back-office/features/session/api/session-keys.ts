export const sessionKeys = {
  all: ['bo', 'session'] as const,
  current: () => [...sessionKeys.all, 'current'] as const,
};
