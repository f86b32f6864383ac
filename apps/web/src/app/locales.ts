import type { Language } from '@portal/contract';
import type { Locale } from 'antd/es/locale';

/** antd's texts for the current language, loaded on demand like the catalogs. */
export async function loadAntdLocale(lang: Language): Promise<Locale> {
  switch (lang) {
    case 'zh-cn':
      return (await import('antd/es/locale/zh_CN')).default;
    case 'zh-tw':
      return (await import('antd/es/locale/zh_TW')).default;
    default:
      return (await import('antd/es/locale/en_US')).default;
  }
}

/** dayjs month and weekday names (date pickers and tables of the member screens). */
export async function applyDayjsLocale(lang: Language): Promise<void> {
  const dayjs = (await import('dayjs')).default;
  if (lang === 'zh-cn') {
    await import('dayjs/locale/zh-cn');
    dayjs.locale('zh-cn');
  } else if (lang === 'zh-tw') {
    await import('dayjs/locale/zh-tw');
    dayjs.locale('zh-tw');
  } else {
    dayjs.locale('en');
  }
}
