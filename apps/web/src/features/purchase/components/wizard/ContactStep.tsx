import { eventContactBody, type EventInfo } from '@portal/contract';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Spin from 'antd/es/spin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportFormError, zodRule } from '../../../../lib/formRules';
import { useContactOptions } from '../../../../lib/records/contactOptions';
import { useAccountContact } from '../../api/getAccountContact';
import { useSaveEventContact, type EventContactBody } from '../../api/saveEventContact';
import { usePurchaseCode } from '../../logic/purchaseCode';
import { SubStepActions } from './SubStepActions';

const FIELDS = ['firstName', 'lastName', 'telephone'] as const;
type ContactValues = Pick<EventContactBody, (typeof FIELDS)[number]>;

function ContactForm({
  initial,
  prepare,
  onDone,
  onBack,
}: {
  initial: Partial<ContactValues> | undefined;
  prepare: (() => Promise<unknown>) | undefined;
  onDone: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ContactValues>();
  const save = useSaveEventContact();
  // A visitor has no account (no saved contacts).
  const saved = useContactOptions(usePurchaseCode() === undefined);
  const contacts = saved.data?.list ?? [];

  const [preparing, setPreparing] = useState(false);
  const onFinish = async (values: ContactValues) => {
    if (prepare) {
      setPreparing(true);
      try {
        await prepare();
      } catch (error) {
        reportFormError(form, FIELDS, error);
        return;
      } finally {
        setPreparing(false);
      }
    }
    save.mutate(values, {
      onSuccess: onDone,
      onError: (error) => reportFormError(form, FIELDS, error),
    });
  };

  return (
    <Form<ContactValues>
      form={form}
      layout="vertical"
      className="narrow-form"
      initialValues={initial}
      onFinish={(values) => void onFinish(values)}
      data-testid="wizard-contact-form"
    >
      <p className="purchase-muted">{t('purchase.contact.hint')}</p>
      {contacts.length > 0 && (
        <Form.Item label={t('purchase.contact.saved')}>
          <Select<number>
            placeholder={t('purchase.contact.savedPlaceholder')}
            options={contacts.map((contact) => ({
              value: contact.id,
              label: `${contact.firstName} ${contact.lastName} · ${contact.telephone}`,
              'data-testid': `wizard-contact-saved-${contact.id}`,
            }))}
            onChange={(id) => {
              const chosen = contacts.find((contact) => contact.id === id);
              if (chosen)
                form.setFieldsValue({
                  firstName: chosen.firstName,
                  lastName: chosen.lastName,
                  telephone: chosen.telephone,
                });
            }}
            data-testid="wizard-contact-saved"
          />
        </Form.Item>
      )}
      {FIELDS.map((field) => (
        <Form.Item
          key={field}
          name={field}
          label={t(`purchase.contact.${field}`)}
          rules={[zodRule(eventContactBody.shape[field])]}
          required
        >
          <Input
            type={field === 'telephone' ? 'tel' : 'text'}
            autoComplete={
              field === 'telephone' ? 'tel' : field === 'firstName' ? 'given-name' : 'family-name'
            }
            data-testid={`wizard-contact-${field}`}
          />
        </Form.Item>
      ))}
      <SubStepActions
        onBack={onBack}
        nextTestId="wizard-contact-next"
        nextLoading={preparing || save.isPending}
      />
    </Form>
  );
}

/**
 * Sub-step 1: the purchase's contact person, prefilled from the saved one (event/info) or, for a new
 * purchase, from the account's contact; one of the account's saved contacts (My Account) fills it in one pick.
 * A visitor (purchase code) has neither: the form starts empty or from the saved one.
 */
export function ContactStep({
  saved,
  prepare,
  onDone,
  onBack,
}: {
  saved: EventInfo['ContactInfo'];
  /** Runs before the save (the member wizard's address product: starts its purchase). */
  prepare?: (() => Promise<unknown>) | undefined;
  onDone: () => void;
  onBack: () => void;
}) {
  const member = usePurchaseCode() === undefined;
  const account = useAccountContact(saved === null && member);
  if (saved === null && member && account.isPending) return <Spin />;
  const source = saved ?? account.data;
  const initial = source
    ? { firstName: source.firstName, lastName: source.lastName, telephone: source.telephone }
    : undefined;
  return <ContactForm initial={initial} prepare={prepare} onDone={onDone} onBack={onBack} />;
}
