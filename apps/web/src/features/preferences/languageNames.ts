import type { Language } from '@portal/contract';

/** Short names for the narrow header: each language names itself, the same in every catalog. */
export const SHORT_NAMES: Record<Language, string> = { en: 'EN', 'zh-cn': '简', 'zh-tw': '繁' };
