// The promotional download strip (spec §2): brand.promoDownloadUrl when set (external page), else /down.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Button } from '../../../components/button.tsx';
import { Icon } from '../../../components/icon.tsx';
import { Img } from '../../../components/img.tsx';
import { externalUrl } from '../../../lib/safe-link.ts';
import { useTenant } from '../../../lib/tenant/tenant-context.tsx';
import { media } from '../../../lib/theme/styled-theme.ts';
import { appPlatforms } from './app-download.tsx';

export function PromoDownloadStrip({ downloadPagePath }: { downloadPagePath: string | null }) {
  const { t } = useTranslation();
  const tenant = useTenant();
  const external = externalUrl(tenant.brand.promoDownloadUrl);
  if (!external && !downloadPagePath) return null;
  const qr = appPlatforms(tenant.resources).find((p) => p.resource.qrCodeUrl);
  const button = (
    <>
      <Icon name="download" size={18} />
      {t('promoStrip.button')}
    </>
  );
  return (
    <Strip aria-labelledby="promo-download-title">
      <Phone aria-hidden="true">
        <Icon name="phone" size={44} strokeWidth={1.4} />
      </Phone>
      <Copy>
        <h2 id="promo-download-title">{t('promoStrip.title', { brand: tenant.brand.name })}</h2>
        <p>{t('promoStrip.text')}</p>
      </Copy>
      {qr?.resource.qrCodeUrl ? (
        <QrBox>
          <Img src={qr.resource.qrCodeUrl} alt={t('download.qrAlt', { platform: t(qr.labelKey) })} width={88} height={88} />
        </QrBox>
      ) : null}
      {external ? (
        <Button as="a" href={external} target="_blank" rel="noopener noreferrer" $size="lg">
          {button}
        </Button>
      ) : (
        <Button as={Link} to={downloadPagePath ?? '/'} $size="lg">
          {button}
        </Button>
      )}
    </Strip>
  );
}

const Strip = styled.section`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 16px 24px;
  padding: 20px;
  border-radius: calc(var(--radius, 8px) * 1.5);
  color: var(--c-header-text);
  background:
    radial-gradient(600px 200px at 85% 0%, color-mix(in srgb, var(--c-primary) 40%, transparent), transparent 70%),
    radial-gradient(500px 220px at 0% 100%, color-mix(in srgb, var(--c-accent) 30%, transparent), transparent 70%),
    linear-gradient(120deg, var(--c-header-bg), color-mix(in srgb, var(--c-header-bg) 80%, var(--c-secondary)));
  border: 1px solid color-mix(in srgb, var(--c-primary) 35%, transparent);
  overflow: hidden;
  ${media.md} {
    padding: 24px 32px;
    flex-wrap: nowrap;
  }
`;

const Phone = styled.div`
  display: none;
  place-items: center;
  width: 72px;
  height: 72px;
  flex-shrink: 0;
  border-radius: 20px;
  color: var(--c-primary);
  background: rgb(255 255 255 / 0.06);
  border: 1px solid rgb(255 255 255 / 0.12);
  ${media.md} {
    display: grid;
  }
`;

const Copy = styled.div`
  flex: 1 1 240px;
  h2 {
    font-size: 20px;
    font-weight: 800;
    line-height: 1.25;
  }
  p {
    margin-top: 4px;
    opacity: 0.8;
  }
  ${media.md} {
    h2 {
      font-size: 24px;
    }
  }
`;

const QrBox = styled.div`
  display: none;
  padding: 6px;
  border-radius: 10px;
  background: #fff;
  img {
    width: 88px;
    height: 88px;
  }
  ${media.lg} {
    display: block;
  }
`;
