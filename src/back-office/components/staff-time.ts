// Times in the back office: in the staff member's language (EN or CN), with the date and the time to the second.
import { useTranslation } from 'react-i18next';

export function useStaffTime(): (iso: string | Date) => string {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'CN' ? 'zh-CN' : 'en-GB';
  return (value) => new Date(value).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'medium' });
}
