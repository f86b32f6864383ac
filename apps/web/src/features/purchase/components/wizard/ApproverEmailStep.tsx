import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';
import { useApproverEmails } from '../../api/getApproverEmails';
import { SubStepActions } from './SubStepActions';

interface ApproverValues {
  approverEmail?: string;
}

/** Sub-step 5 (email validation): the constructed address that receives the approval email. */
export function ApproverEmailStep({
  initial,
  onDone,
  onBack,
  backLoading,
  nextLoading,
}: {
  initial: string | undefined;
  onDone: (email: string) => void;
  onBack: () => void;
  backLoading: boolean;
  nextLoading: boolean;
}) {
  const { t } = useTranslation();
  const emails = useApproverEmails();
  const list = emails.data ?? [];

  return (
    <Form<ApproverValues>
      layout="vertical"
      className="narrow-form"
      initialValues={{ approverEmail: initial && list.includes(initial) ? initial : undefined }}
      onFinish={(values) => values.approverEmail && onDone(values.approverEmail)}
      key={emails.dataUpdatedAt}
      data-testid="wizard-approver-form"
    >
      {emails.isError ? (
        <Alert
          type="warning"
          showIcon
          title={t('purchase.approver.loadFailed')}
          description={emails.error.message}
          className="purchase-field-note"
          style={{ marginTop: 0 }}
          action={
            <Button size="small" onClick={() => void emails.refetch()} data-testid="wizard-approver-retry">
              {t('purchase.approver.tryAgain')}
            </Button>
          }
          data-testid="wizard-approver-error"
        />
      ) : (
        <Form.Item
          name="approverEmail"
          label={t('purchase.approver.label')}
          rules={[{ required: true, message: t('purchase.approver.required') }]}
        >
          <Select
            loading={emails.isFetching}
            placeholder={t('purchase.approver.placeholder')}
            options={list.map((email) => ({ value: email, label: email }))}
            data-testid="wizard-approver-select"
          />
        </Form.Item>
      )}
      <SubStepActions
        onBack={onBack}
        backLoading={backLoading}
        nextTestId="wizard-approver-next"
        nextLoading={nextLoading}
        nextLabel={t('purchase.common.createOrder')}
      />
    </Form>
  );
}
