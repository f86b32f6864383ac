import { AD_LOCATIONS, type OpsAdBody, type OpsAdRow } from '@portal/contract';
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Tag from 'antd/es/tag';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_TIME_COLUMN_WIDTH, DateTimeText } from '../../../components/DateTimeText';
import { ResponsiveTable, type ResponsiveColumn } from '../../../components/ResponsiveTable';
import { reportFormError } from '../../../lib/formRules';
import { toast } from '../../../lib/toast';
import { useIsMobile } from '../../../lib/useIsMobile';
import { opsContentKey, removeAd, saveAd, useOpsAds } from '../api/content';
import '../ops.css';

const FIELDS = [
  'location',
  'imageLink',
  'contentLink',
  'description',
  'popCountdown',
  'startsAt',
  'endsAt',
] as const;
type AdForm = Omit<OpsAdBody, 'startsAt' | 'endsAt'> & { startsAt?: string; endsAt?: string };

/** /ops/ads: advertisements (`portal ad:set / ad:list / ad:remove`): add, change, take down. */
export function OpsAdsPage() {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const [form] = Form.useForm<AdForm>();
  const ads = useOpsAds();
  const queryClient = useQueryClient();
  // undefined: closed; null: a new one; a row: changing it.
  const [editing, setEditing] = useState<OpsAdRow | null>();
  const [removing, setRemoving] = useState<OpsAdRow>();
  const [saving, setSaving] = useState(false);
  const reload = () => void queryClient.invalidateQueries({ queryKey: opsContentKey });

  useEffect(() => {
    document.title = `${t('opsContent.ads.title')} · ${t('ops.console.title')}`;
  }, [t]);

  const open = (row: OpsAdRow | null) => {
    form.resetFields();
    if (row) form.setFieldsValue({ ...row, endsAt: row.endsAt ?? undefined });
    setEditing(row);
  };

  const save = async (values: AdForm) => {
    setSaving(true);
    try {
      const body: OpsAdBody = {
        ...values,
        popCountdown: Number(values.popCountdown ?? 0),
        startsAt: values.startsAt || undefined,
        endsAt: values.endsAt || undefined,
      };
      const row = await saveAd(body, editing?.id);
      toast.success(t(editing ? 'opsContent.ads.updated' : 'opsContent.ads.added', { id: row.id }));
      setEditing(undefined);
      reload();
    } catch (error) {
      reportFormError(form, FIELDS, error);
    } finally {
      setSaving(false);
    }
  };

  const takeDown = async (row: OpsAdRow) => {
    setRemoving(undefined);
    try {
      await removeAd(row.id);
      toast.success(t('opsContent.ads.removed', { id: row.id }));
    } catch (error) {
      reportFormError(form, [], error);
    }
    reload();
  };

  const a = (key: string) => t(`opsContent.ads.${key}`);
  const columns: ResponsiveColumn<OpsAdRow>[] = [
    { key: 'id', title: 'ID', dataIndex: 'id', width: 70, card: 'head' },
    {
      key: 'location',
      title: a('location'),
      dataIndex: 'location',
      width: 150,
      render: (location: string) => a(`locations.${location}`),
    },
    { key: 'description', title: a('description'), dataIndex: 'description', ellipsis: { showTitle: true } },
    {
      key: 'state',
      title: a('state'),
      dataIndex: 'state',
      width: 110,
      render: (state: string) => (
        <Tag color={state === 'running' ? 'green' : undefined}>{a(`states.${state}`)}</Tag>
      ),
    },
    {
      key: 'startsAt',
      title: a('startsAt'),
      dataIndex: 'startsAt',
      width: DATE_TIME_COLUMN_WIDTH,
      render: (value: string) => <DateTimeText value={value} />,
    },
    {
      key: 'actions',
      title: '',
      width: 190,
      card: 'actions',
      render: (_: unknown, row) =>
        row.state === 'removed' ? null : (
          <>
            <Button size="small" onClick={() => open(row)} data-testid={`ops-ad-edit-${row.id}`}>
              {t('opsContent.common.edit')}
            </Button>{' '}
            <Button
              size="small"
              danger
              onClick={() => setRemoving(row)}
              data-testid={`ops-ad-remove-${row.id}`}
            >
              {a('takeDown')}
            </Button>
          </>
        ),
    },
  ];

  return (
    <div className="page" data-testid="ops-ads-page">
      <div className="page__header">
        <h1 className="page__title">{a('title')}</h1>
        <Button type="primary" onClick={() => open(null)} data-testid="ops-ad-add">
          {a('add')}
        </Button>
      </div>
      <div className="page__card">
        <ResponsiveTable<OpsAdRow>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={ads.data?.list ?? []}
          loading={ads.isFetching}
          pagination={{ pageSize: 50, hideOnSinglePage: true }}
          scroll={{ x: 900 }}
          rowTestId={(row) => `ops-ad-row-${row.id}`}
          data-testid="ops-ads-table"
        />
      </div>
      <Drawer
        open={editing !== undefined}
        width={mobile ? '100%' : 520}
        title={editing ? t('opsContent.ads.editTitle', { id: editing.id }) : a('add')}
        onClose={() => setEditing(undefined)}
        destroyOnHidden
      >
        <Form<AdForm>
          form={form}
          layout="vertical"
          initialValues={{ location: AD_LOCATIONS[0], popCountdown: 5 }}
          onFinish={(values) => void save(values)}
        >
          <Form.Item name="location" label={a('location')}>
            <Select
              options={AD_LOCATIONS.map((value) => ({ value, label: a(`locations.${value}`) }))}
              data-testid="ops-ad-location"
            />
          </Form.Item>
          <Form.Item name="imageLink" label={a('imageLink')} rules={[{ required: true }]}>
            <Input maxLength={2000} data-testid="ops-ad-image" />
          </Form.Item>
          <Form.Item name="contentLink" label={a('contentLink')} rules={[{ required: true }]}>
            <Input maxLength={2000} data-testid="ops-ad-link" />
          </Form.Item>
          <Form.Item name="description" label={a('description')} rules={[{ required: true }]}>
            <Input.TextArea rows={3} maxLength={500} data-testid="ops-ad-description" />
          </Form.Item>
          <Form.Item name="popCountdown" label={a('countdown')}>
            <InputNumber min={0} max={3600} precision={0} data-testid="ops-ad-countdown" />
          </Form.Item>
          <Form.Item name="startsAt" label={`${a('startsAt')} (ISO 8601)`}>
            <Input placeholder="2026-12-01T09:00:00Z" data-testid="ops-ad-starts" />
          </Form.Item>
          <Form.Item name="endsAt" label={`${a('endsAt')} (ISO 8601)`}>
            <Input placeholder="2026-12-24T18:00:00Z" data-testid="ops-ad-ends" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={saving} data-testid="ops-ad-save">
            {t('opsContent.common.save')}
          </Button>
        </Form>
      </Drawer>
      {removing && (
        <Modal
          open
          title={t('opsContent.ads.confirmTakeDown', { id: removing.id })}
          okText={a('takeDown')}
          okButtonProps={{ danger: true }}
          cancelText={t('opsContent.common.cancel')}
          onOk={() => void takeDown(removing)}
          onCancel={() => setRemoving(undefined)}
        />
      )}
    </div>
  );
}
