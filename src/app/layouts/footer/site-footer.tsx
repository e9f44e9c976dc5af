// Site footer (spec §2): provider strip, product links, help menu, licences with the licensed text,
// social links (only where the brand has them), copyright with year and brand, minimum-age badge.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { Resource } from '../../../../schemas/generated/tenant.ts';
import { ArtIcon } from '../../../components/art-icon.tsx';
import { Img } from '../../../components/img.tsx';
import { ProviderStrip } from '../../../features/games/components/provider-strip.tsx';
import { CATEGORY_PATH } from '../../../features/games/vendor-links.ts';
import { externalUrl } from '../../../lib/safe-link.ts';
import { useTenantContext } from '../../../lib/tenant/tenant-context.tsx';
import { media } from '../../../lib/theme/styled-theme.ts';
import { useMainNav } from '../../navigation/use-main-nav.ts';
import { routePath } from '../../routes/route-table.ts';
import { BrandLogo } from '../header/brand-logo.tsx';

// LINE (the main messenger in Thailand) after the spec's seven.
export const SOCIAL_TYPES = ['YOUTUBE', 'TWITTER', 'TIKTOK', 'FACEBOOK', 'INSTAGRAM', 'WHATSAPP', 'TELEGRAM', 'LINE'] as const;
type SocialType = (typeof SOCIAL_TYPES)[number];

/** The social links to show: only the types the brand has a valid link for, in the spec's order. */
export function socialLinks(resources: readonly Resource[]): Array<{ type: SocialType; url: string }> {
  const out: Array<{ type: SocialType; url: string }> = [];
  for (const type of SOCIAL_TYPES) {
    const url = externalUrl(resources.find((r) => r.resourceType === type)?.url);
    if (url) out.push({ type, url });
  }
  return out;
}

const HELP_LINKS = [
  { key: 'page.help', hash: '' },
  { key: 'footer.terms', hash: '#term' },
  { key: 'footer.privacy', hash: '#privacy' },
  { key: 'footer.faq', hash: '#faq' },
] as const;

export default function SiteFooter() {
  const { t } = useTranslation();
  const { tenant, boot } = useTenantContext();
  const { categories, lanes, routeIds } = useMainNav();
  const brand = tenant.brand;
  const year = new Date(Number.isFinite(boot.serverTime) ? boot.serverTime : Date.now()).getFullYear();
  const licenceNames = brand.licences.map((l) => t(`licence.${l}`)).join(', ');
  const socials = socialLinks(tenant.resources);
  const age = brand.minimumAge;

  return (
    <Footer>
      <Providers>
        <Wrap>
          <SectionTitle>{t('footer.providers')}</SectionTitle>
          <ProviderStrip lanes={lanes} />
        </Wrap>
      </Providers>
      <Wrap>
        <Columns>
          <BrandCol>
            <BrandLogo height={36} />
            <p>{t('footer.licensedText', { brand: brand.name, licences: licenceNames })}</p>
            <Licences aria-label={t('footer.licences')}>
              {brand.licences.map((licence) => (
                <li key={licence}>
                  <Img
                    src={`/art/licences/${licence.toLowerCase()}.svg`}
                    alt={t('footer.licenceAlt', { name: t(`licence.${licence}`) })}
                    width={96}
                    height={40}
                  />
                </li>
              ))}
            </Licences>
          </BrandCol>
          {categories.length > 0 ? (
            <Col>
              <h2>{t('footer.products')}</h2>
              <ul>
                {categories.map((category) => (
                  <li key={category}>
                    <Link to={CATEGORY_PATH[category]}>{t(`category.${category}`)}</Link>
                  </li>
                ))}
              </ul>
            </Col>
          ) : null}
          {routeIds.has('help') ? (
            <Col>
              <h2>{t('footer.help')}</h2>
              <ul>
                {HELP_LINKS.map((link) => (
                  <li key={link.key}>
                    <Link to={`${routePath('help')}${link.hash}`}>{t(link.key)}</Link>
                  </li>
                ))}
              </ul>
            </Col>
          ) : null}
          {socials.length > 0 ? (
            <Col>
              <h2>{t('footer.followUs')}</h2>
              <Socials>
                {socials.map(({ type, url }) => (
                  <li key={type}>
                    <a
                      href={url}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`${t(`social.${type}`)} (${t('common.openInNewWindow')})`}
                      title={t(`social.${type}`)}
                    >
                      <ArtIcon src={`/art/social/${type.toLowerCase()}.svg`} size={20} />
                    </a>
                  </li>
                ))}
              </Socials>
            </Col>
          ) : null}
        </Columns>
      </Wrap>
      <Bottom>
        <Wrap>
          <BottomRow>
            <AgeBadge>
              <AgeMark role="img" aria-label={t('footer.ageBadge', { age })}>
                {age}+
              </AgeMark>
              <p>{t('footer.ageNotice', { age })}</p>
              <Link to={routePath('responsibleGaming')} data-testid="footer-responsible-gaming">
                {t('footer.responsibleGaming')}
              </Link>
            </AgeBadge>
            <Copyright>{t('footer.copyright', { year, holder: brand.copyrightHolder ?? brand.name })}</Copyright>
          </BottomRow>
        </Wrap>
      </Bottom>
    </Footer>
  );
}

const Footer = styled.footer`
  margin-top: 40px;
  background: var(--c-footer-bg);
  color: var(--c-footer-text);
  a:hover {
    color: var(--c-accent);
  }
`;

const Wrap = styled.div`
  max-width: ${({ theme }) => theme.sizes.container}px;
  margin: 0 auto;
  padding: 0 12px;
  ${media.md} {
    padding: 0 20px;
  }
  ${media.xl} {
    padding: 0 24px;
  }
`;

const Providers = styled.div`
  padding: 22px 0;
  border-bottom: 1px solid color-mix(in srgb, var(--c-footer-text) 10%, transparent);
`;

const SectionTitle = styled.h2`
  margin-bottom: 12px;
  font-size: 12px;
  font-weight: 800;
  text-transform: uppercase;
  letter-spacing: 0.1em;
  opacity: 0.7;
`;

const Columns = styled.div`
  display: grid;
  gap: 28px;
  padding: 32px 0;
  grid-template-columns: 1fr 1fr;
  ${media.md} {
    grid-template-columns: 1.6fr 1fr 1fr;
  }
  ${media.lg} {
    grid-template-columns: 2fr 1fr 1fr 1.2fr;
  }
`;

const BrandCol = styled.div`
  grid-column: 1 / -1;
  display: grid;
  gap: 14px;
  align-content: start;
  p {
    max-width: 460px;
    font-size: 13px;
    line-height: 1.6;
    opacity: 0.75;
  }
  ${media.lg} {
    grid-column: auto;
  }
`;

const Licences = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  img {
    height: 40px;
    width: auto;
  }
`;

const Col = styled.div`
  h2 {
    margin-bottom: 12px;
    font-size: 13px;
    font-weight: 800;
    text-transform: uppercase;
    letter-spacing: 0.08em;
    color: var(--c-accent);
  }
  ul {
    display: grid;
    gap: 8px;
  }
  li a {
    font-size: 14px;
    opacity: 0.85;
  }
  li a:hover {
    opacity: 1;
  }
`;

const Socials = styled.ul`
  display: flex !important;
  flex-wrap: wrap;
  gap: 10px !important;
  a {
    display: grid;
    place-items: center;
    width: 40px;
    height: 40px;
    border-radius: 50%;
    opacity: 1 !important;
    background: color-mix(in srgb, var(--c-footer-text) 8%, transparent);
    transition:
      transform 0.15s,
      background-color 0.15s;
  }
  a:hover {
    transform: translateY(-2px);
    background: color-mix(in srgb, var(--c-primary) 30%, transparent);
  }
`;

const Bottom = styled.div`
  border-top: 1px solid color-mix(in srgb, var(--c-footer-text) 10%, transparent);
  background: color-mix(in srgb, var(--c-footer-bg) 80%, black);
`;

const BottomRow = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 16px 0 88px;
  ${media.md} {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
    padding-bottom: 16px;
  }
`;

const AgeBadge = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  font-size: 12px;
  opacity: 0.85;
`;

/**
 * The minimum-age sign, drawn in markup so any age a brand sets works without art. Its colours are the
 * universal age-restriction sign (white disc, red ring), the same in every brand and theme.
 */
const AgeMark = styled.span`
  display: grid;
  flex: none;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  background: #ffffff;
  box-shadow: inset 0 0 0 3px #d0112b;
  color: #16161d;
  font-size: 14px;
  font-weight: 900;
  letter-spacing: -0.02em;
  line-height: 1;
`;

const Copyright = styled.p`
  font-size: 12px;
  opacity: 0.7;
`;
