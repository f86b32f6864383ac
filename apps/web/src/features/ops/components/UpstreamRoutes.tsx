import { opsUpstreamRouteBody, type OpsUpstreamRouteBody, type OpsUpstreamRow } from '@portal/contract';
import type { ButtonProps } from 'antd/es/button';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveTable, type ResponsiveColumn } from '../../../components/ResponsiveTable';
import { zodRule } from '../../../lib/formRules';
import { testId } from '../../../lib/testId';
import { toast } from '../../../lib/toast';
import { useOpsProducts } from '../api/opsCatalogue';
import { opsUpstreamsKey, saveUpstreamRoute } from '../api/opsUpstreams';
import '../ops.css';

/** One stored route: new orders of the brand (or of one product of it) go to the upstream. */
export interface RouteRow {
  key: string;
  brand: string;
  product: string | null;
  upstream: string;
  /** The upstream's own product id the route names (CertCentral), null: picked by brand. */
  upstreamProduct: string | null;
}

interface RouteInput {
  brand?: string;
  product?: string | null;
  upstream?: string;
  upstreamProduct?: string | null;
}

/** A route's row key and test id: brand, or brand-product. */
const keyOf = (row: { brand: string; product: string | null }) =>
  row.product ? `${row.brand}-${row.product}` : row.brand;

/** Every upstream's routes as one table: by brand, the brand's own route before its products' overrides. */
export function routingTable(upstreams: readonly OpsUpstreamRow[]): RouteRow[] {
  return upstreams
    .flatMap((upstream) =>
      upstream.routes.map((route) => {
        const row = {
          brand: route.brand,
          product: route.product,
          upstream: upstream.name,
          upstreamProduct: route.upstreamProduct,
        };
        return { ...row, key: keyOf(row) };
      }),
    )
    .sort(
      (a, b) =>
        a.brand.localeCompare(b.brand) ||
        (a.product === null ? -1 : b.product === null ? 1 : a.product.localeCompare(b.product)),
    );
}

const what = (brand: string, product: string | null | undefined) =>
  product ? `${brand} · ${product}` : brand;

/**
 * The routes section of /ops/upstreams: the routing table (brand → upstream, product overrides) and the form
 * that routes new orders of a brand or product (PUT ops/upstream-routes) after a confirmation that orders
 * already submitted keep their upstream.
 */
export function UpstreamRoutes({ upstreams, pending }: { upstreams: OpsUpstreamRow[]; pending: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const products = useOpsProducts();
  const [form] = Form.useForm<RouteInput>();
  const [confirming, setConfirming] = useState<OpsUpstreamRouteBody>();
  const [saving, setSaving] = useState(false);
  const brand = Form.useWatch('brand', form);
  const product = Form.useWatch('product', form);
  const chosenUpstream = Form.useWatch('upstream', form);
  // Only a product route to a CertCentral upstream names the upstream's product (the server refuses the rest).
  const takesUpstreamProduct =
    Boolean(product) && upstreams.find((u) => u.name === chosenUpstream)?.type === 'certcentral';

  const rows = useMemo(() => routingTable(upstreams), [upstreams]);
  const brands = useMemo(
    () => [...new Set((products.data?.list ?? []).map((p) => p.brand))].sort((a, b) => a.localeCompare(b)),
    [products.data],
  );
  const brandProducts = (products.data?.list ?? []).filter((p) => p.brand === brand);

  const save = async (body: OpsUpstreamRouteBody) => {
    setSaving(true);
    try {
      const answer = await saveUpstreamRoute(body);
      toast.success(
        t(answer.upstreamProduct ? 'opsUpstreams.route.savedAs' : 'opsUpstreams.route.saved', {
          what: what(answer.brand, answer.product),
          upstream: answer.upstream,
          upstreamProduct: answer.upstreamProduct,
        }),
      );
      setConfirming(undefined);
      form.resetFields();
      void queryClient.invalidateQueries({ queryKey: opsUpstreamsKey });
    } catch {
      // The client has shown the server's {code, msg}; the dialog stays for another try or Cancel.
    } finally {
      setSaving(false);
    }
  };

  const r = (key: string) => t(`opsUpstreams.route.${key}`);
  const columns: ResponsiveColumn<RouteRow>[] = [
    { key: 'brand', title: r('brand'), dataIndex: 'brand', width: 180, card: 'head' },
    {
      key: 'product',
      title: r('product'),
      dataIndex: 'product',
      width: 220,
      render: (product: string | null) => product ?? <span className="ops-muted">{r('allProducts')}</span>,
    },
    { key: 'upstream', title: r('upstream'), dataIndex: 'upstream', width: 180 },
    {
      key: 'upstreamProduct',
      title: r('upstreamProductColumn'),
      dataIndex: 'upstreamProduct',
      width: 180,
      render: (value: string | null) => value ?? <span className="ops-muted">{r('pickedByBrand')}</span>,
    },
    {
      key: 'actions',
      title: '',
      width: 110,
      card: 'actions',
      render: (_: unknown, row) => (
        <Button
          size="small"
          onClick={() =>
            form.setFieldsValue({
              brand: row.brand,
              product: row.product,
              upstream: row.upstream,
              upstreamProduct: row.upstreamProduct,
            })
          }
          data-testid={`ops-route-edit-${row.key}`}
        >
          {r('edit')}
        </Button>
      ),
    },
  ];

  return (
    <div className="page__card" data-testid="ops-routes">
      <h2 className="ops-section">{r('tableTitle')}</h2>
      <p>{r('intro')}</p>
      <ResponsiveTable<RouteRow>
        rowKey="key"
        size="middle"
        columns={columns}
        dataSource={rows}
        pending={pending}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        rowTestId={(row) => `ops-route-row-${row.key}`}
        locale={{ emptyText: r('empty') }}
        data-testid="ops-routes-table"
      />
      <h2 className="ops-section" style={{ marginTop: 24 }}>
        {r('title')}
      </h2>
      <Form<RouteInput>
        form={form}
        layout="vertical"
        className="ops-route-form"
        onFinish={(values) =>
          setConfirming({
            brand: values.brand ?? '',
            ...(values.product ? { product: values.product } : {}),
            upstream: values.upstream ?? '',
            ...(takesUpstreamProduct && values.upstreamProduct?.trim()
              ? { upstreamProduct: values.upstreamProduct.trim() }
              : {}),
          })
        }
        data-testid="ops-route-form"
      >
        <Form.Item name="brand" label={r('brand')} rules={[zodRule(opsUpstreamRouteBody.shape.brand)]}>
          <Select
            showSearch
            virtual={false}
            placeholder={r('brandPlaceholder')}
            loading={products.isPending}
            options={brands.map((value) => ({ value, label: value }))}
            onChange={() => form.setFieldValue('product', null)}
            data-testid="ops-route-brand"
          />
        </Form.Item>
        <Form.Item name="product" label={r('product')}>
          <Select
            showSearch
            allowClear
            virtual={false}
            placeholder={r('productPlaceholder')}
            options={brandProducts.map((p) => ({ value: p.shortName, label: `${p.name} (${p.shortName})` }))}
            data-testid="ops-route-product"
          />
        </Form.Item>
        <Form.Item
          name="upstream"
          label={r('upstream')}
          rules={[{ required: true, message: t('opsUpstreams.validation.upstream') }]}
        >
          <Select
            virtual={false}
            placeholder={r('upstreamPlaceholder')}
            options={upstreams.map((u) => ({ value: u.name, label: u.name }))}
            data-testid="ops-route-upstream"
          />
        </Form.Item>
        <Form.Item
          name="upstreamProduct"
          label={r('upstreamProduct')}
          extra={r('upstreamProductHelp')}
          rules={[zodRule(opsUpstreamRouteBody.shape.upstreamProduct)]}
        >
          <Input
            disabled={!takesUpstreamProduct}
            placeholder={r('upstreamProductPlaceholder')}
            maxLength={64}
            data-testid="ops-route-upstream-product"
          />
        </Form.Item>
        <Form.Item label=" ">
          <Button type="primary" htmlType="submit" loading={saving} data-testid="ops-route-save">
            {r('save')}
          </Button>
        </Form.Item>
      </Form>
      {confirming && (
        <Modal
          open
          title={t('opsUpstreams.route.confirmTitle', {
            what: what(confirming.brand, confirming.product),
            upstream: confirming.upstreamProduct
              ? `${confirming.upstream} · ${confirming.upstreamProduct}`
              : confirming.upstream,
          })}
          okText={r('save')}
          cancelText={t('ops.console.cancel')}
          okButtonProps={testId<ButtonProps>('ops-route-confirm-ok')}
          confirmLoading={saving}
          onOk={() => void save(confirming)}
          onCancel={() => setConfirming(undefined)}
        >
          <p data-testid="ops-route-confirm-text">{r('confirmText')}</p>
        </Modal>
      )}
    </div>
  );
}
