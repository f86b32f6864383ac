import type { Badge, Product } from '@portal/contract';
import Flex from 'antd/es/flex';
import Tag from 'antd/es/tag';
import Tooltip from 'antd/es/tooltip';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { coverageKey, fromPerYear } from '../catalogue';

const BADGE_COLORS: Record<Badge, string> = {
  popular: 'magenta',
  recommended: 'blue',
  hot: 'red',
  discounts: 'orange',
};

/** The product cell of a row: name with its badges, "from $X / year", "Includes N FQDNs", audit type, coverage and free trial. */
export function ProductInfo({ product }: { product: Product }) {
  const { t } = useTranslation();
  const from = fromPerYear(product);
  return (
    <Flex vertical gap={6}>
      <Flex wrap gap={6} align="center">
        <Typography.Text strong>{product.name}</Typography.Text>
        {product.badges.map((badge) => (
          <Tag key={badge} color={BADGE_COLORS[badge]} data-testid={`product-badge-${badge}`}>
            {t(`shop.list.badges.${badge}`)}
          </Tag>
        ))}
      </Flex>
      {from && (
        <Typography.Text
          style={{ color: '#d4380d', fontWeight: 500 }}
          data-testid={`product-from-${product.shortName}`}
        >
          {t('shop.list.fromPerYear', { price: from })}
        </Typography.Text>
      )}
      {product.wholesaleCount !== 0 && (
        <Typography.Text type="secondary">
          {t(product.productTag === 'SSL_IP' ? 'shop.list.includesIps' : 'shop.list.includesFqdns', {
            count: product.wholesaleCount,
          })}
        </Typography.Text>
      )}
      <Flex wrap gap={4}>
        <Tooltip title={t(`shop.list.auditTypes.${product.auditType}`)}>
          <Tag variant="outlined">{product.auditType}</Tag>
        </Tooltip>
        <Tag variant="outlined">{t(`shop.list.domainTypes.${coverageKey(product)}`)}</Tag>
        {product.supportFreeTrial && <Tag color="green">{t('shop.list.freeTrial')}</Tag>}
      </Flex>
    </Flex>
  );
}
