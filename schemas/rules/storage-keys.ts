// Browser storage keys read by both the server's pre-paint script and the client (spec §3).
/** Both keys hold the visitor's chosen language code ("language kept locally (keys hisLang, lang)"); `lang` is read first. */
export const LANGUAGE_STORAGE_KEYS = ['lang', 'hisLang'] as const;
export const THEME_STORAGE_KEY = 'theme';
