import type { OpsProductRow } from '@portal/contract';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import Tag from 'antd/es/tag';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveTable, type ResponsiveColumn } from '../../../components/ResponsiveTable';
import { toast } from '../../../lib/toast';
import { opsCatalogueKey, updateProduct, useOpsCategories, useOpsProducts } from '../api/opsCatalogue';
import { ActionDialog } from '../components/ActionDialog';
import { ProductEditModal } from '../components/ProductEditModal';
import '../ops.css';

const ALL = '';

/**
 * /ops/catalogue/products: every product, also withdrawn ones, filtered by tab and name. Edit opens the prices per
 * validity, the price of each further name and the badges; the switch puts a product on sale or withdraws it after
 * a confirmation. Customers see each change at their next call.
 */
export function OpsProductsPage() {
  const { t, i18n } = useTranslation();
  const products = useOpsProducts();
  const tabs = useOpsCategories();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState(ALL);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<OpsProductRow>();
  const [toggling, setToggling] = useState<OpsProductRow>();

  useEffect(() => {
    document.title = `${t('opsCatalogue.console.products.title')} · ${t('ops.console.title')}`;
  }, [t]);

  const lang = i18n.language === 'zh-CN' ? 'zh-cn' : i18n.language === 'zh-TW' ? 'zh-tw' : 'en';
  const tabTitle = (key: string | null) => {
    const found = tabs.data?.list.find((c) => c.key === key);
    return found ? found.title[lang] || found.title.en : (key ?? '--');
  };
  const rows = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return (products.data?.list ?? []).filter(
      (p) =>
        (tab === ALL || p.tab === tab) &&
        (!needle || p.name.toLowerCase().includes(needle) || p.shortName.toLowerCase().includes(needle)),
    );
  }, [products.data, tab, search]);

  const reload = () => void queryClient.invalidateQueries({ queryKey: opsCatalogueKey });
  const c = (key: string) => t(`opsCatalogue.console.products.columns.${key}`);
  const columns: ResponsiveColumn<OpsProductRow>[] = [
    {
      key: 'name',
      title: c('name'),
      dataIndex: 'name',
      width: 260,
      card: 'head',
      render: (name: string, row) => (
        <span>
          {name}
          <br />
          <small className="muted">{row.shortName}</small>
        </span>
      ),
    },
    { key: 'brand', title: c('brand'), dataIndex: 'brand', width: 140 },
    {
      key: 'tab',
      title: c('tab'),
      dataIndex: 'tab',
      width: 150,
      render: (key: string | null) => tabTitle(key),
    },
    { key: 'type', title: c('type'), dataIndex: 'auditType', width: 80 },
    {
      key: 'oneYear',
      title: c('oneYear'),
      width: 120,
      render: (_: unknown, row) => (
        <span data-testid={`ops-product-oneyear-${row.shortName}`}>{row.prices['12'] ?? '--'}</span>
      ),
    },
    {
      key: 'badges',
      title: c('badges'),
      dataIndex: 'badges',
      width: 200,
      render: (badges: OpsProductRow['badges']) =>
        badges.map((badge) => <Tag key={badge}>{t(`opsCatalogue.console.badges.${badge}`)}</Tag>),
    },
    {
      key: 'active',
      title: c('active'),
      dataIndex: 'active',
      width: 100,
      render: (active: boolean, row) => (
        <Switch
          checked={active}
          onChange={() => setToggling(row)}
          aria-label={c('active')}
          data-testid={`ops-product-active-${row.shortName}`}
        />
      ),
    },
    {
      key: 'actions',
      title: c('actions'),
      width: 110,
      fixed: 'right',
      card: 'actions',
      render: (_: unknown, row) => (
        <Button
          size="small"
          onClick={() => setEditing(row)}
          data-testid={`ops-product-edit-${row.shortName}`}
        >
          {t('opsCatalogue.console.products.edit')}
        </Button>
      ),
    },
  ];

  return (
    <div className="page" data-testid="ops-products-page">
      <div className="page__header">
        <h1 className="page__title">{t('opsCatalogue.console.products.title')}</h1>
      </div>
      <div className="page__card">
        <div className="ops-filters">
          <Select<string>
            value={tab}
            onChange={setTab}
            options={[
              { value: ALL, label: t('opsCatalogue.console.products.allTabs') },
              ...(tabs.data?.list ?? []).map((c) => ({ value: c.key, label: c.title[lang] || c.title.en })),
            ]}
            style={{ minWidth: 200 }}
            aria-label={t('opsCatalogue.console.products.tab')}
            data-testid="ops-products-tab"
          />
          <Input.Search
            allowClear
            placeholder={t('opsCatalogue.console.products.search')}
            onSearch={setSearch}
            onChange={(e) => setSearch(e.target.value)}
            style={{ maxWidth: 320 }}
            data-testid="ops-products-search"
          />
        </div>
        <ResponsiveTable<OpsProductRow>
          rowKey="shortName"
          size="middle"
          columns={columns}
          dataSource={rows}
          loading={products.isFetching}
          pagination={{ defaultPageSize: 20, showSizeChanger: true }}
          scroll={{ x: 1200 }}
          rowTestId={(row) => `ops-product-row-${row.shortName}`}
          locale={{ emptyText: t('opsCatalogue.console.products.empty') }}
          data-testid="ops-products-table"
        />
      </div>
      {editing && (
        <ProductEditModal
          row={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            reload();
          }}
        />
      )}
      {toggling && (
        <ActionDialog
          title={t(`opsCatalogue.console.products.${toggling.active ? 'disable' : 'enable'}Title`, {
            name: toggling.name,
          })}
          okText={t(`opsCatalogue.console.products.${toggling.active ? 'disable' : 'enable'}`)}
          danger={toggling.active}
          run={() => updateProduct(toggling.shortName, { active: !toggling.active })}
          onDone={(row) => {
            toast.success(
              t(`opsCatalogue.console.products.${row.active ? 'enabled' : 'disabled'}`, { name: row.name }),
            );
            setToggling(undefined);
            reload();
          }}
          onClose={() => setToggling(undefined)}
          testIdPrefix="ops-product-toggle"
        >
          <p>{t(`opsCatalogue.console.products.${toggling.active ? 'disable' : 'enable'}Text`)}</p>
        </ActionDialog>
      )}
    </div>
  );
}
