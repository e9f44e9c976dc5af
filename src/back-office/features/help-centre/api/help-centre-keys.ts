export const helpCentreKeys = {
  all: ['bo', 'help-centre'] as const,
  language: (tenantId: string, language: string) => [...helpCentreKeys.all, tenantId, language] as const,
};
