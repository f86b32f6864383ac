import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Skeleton from 'antd/es/skeleton';
import Tabs from 'antd/es/tabs';
import Tag from 'antd/es/tag';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAdminSetting } from '../api/getAdminSetting';
import { tabTitle } from '../catalogue';
import { ProductTab } from '../components/ProductTab';

/**
 * Product list (/admin, /admin/get-cert, /admin/price/product): one tab per category of the settings, each with
 * its brand introduction and products. The open tab is kept in ?tab= so coming back lands on it again.
 */
export function ProductListPage() {
  const { t } = useTranslation();
  const setting = useAdminSetting();
  const [params, setParams] = useSearchParams();

  useEffect(() => {
    document.title = `${t('shop.title')} · ${t('web.app.title')}`;
  }, [t]);

  const categories = setting.data?.productCategory ?? [];
  const wanted = params.get('tab');
  const active = categories.find((c) => c.key === wanted)?.key ?? categories[0]?.key;

  let body;
  if (setting.isPending) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (setting.isError)
    body = (
      <Empty description={setting.error.message}>
        <Button type="primary" onClick={() => void setting.refetch()}>
          {t('web.common.retry')}
        </Button>
      </Empty>
    );
  else if (categories.length === 0) body = <Empty description={t('shop.list.noCategories')} />;
  else
    body = (
      <Tabs
        activeKey={active}
        onChange={(key) => setParams({ tab: key }, { replace: true })}
        destroyOnHidden
        items={categories.map((category) => ({
          key: category.key,
          label: (
            <span data-testid={`product-tab-${category.key}`}>
              {tabTitle(category)}
              {category.hot && (
                <Tag color="red" style={{ marginInlineStart: 6, marginInlineEnd: 0 }}>
                  {t('shop.list.hot')}
                </Tag>
              )}
            </span>
          ),
          children: <ProductTab category={category} />,
        }))}
      />
    );

  return (
    <div className="page" data-testid="product-list-page">
      <h1 className="page__title">{t('shop.title')}</h1>
      <div className="page__card">{body}</div>
    </div>
  );
}

export default ProductListPage;
