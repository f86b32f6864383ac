import { OPS_SETTING_LOCALES, type OpsSettings } from '@portal/contract';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportFormError } from '../../../lib/formRules';
import { toast } from '../../../lib/toast';
import { opsContentKey, saveSettings, useOpsSettings } from '../api/content';
import { offlineShown } from '../logic/offlineFallback';
import '../ops.css';

type SettingsForm = Pick<OpsSettings, 'website' | 'chatScript'> & {
  salesEmail: string;
  offlineInstructions: Record<(typeof OPS_SETTING_LOCALES)[number], string>;
};

/** A field's name path, typed so antd's form checks it against SettingsForm. */
type FieldName =
  | ['website']
  | ['chatScript']
  | ['salesEmail']
  | ['offlineInstructions', (typeof OPS_SETTING_LOCALES)[number]];

/** Every field of the settings form by its name path. */
function allFieldNames(): FieldName[] {
  return [
    ['website'],
    ['chatScript'],
    ['salesEmail'],
    ...OPS_SETTING_LOCALES.map((locale): FieldName => ['offlineInstructions', locale]),
  ];
}

/**
 * /ops/settings: the website title, the chat widget's script, the sales address and the bank-transfer texts per
 * language (`portal settings:website / settings:chat / settings:sales / settings:offline`); the affiliate
 * programme's constants are shown, not edited.
 */
export function OpsSettingsPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<SettingsForm>();
  const settings = useOpsSettings();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const offlineTexts = Form.useWatch('offlineInstructions', form);

  useEffect(() => {
    document.title = `${t('opsContent.settings.title')} · ${t('ops.console.title')}`;
  }, [t]);

  // The stored settings fill the form when they arrive and again after every refetch, but never over a field the
  // operator has already changed: a refetch (another tab saved, the window regained focus) must not lose typing.
  useEffect(() => {
    if (!settings.data) return;
    const { website, chatScript, salesEmail, offlineInstructions } = settings.data;
    const stored: { name: FieldName; value: string }[] = [
      { name: ['website'], value: website },
      { name: ['chatScript'], value: chatScript },
      { name: ['salesEmail'], value: salesEmail ?? '' },
      ...OPS_SETTING_LOCALES.map((locale): { name: FieldName; value: string } => ({
        name: ['offlineInstructions', locale],
        value: offlineInstructions[locale] ?? '',
      })),
    ];
    form.setFields(stored.filter(({ name }) => !form.isFieldTouched(name)));
  }, [settings.data, form]);

  const save = async (values: SettingsForm) => {
    setSaving(true);
    try {
      await saveSettings({
        website: values.website ?? '',
        chatScript: values.chatScript ?? '',
        salesEmail: values.salesEmail?.trim() || null,
        offlineInstructions: Object.fromEntries(
          OPS_SETTING_LOCALES.map((locale) => [locale, values.offlineInstructions?.[locale] || null]),
        ),
      });
      toast.success(t('opsContent.common.saved'));
      // Saved: what the form holds is stored, so the next read may fill every field again.
      form.setFields(allFieldNames().map((name) => ({ name, touched: false })));
      void queryClient.invalidateQueries({ queryKey: opsContentKey });
    } catch (error) {
      reportFormError(form, ['website', 'chatScript'], error);
    } finally {
      setSaving(false);
    }
  };

  const s = (key: string, vars?: Record<string, string | number>) => t(`opsContent.settings.${key}`, vars);
  const affiliate = settings.data?.affiliate;
  return (
    <div className="page" data-testid="ops-settings-page">
      <div className="page__header">
        <h1 className="page__title">{s('title')}</h1>
      </div>
      <div className="page__card">
        <Form<SettingsForm> form={form} layout="vertical" onFinish={(values) => void save(values)}>
          <Form.Item name="website" label={s('website')} extra={s('websiteHelp')}>
            <Input maxLength={100} data-testid="ops-settings-website" />
          </Form.Item>
          <Form.Item name="chatScript" label={s('chatScript')} extra={s('chatHelp')}>
            <Input maxLength={2000} data-testid="ops-settings-chat" />
          </Form.Item>
          <Form.Item
            name="salesEmail"
            label={s('salesEmail')}
            extra={s('salesEmailHelp', { fallback: settings.data?.salesEmailDefault ?? '' })}
          >
            <Input
              type="email"
              maxLength={254}
              placeholder={settings.data?.salesEmailDefault}
              data-testid="ops-settings-sales"
            />
          </Form.Item>
          <div id="offline-instructions">
            {OPS_SETTING_LOCALES.map((locale) => {
              const { key, ...vars } = offlineShown(locale, offlineTexts);
              return (
                <Form.Item
                  key={locale}
                  name={['offlineInstructions', locale]}
                  label={s('offline', { lang: locale })}
                  extra={<span data-testid={`ops-settings-offline-${locale}-help`}>{s(key, vars)}</span>}
                >
                  <Input.TextArea rows={4} maxLength={2000} data-testid={`ops-settings-offline-${locale}`} />
                </Form.Item>
              );
            })}
          </div>
          <Button type="primary" htmlType="submit" loading={saving} data-testid="ops-settings-save">
            {t('opsContent.common.save')}
          </Button>
        </Form>
      </div>
      <div className="page__card" data-testid="ops-settings-readonly">
        {affiliate && (
          <>
            <h2>{s('affiliate')}</h2>
            <ul>
              <li>{s('commissionPercent', { value: affiliate.commissionPercent })}</li>
              <li>{s('clearanceDays', { value: affiliate.clearanceDays })}</li>
              <li>{s('payoutMinimum', { value: affiliate.payoutMinimum })}</li>
              <li>{s('signOnBonus', { value: affiliate.signOnBonus })}</li>
              <li>{s('trackingDays', { value: affiliate.trackingDays })}</li>
            </ul>
          </>
        )}
      </div>
    </div>
  );
}
