import type { ProductCategory } from '@portal/contract';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tabTitle } from '../catalogue';

/**
 * The brand introduction of a tab: logo and text (three lines and an Expand link under 992 px). A logo that
 * fails to load is left out.
 */
export function BrandIntro({ category, mobile }: { category: ProductCategory; mobile: boolean }) {
  const { t } = useTranslation();
  const [logoFailed, setLogoFailed] = useState(false);
  const title = tabTitle(category);
  const showLogo = Boolean(category.logo) && !logoFailed;
  if (!showLogo && !category.introduction) return null;
  return (
    <Flex
      vertical={mobile}
      gap={mobile ? 8 : 20}
      align={mobile ? 'flex-start' : 'center'}
      data-testid="brand-intro"
      style={{ padding: '12px 16px', marginBottom: 12, background: '#fafafa', borderRadius: 8 }}
    >
      {showLogo && (
        <img
          src={category.logo}
          alt={t('shop.list.logoAlt', { brand: title })}
          height={40}
          style={{ height: 40, width: 'auto', maxWidth: 160, objectFit: 'contain', flex: 'none' }}
          onError={() => setLogoFailed(true)}
        />
      )}
      {category.introduction && (
        <Typography.Paragraph
          type="secondary"
          style={{ margin: 0, whiteSpace: 'pre-line' }}
          ellipsis={mobile ? { rows: 3, expandable: true } : false}
        >
          {category.introduction}
        </Typography.Paragraph>
      )}
    </Flex>
  );
}
