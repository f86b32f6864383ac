import type { OpsSkinBody, OpsSkinRow } from '@portal/contract';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveTable, type ResponsiveColumn } from '../../../components/ResponsiveTable';
import { reportFormError } from '../../../lib/formRules';
import { toast } from '../../../lib/toast';
import { opsContentKey, removeSkin, setSkin, useOpsSkins } from '../api/content';
import '../ops.css';

type SkinForm = OpsSkinBody & { host: string };
const FIELDS = ['host', 'title', 'copyright', 'logo', 'loginLogo', 'favicon'] as const;
const TEXT_FIELDS = ['title', 'copyright', 'logo', 'loginLogo', 'favicon'] as const;

/** /ops/skins: the white-label skin of each host (`portal skin:set / skin:list / skin:remove`). */
export function OpsSkinsPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<SkinForm>();
  const skins = useOpsSkins();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [removing, setRemoving] = useState<string>();
  const reload = () => void queryClient.invalidateQueries({ queryKey: opsContentKey });

  useEffect(() => {
    document.title = `${t('opsContent.skins.title')} · ${t('ops.console.title')}`;
  }, [t]);

  const save = async (values: SkinForm) => {
    setSaving(true);
    try {
      // Every field is sent: an empty one clears it (the default).
      const body = Object.fromEntries(
        TEXT_FIELDS.map((field) => [field, values[field] ?? '']),
      ) as OpsSkinBody;
      const row = await setSkin(values.host.trim(), body);
      toast.success(t('opsContent.skins.saved', { host: row.host }));
      reload();
    } catch (error) {
      reportFormError(form, FIELDS, error);
    } finally {
      setSaving(false);
    }
  };

  const remove = async (host: string) => {
    setRemoving(undefined);
    try {
      await removeSkin(host);
      toast.success(t('opsContent.skins.removed', { host }));
    } catch (error) {
      reportFormError(form, [], error);
    }
    reload();
  };

  const s = (key: string) => t(`opsContent.skins.${key}`);
  const columns: ResponsiveColumn<OpsSkinRow>[] = [
    { key: 'host', title: s('host'), dataIndex: 'host', width: 220, card: 'head' },
    { key: 'title', title: s('shows'), width: 220, render: (_: unknown, row) => row.effective.title },
    { key: 'logo', title: s('logo'), dataIndex: 'logo', ellipsis: true },
    {
      key: 'actions',
      title: '',
      width: 180,
      card: 'actions',
      render: (_: unknown, row) => (
        <>
          <Button
            size="small"
            onClick={() =>
              form.setFieldsValue({
                host: row.host,
                ...Object.fromEntries(TEXT_FIELDS.map((field) => [field, row[field] ?? ''])),
              })
            }
            data-testid={`ops-skin-edit-${row.host}`}
          >
            {t('opsContent.common.edit')}
          </Button>{' '}
          <Button
            size="small"
            danger
            onClick={() => setRemoving(row.host)}
            data-testid={`ops-skin-remove-${row.host}`}
          >
            {t('opsContent.common.remove')}
          </Button>
        </>
      ),
    },
  ];

  return (
    <div className="page" data-testid="ops-skins-page">
      <div className="page__header">
        <h1 className="page__title">{s('title')}</h1>
      </div>
      <div className="page__card">
        <ResponsiveTable<OpsSkinRow>
          rowKey="host"
          size="middle"
          columns={columns}
          dataSource={skins.data?.list ?? []}
          loading={skins.isFetching}
          pagination={{ pageSize: 50, hideOnSinglePage: true }}
          rowTestId={(row) => `ops-skin-row-${row.host}`}
          data-testid="ops-skins-table"
        />
        {skins.data && <p>{t('opsContent.skins.fallback', { title: skins.data.fallback.title })}</p>}
      </div>
      <div className="page__card">
        <h2>{s('add')}</h2>
        <Form<SkinForm> form={form} layout="vertical" onFinish={(values) => void save(values)}>
          <Form.Item name="host" label={s('host')} rules={[{ required: true }]}>
            <Input maxLength={253} data-testid="ops-skin-host" />
          </Form.Item>
          <p>{s('emptyHelp')}</p>
          {TEXT_FIELDS.map((field) => (
            <Form.Item key={field} name={field} label={s(field === 'title' ? 'skinTitle' : field)}>
              <Input maxLength={2000} data-testid={`ops-skin-${field}`} />
            </Form.Item>
          ))}
          <Button type="primary" htmlType="submit" loading={saving} data-testid="ops-skin-save">
            {t('opsContent.common.save')}
          </Button>
        </Form>
      </div>
      {removing && (
        <Modal
          open
          title={t('opsContent.skins.confirmRemove', { host: removing })}
          okText={t('opsContent.common.remove')}
          okButtonProps={{ danger: true }}
          cancelText={t('opsContent.common.cancel')}
          onOk={() => void remove(removing)}
          onCancel={() => setRemoving(undefined)}
        />
      )}
    </div>
  );
}
