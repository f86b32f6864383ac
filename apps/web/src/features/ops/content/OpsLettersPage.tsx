import { OPS_LETTER_HTML_MAX, OPS_LETTER_TITLE_MAX, type OpsLetterRow } from '@portal/contract';
import type { ButtonProps } from 'antd/es/button';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_TIME_COLUMN_WIDTH, DateTimeText } from '../../../components/DateTimeText';
import { ResponsiveTable, type ResponsiveColumn } from '../../../components/ResponsiveTable';
import { reportFormError } from '../../../lib/formRules';
import { testId } from '../../../lib/testId';
import { toast } from '../../../lib/toast';
import { usePaging } from '../../../lib/usePaging';
import { opsContentKey, previewLetter, sendLetter, useOpsLetters } from '../api/content';
import { LetterPreview } from './LetterPreview';
import '../ops.css';

interface LetterForm {
  audience: 'public' | 'private';
  email?: string;
  title: string;
  html: string;
}
const FIELDS = ['email', 'title', 'html'] as const;

/** The server's sanitised preview of `html`, asked again 400 ms after the last keystroke. */
function useServerPreview(html: string): string {
  const [preview, setPreview] = useState('');
  useEffect(() => {
    if (html.trim() === '') return;
    let current = true;
    const timer = setTimeout(() => {
      previewLetter(html)
        .then((answer) => current && setPreview(answer.html))
        .catch(() => undefined);
    }, 400);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [html]);
  return html.trim() === '' ? '' : preview;
}

/**
 * /ops/letters: compose a public letter or one to an account (`portal letter:send`), with the server's sanitised
 * preview of what the customers will see, and the letters operators sent.
 */
export function OpsLettersPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<LetterForm>();
  const audience = Form.useWatch('audience', form) ?? 'private';
  const html = Form.useWatch('html', form) ?? '';
  const preview = useServerPreview(html);
  const [confirming, setConfirming] = useState<LetterForm>();
  const [sending, setSending] = useState(false);
  const paging = usePaging();
  const letters = useOpsLetters(paging.args);
  const queryClient = useQueryClient();

  useEffect(() => {
    document.title = `${t('opsContent.letters.title')} · ${t('ops.console.title')}`;
  }, [t]);

  const send = async (values: LetterForm) => {
    setConfirming(undefined);
    setSending(true);
    try {
      const answer = await sendLetter({
        public: values.audience === 'public',
        email: values.audience === 'public' ? undefined : values.email?.trim(),
        title: values.title,
        html: values.html,
      });
      toast.success(t('opsContent.letters.sent', { id: answer.id }));
      form.resetFields();
      void queryClient.invalidateQueries({ queryKey: opsContentKey });
    } catch (error) {
      reportFormError(form, FIELDS, error);
    } finally {
      setSending(false);
    }
  };

  const c = (key: string) => t(`opsContent.letters.columns.${key}`);
  const columns: ResponsiveColumn<OpsLetterRow>[] = [
    { key: 'id', title: c('id'), dataIndex: 'id', width: 80, card: 'head' },
    {
      key: 'to',
      title: c('to'),
      dataIndex: 'to',
      width: 220,
      render: (to: string | null) => to ?? t('opsContent.letters.everyone'),
    },
    { key: 'title', title: c('title'), dataIndex: 'title', ellipsis: { showTitle: true } },
    {
      key: 'createdAt',
      title: c('createdAt'),
      dataIndex: 'createdAt',
      width: DATE_TIME_COLUMN_WIDTH,
      card: 'extra',
      render: (value: string) => <DateTimeText value={value} />,
    },
  ];

  return (
    <div className="page" data-testid="ops-letters-page">
      <div className="page__header">
        <h1 className="page__title">{t('opsContent.letters.title')}</h1>
      </div>
      <div className="page__card">
        <h2>{t('opsContent.letters.compose')}</h2>
        <Form<LetterForm>
          form={form}
          layout="vertical"
          initialValues={{ audience: 'private' }}
          onFinish={(values) => setConfirming(values)}
          data-testid="ops-letters-form"
        >
          <Form.Item name="audience" label={t('opsContent.letters.audience')}>
            <Radio.Group>
              <Radio value="private" data-testid="ops-letters-private">
                {t('opsContent.letters.private')}
              </Radio>
              <Radio value="public" data-testid="ops-letters-public">
                {t('opsContent.letters.public')}
              </Radio>
            </Radio.Group>
          </Form.Item>
          {audience === 'private' && (
            <Form.Item name="email" label={t('opsContent.letters.email')} rules={[{ required: true }]}>
              <Input type="email" maxLength={254} data-testid="ops-letters-email" />
            </Form.Item>
          )}
          <Form.Item name="title" label={t('opsContent.letters.letterTitle')} rules={[{ required: true }]}>
            <Input maxLength={OPS_LETTER_TITLE_MAX} data-testid="ops-letters-title" />
          </Form.Item>
          <Form.Item name="html" label={t('opsContent.letters.html')} rules={[{ required: true }]}>
            <Input.TextArea rows={8} maxLength={OPS_LETTER_HTML_MAX} data-testid="ops-letters-html" />
          </Form.Item>
          <div className="ops-letter-preview" data-testid="ops-letters-preview">
            <div className="ops-letter-preview__label">{t('opsContent.letters.preview')}</div>
            <LetterPreview html={preview} />
          </div>
          <Button type="primary" htmlType="submit" loading={sending} data-testid="ops-letters-send">
            {t('opsContent.letters.send')}
          </Button>
        </Form>
      </div>
      <div className="page__card">
        <h2>{t('opsContent.letters.sentList')}</h2>
        <ResponsiveTable<OpsLetterRow>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={letters.data?.list ?? []}
          loading={letters.isFetching}
          pagination={paging.pagination(letters.data?.total)}
          rowTestId={(row) => `ops-letters-row-${row.id}`}
          data-testid="ops-letters-table"
        />
      </div>
      {confirming && (
        <Modal
          open
          title={
            confirming.audience === 'public'
              ? t('opsContent.letters.confirmPublic')
              : t('opsContent.letters.confirmPrivate', { email: confirming.email })
          }
          okText={t('opsContent.letters.send')}
          cancelText={t('opsContent.common.cancel')}
          okButtonProps={testId<ButtonProps>('ops-letters-confirm-ok')}
          onOk={() => void send(confirming)}
          onCancel={() => setConfirming(undefined)}
        />
      )}
    </div>
  );
}
