import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pageSkin } from '../lib/skin';

interface LogoProps {
  /** Height of the mark in pixels. */
  size?: number;
  /** Show the brand name beside the mark. */
  withName?: boolean;
  /** Colour of the name (the shell's dark side panel uses white). */
  nameColor?: string;
  /** `login`: the login / register / reset pages' logo (the skin's login logo, else its menu logo). */
  variant?: 'menu' | 'login';
}

const MARK_COLOR = '#1f4fd1';

/**
 * The logo of the host's white-label skin (lib/skin.ts) with the site's name; without a logo image, or when it
 * cannot be loaded, the built-in shield-and-lock mark.
 */
export function Logo({ size = 36, withName = true, nameColor, variant = 'menu' }: LogoProps) {
  const { t } = useTranslation();
  const skin = pageSkin();
  const image = variant === 'login' ? (skin.loginLogo ?? skin.logo) : skin.logo;
  const [failed, setFailed] = useState<string | null>(null);
  // The skin's title when it has one (withSkinTexts), else the translated app name.
  const name = t('web.app.title');
  const shown = image && failed !== image ? image : null;
  return (
    <span className="logo" data-testid="logo" data-variant={variant}>
      {shown ? (
        <img
          src={shown}
          alt={withName ? '' : name}
          height={size}
          data-testid="logo-image"
          onError={() => setFailed(shown)}
        />
      ) : (
        <svg width={size} height={size} viewBox="0 0 32 32" role="img" aria-label={name}>
          <path fill={MARK_COLOR} d="M16 2 4 6.5v8.6c0 7.3 5.1 13.6 12 14.9 6.9-1.3 12-7.6 12-14.9V6.5z" />
          <path
            fill="#fff"
            d="M11 14.5h1.2v-2a3.8 3.8 0 0 1 7.6 0v2H21a1 1 0 0 1 1 1v6a1 1 0 0 1-1 1H11a1 1 0 0 1-1-1v-6a1 1 0 0 1 1-1zm3.2 0h3.6v-2a1.8 1.8 0 0 0-3.6 0z"
          />
        </svg>
      )}
      {withName && (
        <span className="logo__name" data-testid="logo-name" style={{ color: nameColor ?? MARK_COLOR }}>
          {name}
        </span>
      )}
    </span>
  );
}
