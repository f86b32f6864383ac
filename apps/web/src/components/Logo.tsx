import { useTranslation } from 'react-i18next';
import { brandForHost } from '../lib/brand';

interface LogoProps {
  /** Height of the mark in pixels. */
  size?: number;
  /** Show the brand name beside the mark. */
  withName?: boolean;
  /** Colour of the name (the shell's dark side panel uses white). */
  nameColor?: string;
}

/** The logo of the current host's brand; the default is an inline shield-and-lock mark with the app title. */
export function Logo({ size = 36, withName = true, nameColor }: LogoProps) {
  const { t } = useTranslation();
  const brand = brandForHost(window.location.host);
  const name = brand.name ?? t('web.app.title');
  return (
    <span className="logo" data-testid="logo">
      {brand.logoUrl ? (
        <img src={brand.logoUrl} alt={name} height={size} />
      ) : (
        <svg width={size} height={size} viewBox="0 0 32 32" role="img" aria-label={name}>
          <path fill={brand.color} d="M16 2 4 6.5v8.6c0 7.3 5.1 13.6 12 14.9 6.9-1.3 12-7.6 12-14.9V6.5z" />
          <path
            fill="#fff"
            d="M11 14.5h1.2v-2a3.8 3.8 0 0 1 7.6 0v2H21a1 1 0 0 1 1 1v6a1 1 0 0 1-1 1H11a1 1 0 0 1-1-1v-6a1 1 0 0 1 1-1zm3.2 0h3.6v-2a1.8 1.8 0 0 0-3.6 0z"
          />
        </svg>
      )}
      {withName && (
        <span className="logo__name" style={nameColor ? { color: nameColor } : { color: brand.color }}>
          {name}
        </span>
      )}
    </span>
  );
}
