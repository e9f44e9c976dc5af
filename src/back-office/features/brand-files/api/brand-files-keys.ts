// Query keys of the brand files feature.
export const brandFilesKeys = {
  all: ['brand-files'] as const,
};
