import styled from 'styled-components';
import { Img } from '../../../components/img.tsx';
import { useVendorIcon } from '../use-vendor-icon.ts';

interface VendorLogoProps {
  vassalage: string;
  gameType: string;
  /** Accessible name; '' when the vendor name is written next to it. */
  alt: string;
  width: number;
  height: number;
  className?: string;
}

export function VendorLogo({ vassalage, gameType, alt, width, height, className }: VendorLogoProps) {
  const iconUrl = useVendorIcon();
  return <Logo className={className} src={iconUrl(vassalage, gameType)} alt={alt} width={width} height={height} />;
}

const Logo = styled(Img)`
  object-fit: contain;
`;
