// The one query-key factory of the deposits feature.
export const depositsKeys = {
  all: ['deposits'] as const,
  methods: () => [...depositsKeys.all, 'methods'] as const,
  mine: () => [...depositsKeys.all, 'mine'] as const,
};
