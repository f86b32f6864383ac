import { OPS_NOTE_MAX, opsCreditBody, opsCreditParams } from '@portal/contract';
import type { ButtonProps } from 'antd/es/button';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportFormError, zodRule } from '../../../lib/formRules';
import { testId } from '../../../lib/testId';
import { toast } from '../../../lib/toast';
import { creditUser, type CreditInput } from '../api/creditUser';
import { PasswordModal } from '../components/PasswordModal';
import { isReconfirmRequired, withReconfirm } from '../logic/reconfirm';
import '../ops.css';

const FIELDS = ['uid', 'amount', 'note'] as const;

/**
 * /ops/credit: credit an account's balance through the ledger. The operator confirms the amount and account
 * first; when the server asks for the password again (code 1029) the password dialog opens and, once
 * confirmed, the credit is sent again by itself (once).
 */
export function OpsCreditPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<CreditInput>();
  const [confirming, setConfirming] = useState<CreditInput>();
  const [sending, setSending] = useState(false);
  const [askingPassword, setAskingPassword] = useState(false);
  const passwordAnswer = useRef<(confirmed: boolean) => void>(undefined);

  useEffect(() => {
    document.title = `${t('ops.console.credit.title')} · ${t('ops.console.title')}`;
  }, [t]);

  const askPassword = () =>
    new Promise<boolean>((resolve) => {
      passwordAnswer.current = resolve;
      setAskingPassword(true);
    });

  const send = async (input: CreditInput) => {
    setConfirming(undefined);
    setSending(true);
    let gaveUp = false;
    try {
      const answer = await withReconfirm(
        () => creditUser(input, { silent: true }),
        async () => {
          gaveUp = !(await askPassword());
          return !gaveUp;
        },
      );
      toast.success(
        t('ops.console.credit.done', {
          amount: answer.amount,
          email: answer.email,
          before: answer.balanceBefore,
          after: answer.balanceAfter,
        }),
      );
      form.resetFields();
    } catch (error) {
      // Giving up the password dialog needs no message.
      if (!(gaveUp && isReconfirmRequired(error))) reportFormError(form, FIELDS, error);
    } finally {
      passwordAnswer.current = undefined;
      setSending(false);
    }
  };

  return (
    <div className="page" data-testid="ops-credit-page">
      <div className="page__header">
        <h1 className="page__title">{t('ops.console.credit.title')}</h1>
      </div>
      <div className="page__card">
        <Form<CreditInput>
          form={form}
          layout="vertical"
          className="ops-credit-form"
          onFinish={(values) =>
            setConfirming({ uid: values.uid.trim(), amount: values.amount.trim(), note: values.note.trim() })
          }
          data-testid="ops-credit-form"
        >
          <Form.Item
            name="uid"
            label={t('ops.console.credit.uid')}
            rules={[zodRule(opsCreditParams.shape.uid)]}
          >
            <Input inputMode="numeric" maxLength={20} data-testid="ops-credit-uid" />
          </Form.Item>
          <Form.Item
            name="amount"
            label={t('ops.console.credit.amount')}
            rules={[zodRule(opsCreditBody.shape.amount)]}
          >
            <Input inputMode="decimal" maxLength={15} prefix="$" data-testid="ops-credit-amount" />
          </Form.Item>
          <Form.Item
            name="note"
            label={t('ops.console.credit.note')}
            rules={[zodRule(opsCreditBody.shape.note)]}
          >
            <Input.TextArea rows={3} maxLength={OPS_NOTE_MAX} showCount data-testid="ops-credit-note" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={sending} data-testid="ops-credit-submit">
            {t('ops.console.credit.submit')}
          </Button>
        </Form>
      </div>
      {confirming && (
        <Modal
          open
          title={t('ops.console.credit.confirmTitle', { amount: confirming.amount, uid: confirming.uid })}
          okText={t('ops.console.credit.submit')}
          cancelText={t('ops.console.cancel')}
          okButtonProps={testId<ButtonProps>('ops-credit-confirm-ok')}
          onOk={() => void send(confirming)}
          onCancel={() => setConfirming(undefined)}
          data-testid="ops-credit-confirm"
        >
          {confirming.note}
        </Modal>
      )}
      {askingPassword && (
        <PasswordModal
          onDone={(confirmed) => {
            setAskingPassword(false);
            passwordAnswer.current?.(confirmed);
          }}
        />
      )}
    </div>
  );
}
