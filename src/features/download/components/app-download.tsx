// App download (spec §2 /down, §9): a card per platform whose resource exists — Android (ANDROID) and
// iOS (MOBILECONFIG) — with its QR code, download link and, for iOS, the iOS 17+ manual-profile tag.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Resource } from '../../../../schemas/generated/tenant.ts';
import { Button } from '../../../components/button.tsx';
import { Icon, type IconName } from '../../../components/icon.tsx';
import { Img } from '../../../components/img.tsx';
import { externalUrl } from '../../../lib/safe-link.ts';
import { useTenant } from '../../../lib/tenant/tenant-context.tsx';
import { media } from '../../../lib/theme/styled-theme.ts';

interface Platform {
  resource: Resource;
  labelKey: 'download.android' | 'download.ios';
  icon: IconName;
  ios: boolean;
}

export function appPlatforms(resources: readonly Resource[]): Platform[] {
  const out: Platform[] = [];
  const android = resources.find((r) => r.resourceType === 'ANDROID');
  const ios = resources.find((r) => r.resourceType === 'MOBILECONFIG');
  if (android) out.push({ resource: android, labelKey: 'download.android', icon: 'android', ios: false });
  if (ios) out.push({ resource: ios, labelKey: 'download.ios', icon: 'apple', ios: true });
  return out;
}

export function AppDownload() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const platforms = appPlatforms(tenant.resources);
  if (platforms.length === 0) {
    return <Empty>{t('download.none')}</Empty>;
  }
  return (
    <Cards>
      {platforms.map(({ resource, labelKey, icon, ios }) => {
        const href = externalUrl(resource.url);
        const platform = t(labelKey);
        return (
          <Card key={resource.resourceType}>
            <CardHead>
              <PlatformBadge>
                <Icon name={icon} size={26} />
              </PlatformBadge>
              <div>
                <h2>{platform}</h2>
                {resource.labelNameEn && resource.labelNameEn !== platform ? <small>{resource.labelNameEn}</small> : null}
              </div>
            </CardHead>
            {resource.qrCodeUrl ? (
              <Qr>
                <Img src={resource.qrCodeUrl} alt={t('download.qrAlt', { platform })} width={188} height={188} loading="eager" />
              </Qr>
            ) : null}
            {resource.qrCodeUrl ? <Hint>{t('download.scan')}</Hint> : null}
            {href ? (
              <Button as="a" href={href} $variant="primary" $size="lg" $block rel="noopener">
                <Icon name="download" size={18} />
                {t('download.button', { platform })}
              </Button>
            ) : null}
            {ios ? (
              <Tag>
                <Icon name="shield" size={16} />
                {t('download.iosProfileTag')}
              </Tag>
            ) : null}
          </Card>
        );
      })}
    </Cards>
  );
}

const Cards = styled.div`
  display: grid;
  gap: 20px;
  grid-template-columns: 1fr;
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 320px));
    justify-content: center;
  }
`;

const Card = styled.article`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 14px;
  padding: 22px;
  border-radius: calc(var(--radius, 8px) * 2);
  background: var(--c-surface);
  color: var(--c-text);
  border: 1px solid var(--c-border);
  box-shadow: 0 18px 50px rgb(0 0 0 / 0.25);
`;

const CardHead = styled.div`
  align-self: stretch;
  display: flex;
  align-items: center;
  gap: 12px;
  h2 {
    font-size: 20px;
    font-weight: 800;
  }
  small {
    color: var(--c-text-muted);
    font-size: 13px;
  }
`;

const PlatformBadge = styled.span`
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: 14px;
  color: var(--c-on-primary);
  background: linear-gradient(135deg, var(--c-primary), var(--c-accent));
`;

const Qr = styled.div`
  padding: 12px;
  border-radius: 16px;
  background: #fff;
  box-shadow: inset 0 0 0 1px rgb(0 0 0 / 0.08);
  img {
    width: 188px;
    height: 188px;
  }
`;

const Hint = styled.p`
  color: var(--c-text-muted);
  font-size: 13px;
  text-align: center;
`;

const Tag = styled.p`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  padding: 8px 12px;
  border-radius: 10px;
  font-size: 12px;
  font-weight: 600;
  color: var(--c-text);
  background: color-mix(in srgb, var(--c-warning) 12%, var(--c-surface));
  border: 1px solid color-mix(in srgb, var(--c-warning) 45%, transparent);
  svg {
    color: var(--c-warning);
    flex-shrink: 0;
  }
`;

const Empty = styled.p`
  text-align: center;
  color: var(--c-text-muted);
  padding: 32px 0;
`;
