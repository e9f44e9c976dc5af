// Home: one tile per enabled category (tenant order) with its art and its vendors' logos, linking to the
// category page — all from the config and the vendor lanes.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { CategoryId } from '../../../../schemas/generated/tenant.ts';
import { Icon } from '../../../components/icon.tsx';
import { ArtIcon } from '../../../components/art-icon.tsx';
import { media } from '../../../lib/theme/styled-theme.ts';
import type { VendorLane } from '../api/vendor-lanes.api.ts';
import { CATEGORY_PATH, categoryArt } from '../vendor-links.ts';
import { VendorLogo } from './vendor-logo.tsx';

const LOGOS_PER_TILE = 4;

interface CategoryShowcaseProps {
  categories: readonly CategoryId[];
  lanes: readonly VendorLane[] | undefined;
}

export function CategoryShowcase({ categories, lanes }: CategoryShowcaseProps) {
  const { t } = useTranslation();
  if (categories.length === 0) return null;
  return (
    <Grid data-featured-base={categories.length % 2 === 1} data-featured-md={categories.length % 3 === 2} data-featured-xl={categories.length % 4 === 3}>
      {categories.map((category) => {
        const cards = lanes?.find((l) => l.title === category)?.cards;
        const name = t(`category.${category}`);
        return (
          <li key={category}>
            <Tile to={CATEGORY_PATH[category]}>
              <Art src={categoryArt(category)} size={150} />
              <Body>
                <Name>{name}</Name>
                <Count>{cards ? t('home.providerCount', { count: cards.length }) : <Skeleton aria-hidden="true" />}</Count>
                {cards && cards.length > 0 ? (
                  <Logos aria-hidden="true">
                    {cards.slice(0, LOGOS_PER_TILE).map((card) => (
                      <LogoChip key={card.vassalage}>
                        <VendorLogo vassalage={card.vassalage} gameType={card.gameType ?? category} alt="" width={64} height={28} />
                      </LogoChip>
                    ))}
                    {cards.length > LOGOS_PER_TILE ? <More>+{cards.length - LOGOS_PER_TILE}</More> : null}
                  </Logos>
                ) : null}
                <Cta>
                  {t('home.enter')}
                  <Icon name="arrowRight" size={16} />
                </Cta>
              </Body>
            </Tile>
          </li>
        );
      })}
    </Grid>
  );
}

// The first tile spans two columns when that makes the last row full (per breakpoint's column count).
const Grid = styled.ul`
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  &[data-featured-base='true'] > li:first-child {
    grid-column: span 2;
  }
  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: 16px;
    > li:first-child {
      grid-column: auto;
    }
    &[data-featured-md='true'] > li:first-child {
      grid-column: span 2;
    }
  }
  ${media.xl} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    > li:first-child {
      grid-column: auto;
    }
    &[data-featured-xl='true'] > li:first-child {
      grid-column: span 2;
    }
  }
`;

const Tile = styled(Link)`
  position: relative;
  display: flex;
  min-height: 150px;
  height: 100%;
  overflow: hidden;
  border-radius: calc(var(--radius, 8px) * 1.5);
  border: 1px solid var(--c-border);
  color: var(--c-header-text);
  background:
    radial-gradient(120% 90% at 100% 0%, color-mix(in srgb, var(--c-primary) 30%, transparent), transparent 60%),
    linear-gradient(150deg, color-mix(in srgb, var(--c-header-bg) 88%, var(--c-secondary)), var(--c-header-bg));
  box-shadow: 0 8px 24px rgb(0 0 0 / 0.16);
  transition:
    transform 0.2s,
    box-shadow 0.2s,
    border-color 0.2s;
  &:hover {
    transform: translateY(-3px);
    border-color: color-mix(in srgb, var(--c-primary) 70%, transparent);
    box-shadow:
      0 14px 34px rgb(0 0 0 / 0.26),
      0 0 0 1px color-mix(in srgb, var(--c-primary) 40%, transparent);
  }
  &:hover > span:first-child {
    transform: scale(1.06) rotate(-4deg);
    opacity: 0.9;
  }
  ${media.md} {
    min-height: 190px;
  }
`;

const Art = styled(ArtIcon)`
  position: absolute;
  right: 10px;
  bottom: 8px;
  width: 44% !important;
  max-width: 150px;
  height: auto !important;
  aspect-ratio: 1;
  background: linear-gradient(
    160deg,
    color-mix(in srgb, var(--c-accent) 80%, white),
    var(--c-accent) 45%,
    color-mix(in srgb, var(--c-accent) 55%, var(--c-primary))
  );
  opacity: 0.55;
  transition:
    transform 0.3s,
    opacity 0.3s;
  ${media.md} {
    right: 14px;
    bottom: 12px;
  }
`;

const Body = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: 14px;
  width: 100%;
  ${media.md} {
    padding: 18px;
  }
`;

const Name = styled.h3`
  font-size: 17px;
  font-weight: 800;
  letter-spacing: 0.01em;
  text-shadow: 0 2px 8px rgb(0 0 0 / 0.35);
  ${media.md} {
    font-size: 21px;
  }
`;

const Count = styled.p`
  font-size: 12px;
  font-weight: 600;
  color: color-mix(in srgb, var(--c-header-text) 70%, transparent);
  min-height: 18px;
`;

const Skeleton = styled.span`
  display: inline-block;
  width: 80px;
  height: 10px;
  border-radius: 6px;
  background: rgb(255 255 255 / 0.15);
`;

const Logos = styled.div`
  display: none;
  flex-wrap: wrap;
  gap: 6px;
  max-width: 62%;
  margin-top: 4px;
  ${media.md} {
    display: flex;
  }
`;

const LogoChip = styled.span`
  display: grid;
  place-items: center;
  width: 64px;
  height: 30px;
  padding: 2px 4px;
  border-radius: 6px;
  background: rgb(255 255 255 / 0.1);
  border: 1px solid rgb(255 255 255 / 0.12);
  overflow: hidden;
  img {
    width: 56px;
    height: 24px;
    object-fit: contain;
  }
`;

const More = styled.span`
  display: grid;
  place-items: center;
  height: 30px;
  padding: 0 8px;
  border-radius: 6px;
  font-size: 12px;
  font-weight: 700;
  background: rgb(255 255 255 / 0.1);
`;

const Cta = styled.span`
  margin-top: auto;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  align-self: flex-start;
  padding: 6px 12px;
  border-radius: 999px;
  font-size: 12px;
  font-weight: 800;
  text-transform: uppercase;
  letter-spacing: 0.05em;
  color: var(--c-on-primary);
  background: var(--c-primary);
  box-shadow: 0 4px 12px color-mix(in srgb, var(--c-primary) 40%, transparent);
`;
