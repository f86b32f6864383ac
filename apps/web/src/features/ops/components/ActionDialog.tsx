import type { ButtonProps } from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ZodType } from 'zod';
import { reportFormError, zodRule } from '../../../lib/formRules';
import { testId } from '../../../lib/testId';
import { isReconfirmRequired, withReconfirm } from '../logic/reconfirm';
import { PasswordModal } from './PasswordModal';

export interface ActionField {
  name: string;
  label: string;
  /** The contract's schema of the field: the same rule as the server's. */
  schema?: ZodType;
  kind?: 'text' | 'amount' | 'area';
  maxLength?: number;
}

/**
 * The confirmation dialog of one operator action (approve, reject, debit, disable, …): the question, the fields
 * it needs, and — for money actions — the password dialog when the server answers code 1029, after which the
 * action is sent once more by itself. A refusal shows on its field or as an error toast; the dialog stays open.
 */
export function ActionDialog<T>({
  title,
  okText,
  danger,
  fields = [],
  children,
  money,
  run,
  onDone,
  onClose,
  testIdPrefix,
}: {
  title: string;
  okText: string;
  danger?: boolean;
  fields?: ActionField[];
  children?: ReactNode;
  /** A money action: asks for the password again when the last confirmation is older than 10 minutes. */
  money?: boolean;
  run: (values: Record<string, string>) => Promise<T>;
  onDone: (answer: T) => void;
  onClose: () => void;
  testIdPrefix: string;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Record<string, string>>();
  const [pending, setPending] = useState(false);
  const [askingPassword, setAskingPassword] = useState(false);
  const passwordAnswer = useRef<(confirmed: boolean) => void>(undefined);

  const askPassword = () =>
    new Promise<boolean>((resolve) => {
      passwordAnswer.current = resolve;
      setAskingPassword(true);
    });

  const submit = async () => {
    let values: Record<string, string>;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const trimmed = Object.fromEntries(
      fields.map((field) => [field.name, String(values[field.name] ?? '').trim()]),
    );
    setPending(true);
    let gaveUp = false;
    try {
      const answer = money
        ? await withReconfirm(
            () => run(trimmed),
            async () => {
              gaveUp = !(await askPassword());
              return !gaveUp;
            },
          )
        : await run(trimmed);
      onDone(answer);
    } catch (error) {
      // Giving up the password dialog needs no message.
      if (!(gaveUp && isReconfirmRequired(error)))
        reportFormError(
          form,
          fields.map((field) => field.name),
          error,
        );
    } finally {
      passwordAnswer.current = undefined;
      setPending(false);
    }
  };

  return (
    <>
      <Modal
        open
        title={title}
        okText={okText}
        cancelText={t('ops.console.cancel')}
        okButtonProps={{ danger, ...testId<ButtonProps>(`${testIdPrefix}-ok`) }}
        onOk={() => void submit()}
        onCancel={onClose}
        confirmLoading={pending}
        destroyOnHidden
        data-testid={testIdPrefix}
      >
        {children}
        {fields.length > 0 && (
          <Form form={form} layout="vertical" data-testid={`${testIdPrefix}-form`}>
            {fields.map((field) => (
              <Form.Item
                key={field.name}
                name={field.name}
                label={field.label}
                rules={field.schema ? [zodRule(field.schema)] : []}
              >
                {field.kind === 'area' ? (
                  <Input.TextArea
                    rows={3}
                    maxLength={field.maxLength}
                    showCount={field.maxLength !== undefined}
                    data-testid={`${testIdPrefix}-${field.name}`}
                  />
                ) : (
                  <Input
                    inputMode={field.kind === 'amount' ? 'decimal' : undefined}
                    prefix={field.kind === 'amount' ? '$' : undefined}
                    maxLength={field.maxLength}
                    data-testid={`${testIdPrefix}-${field.name}`}
                  />
                )}
              </Form.Item>
            ))}
          </Form>
        )}
      </Modal>
      {askingPassword && (
        <PasswordModal
          onDone={(confirmed) => {
            setAskingPassword(false);
            passwordAnswer.current?.(confirmed);
          }}
        />
      )}
    </>
  );
}
