import CopyOutlined from '@ant-design/icons/CopyOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import {
  DELIVERY_CLOSED_STATUSES,
  DELIVERY_OPEN_STATUSES,
  deliveryExamples,
  deliveryTokenCreateBody,
  orderAllows,
  type DeliveryTokenRow,
  type DeliveryTokenState,
} from '@portal/contract';
import Alert from 'antd/es/alert';
import Button, { type ButtonProps } from 'antd/es/button';
import Card from 'antd/es/card';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api';
import { applyFieldErrors, zodRule } from '../../../lib/formRules';
import { testId } from '../../../lib/testId';
import { toast } from '../../../lib/toast';
import {
  useCreateDeliveryToken,
  useDeliveryTokens,
  useRevokeDeliveryToken,
  type NewDeliveryToken,
} from '../api/deliveryTokens';

const STATE_COLORS: Record<DeliveryTokenState, string> = {
  active: 'green',
  revoked: 'default',
  closed: 'orange',
};

function copy(t: TFunction, text: string) {
  const failed = () => toast.warning(t('delivery.copyFailed'));
  if (!navigator.clipboard) return failed();
  navigator.clipboard.writeText(text).then(() => toast.success(t('delivery.copied')), failed);
}

/** A block of text to paste into a shell, with its own Copy button. */
function Snippet({ title, text, id }: { title: string; text: string; id: string }) {
  const { t } = useTranslation();
  return (
    <div className="delivery-snippet" style={{ marginBottom: 12 }}>
      <Space style={{ marginBottom: 4 }} wrap>
        <strong>{title}</strong>
        <Button size="small" icon={<CopyOutlined />} onClick={() => copy(t, text)} data-testid={`${id}-copy`}>
          {t('delivery.copy')}
        </Button>
      </Space>
      <pre
        data-testid={id}
        style={{
          margin: 0,
          padding: 8,
          maxHeight: 240,
          overflow: 'auto',
          whiteSpace: 'pre',
          fontSize: 12,
          background: 'rgba(0, 0, 0, 0.04)',
          borderRadius: 6,
        }}
      >
        {text}
      </pre>
    </div>
  );
}

/** "YYYY-MM-DD HH:mm:ss" in UTC as the server answers it. */
const utc = (value: string) => `${value} UTC`;

/** The new token, shown this once, with the ready-to-paste examples (docs/domain/delivery.md). */
function NewTokenModal({ created, onClose }: { created: NewDeliveryToken | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const examples = created
    ? deliveryExamples({
        url: created.url,
        orderID: created.orderID,
        token: created.token,
        includeKey: created.includeKey,
      })
    : undefined;
  return (
    <Modal
      open={created !== undefined}
      title={t('delivery.newTitle')}
      onCancel={onClose}
      maskClosable={false}
      width={760}
      footer={
        <Button type="primary" onClick={onClose} data-testid="delivery-new-close">
          {t('delivery.done')}
        </Button>
      }
    >
      {created && examples && (
        <>
          <Alert type="warning" showIcon title={t('delivery.newWarning')} style={{ marginBottom: 12 }} />
          <Space.Compact style={{ width: '100%', marginBottom: 16 }}>
            <Input value={created.token} readOnly data-testid="delivery-new-token" />
            <Button
              type="primary"
              icon={<CopyOutlined />}
              onClick={() => copy(t, created.token)}
              data-testid="delivery-new-token-copy"
            >
              {t('delivery.copy')}
            </Button>
          </Space.Compact>
          <h4>{t('delivery.examples.title')}</h4>
          <Snippet title={t('delivery.examples.try')} text={examples.tryIt} id="delivery-example-try" />
          <Snippet
            title={t('delivery.examples.headerFile')}
            text={examples.headerFile}
            id="delivery-example-header"
          />
          <Snippet title={t('delivery.examples.cron')} text={examples.cron} id="delivery-example-cron" />
          <Snippet title={t('delivery.examples.hook')} text={examples.hook} id="delivery-example-hook" />
          <p style={{ marginBottom: 0 }}>{t('delivery.examples.formats')}</p>
        </>
      )}
    </Modal>
  );
}

interface CreateValues {
  name: string;
  includeKey: boolean;
}

/** Name (required) and the private-key right, with its warning while it is ticked. */
function CreateTokenModal({
  orderID,
  open,
  onClose,
}: {
  orderID: number;
  open: boolean;
  onClose: (created?: NewDeliveryToken) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<CreateValues>();
  const includeKey = Form.useWatch('includeKey', form) ?? false;
  const create = useCreateDeliveryToken(orderID);
  const submit = (values: CreateValues) =>
    create.mutate(
      { name: values.name, includeKey: values.includeKey ?? false },
      {
        onSuccess: (created) => {
          form.resetFields();
          onClose(created);
        },
        onError: (error) => {
          if (isApiError(error) && applyFieldErrors(form, ['name'], error.errors)) return;
          toast.error(isApiError(error) ? error.msg : t('unknownError'));
        },
      },
    );
  return (
    <Modal
      open={open}
      title={t('delivery.createTitle')}
      onCancel={() => onClose()}
      onOk={() => form.submit()}
      okText={t('delivery.createOk')}
      cancelText={t('delivery.cancel')}
      confirmLoading={create.isPending}
      okButtonProps={testId<ButtonProps>('delivery-create-ok')}
      destroyOnHidden
    >
      <Form<CreateValues>
        form={form}
        layout="vertical"
        initialValues={{ name: '', includeKey: false }}
        onFinish={submit}
      >
        <Form.Item
          name="name"
          label={t('delivery.name')}
          rules={[zodRule(deliveryTokenCreateBody.shape.name)]}
        >
          <Input
            placeholder={t('delivery.namePlaceholder')}
            maxLength={64}
            autoFocus
            data-testid="delivery-name"
          />
        </Form.Item>
        <Form.Item name="includeKey" valuePropName="checked" style={{ marginBottom: includeKey ? 8 : 0 }}>
          <Checkbox data-testid="delivery-include-key">{t('delivery.includeKey')}</Checkbox>
        </Form.Item>
        {includeKey && (
          <Alert
            type="warning"
            showIcon
            title={t('delivery.includeKeyWarning')}
            data-testid="delivery-include-key-warning"
          />
        )}
      </Form>
    </Modal>
  );
}

/**
 * The order detail's "Delivery tokens" (issue 21, B4): the order's tokens (name, created, last used, key right,
 * state), New token (shown once, with curl and cron examples) and Revoke with confirmation. Shown to whoever may
 * manage tokens (`delivery.manage`: not role sale) for an order that has or will have its certificate, and for a
 * closed one that still has tokens to show.
 */
export function DeliveryTokensCard({ orderID, status }: { orderID: number; status: number }) {
  const { t } = useTranslation();
  const open = DELIVERY_OPEN_STATUSES.includes(status);
  const tokens = useDeliveryTokens(orderID, true);
  const revoke = useRevokeDeliveryToken(orderID);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<NewDeliveryToken>();
  const list = tokens.data?.list ?? [];
  if (!open && list.length === 0) return null;
  const max = tokens.data?.max ?? 10;
  const active = list.filter((row) => row.state !== 'revoked').length;

  const askRevoke = (row: DeliveryTokenRow) =>
    Modal.confirm({
      title: t('delivery.revokeTitle', { name: row.name }),
      content: t('delivery.revokeText'),
      okText: t('delivery.revokeOk'),
      cancelText: t('delivery.cancel'),
      okButtonProps: { danger: true, ...testId<ButtonProps>('delivery-revoke-ok') },
      onOk: () => revoke.mutateAsync(row.id).then(() => toast.success(t('delivery.revoked'))),
    });

  return (
    <Card
      size="small"
      title={t('delivery.title')}
      style={{ marginBottom: 16 }}
      data-testid="delivery-tokens-card"
      extra={
        open && (
          <Button
            type="primary"
            size="small"
            icon={<PlusOutlined />}
            disabled={active >= max}
            onClick={() => setCreating(true)}
            data-testid="delivery-create"
          >
            {t('delivery.create')}
          </Button>
        )
      }
    >
      <p style={{ marginTop: 0 }}>{t('delivery.intro')}</p>
      {open && !orderAllows('certificate', status) && (
        <Alert type="info" showIcon title={t('delivery.notIssuedYet')} style={{ marginBottom: 12 }} />
      )}
      {DELIVERY_CLOSED_STATUSES.includes(status) && (
        <Alert type="warning" showIcon title={t('delivery.closed')} style={{ marginBottom: 12 }} />
      )}
      <Table<DeliveryTokenRow>
        size="small"
        rowKey="id"
        loading={tokens.isLoading}
        pagination={false}
        dataSource={list}
        scroll={{ x: 760 }}
        locale={{ emptyText: t('delivery.empty') }}
        onRow={(row) => testId(`delivery-token-${row.id}`)}
        columns={[
          {
            title: t('delivery.columns.name'),
            dataIndex: 'name',
            render: (name: string) => (
              <span className="wrap-anywhere" data-testid="delivery-token-name">
                {name}
              </span>
            ),
          },
          {
            title: t('delivery.columns.token'),
            dataIndex: 'hint',
            render: (hint: string) => <code>{hint}</code>,
          },
          {
            title: t('delivery.columns.includeKey'),
            dataIndex: 'includeKey',
            render: (includeKey: boolean) => t(includeKey ? 'delivery.yes' : 'delivery.no'),
          },
          {
            title: t('delivery.columns.state'),
            dataIndex: 'state',
            render: (state: DeliveryTokenState) => (
              <Tag color={STATE_COLORS[state]} data-testid="delivery-token-state" data-state={state}>
                {t(`delivery.states.${state}`)}
              </Tag>
            ),
          },
          {
            title: t('delivery.columns.createdAt'),
            dataIndex: 'createdAt',
            render: (value: string, row) => (
              <>
                <div>{utc(value)}</div>
                <div className="wrap-anywhere" style={{ opacity: 0.65 }}>
                  {t('delivery.createdBy', { email: row.createdBy })}
                </div>
              </>
            ),
          },
          {
            title: t('delivery.columns.lastUsedAt'),
            dataIndex: 'lastUsedAt',
            render: (value: string | null, row) =>
              value ? (
                <span data-testid="delivery-token-last-used">
                  <div>{utc(value)}</div>
                  <div style={{ opacity: 0.65 }}>{t('delivery.usedFrom', { ip: row.lastUsedIp })}</div>
                </span>
              ) : (
                <span data-testid="delivery-token-last-used">{t('delivery.never')}</span>
              ),
          },
          {
            title: t('delivery.columns.actions'),
            key: 'actions',
            render: (_value: unknown, row) =>
              row.state !== 'revoked' && (
                <Button
                  size="small"
                  danger
                  onClick={() => askRevoke(row)}
                  data-testid="delivery-token-revoke"
                >
                  {t('delivery.revoke')}
                </Button>
              ),
          },
        ]}
      />
      <div style={{ marginTop: 8, opacity: 0.65 }} data-testid="delivery-token-count">
        {t('delivery.limit', { count: active, max })}
      </div>
      <CreateTokenModal
        orderID={orderID}
        open={creating}
        onClose={(made) => {
          setCreating(false);
          if (made) setCreated(made);
        }}
      />
      <NewTokenModal created={created} onClose={() => setCreated(undefined)} />
    </Card>
  );
}
