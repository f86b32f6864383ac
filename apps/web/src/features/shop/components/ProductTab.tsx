import InfoCircleOutlined from '@ant-design/icons/InfoCircleOutlined';
import type { Product, ProductCategory } from '@portal/contract';
import Flex from 'antd/es/flex';
import Table, { type ColumnsType } from 'antd/es/table';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../../lib/preferences';
import { testId } from '../../../lib/testId';
import { useIsMobile } from '../../../lib/useIsMobile';
import { useProducts } from '../api/listProducts';
import { categoryFilter } from '../catalogue';
import { BrandIntro } from './BrandIntro';
import { BuyForm } from './BuyForm';
import { ProductInfo } from './ProductInfo';
import { usePaging } from '../../../lib/usePaging';

/**
 * One tab of the product list: brand introduction, a note on the display currency, and the paged table of the
 * tab's products (brand, name with badges, buy form). Under 992 px each row is a card: no header, the brand,
 * product and buy form stacked.
 */
export function ProductTab({ category }: { category: ProductCategory }) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const { currency } = usePreferences();
  const paging = usePaging();
  const query = useProducts({ ...paging.args, ...categoryFilter(category) });

  const columns: ColumnsType<Product> = mobile
    ? [
        {
          key: 'product',
          render: (_, product) => (
            <Flex vertical gap={10}>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {product.brand}
              </Typography.Text>
              <ProductInfo product={product} />
              <BuyForm product={product} category={category} block />
            </Flex>
          ),
        },
      ]
    : [
        { title: t('shop.list.columns.brand'), dataIndex: 'brand', width: 140 },
        {
          title: t('shop.list.columns.product'),
          key: 'product',
          render: (_, product) => <ProductInfo product={product} />,
        },
        {
          title: t('shop.list.columns.buy'),
          key: 'buy',
          width: 420,
          render: (_, product) => <BuyForm product={product} category={category} />,
        },
      ];

  return (
    <div>
      <BrandIntro category={category} mobile={mobile} />
      <Typography.Paragraph type="secondary" style={{ fontSize: 13, marginBottom: 12 }}>
        <InfoCircleOutlined style={{ marginInlineEnd: 6 }} />
        {t('shop.list.priceNote', { currency: currency.code })}
      </Typography.Paragraph>
      <Table<Product>
        rowKey="shortName"
        size="middle"
        showHeader={!mobile}
        columns={columns}
        dataSource={query.data?.list ?? []}
        loading={query.isFetching}
        locale={{ emptyText: t('shop.list.empty') }}
        pagination={paging.pagination(query.data?.total)}
        scroll={mobile ? undefined : { x: 900 }}
        onRow={(product) => testId(`product-row-${product.shortName}`)}
      />
    </div>
  );
}
