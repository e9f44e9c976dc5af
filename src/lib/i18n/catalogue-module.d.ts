// virtual:catalogue/<CODE>/core and /rest (vite.config.ts): a part of a language's catalogue, fallback chain merged in.
declare module 'virtual:catalogue/*' {
  import type { ResourceKey } from 'i18next';
  const catalogue: ResourceKey;
  export default catalogue;
}
