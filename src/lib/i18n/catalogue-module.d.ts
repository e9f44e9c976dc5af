// virtual:catalogue/<CODE> (vite.config.ts): a language's catalogue with its fallback chain merged in.
declare module 'virtual:catalogue/*' {
  import type { ResourceKey } from 'i18next';
  const catalogue: ResourceKey;
  export default catalogue;
}
