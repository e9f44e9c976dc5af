// /noticePage (chunk notice): every notice of the brand, as the notice modal lists them.
import { useTranslation } from 'react-i18next';
import { Box } from '../../components/box.tsx';
import { NoticeList } from '../../features/content/components/notice-list.tsx';
import { useTenant } from '../../lib/tenant/tenant-context.tsx';
import { PageFrame } from './page-frame.tsx';

export default function NoticePage() {
  const { t } = useTranslation();
  const tenant = useTenant();
  if (tenant.notices.length === 0) return <PageFrame text={t('common.noData')} />;
  return (
    <PageFrame text={t('notice.pageIntro', { brand: tenant.brand.name })}>
      <Box mt={5}>
        <NoticeList notices={tenant.notices} initialIndex={0} />
      </Box>
    </PageFrame>
  );
}
