// Query keys of the reports: everything of one brand under one root, each report by its range.
const all = ['bo', 'reports'] as const;
const brand = (tenantId: string) => [...all, tenantId] as const;

export const reportsKeys = {
  all,
  brand,
  daily: (tenantId: string, from: string, to: string) => [...brand(tenantId), 'daily', from, to] as const,
  breakdown: (tenantId: string, from: string, to: string) => [...brand(tenantId), 'breakdown', from, to] as const,
};
