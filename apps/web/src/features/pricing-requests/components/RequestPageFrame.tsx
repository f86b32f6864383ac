import type { PricingRequestKind } from '@portal/contract';
import Typography from 'antd/es/typography';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { INTRO_VARS } from '../../../components/pricing-request/requestForms';

/** The frame of the four request pages: title, what the form is for (with the spec's promises), the form. */
export function RequestPageFrame({ kind, children }: { kind: PricingRequestKind; children: ReactNode }) {
  const { t } = useTranslation();
  const title = t(`pricingRequests.kinds.${kind}`);
  useEffect(() => {
    document.title = `${title} · ${t('web.app.title')}`;
  }, [t, title]);
  return (
    <div className="page" data-testid={`pricing-${kind}-page`}>
      <div className="page__header">
        <h1 className="page__title">{title}</h1>
      </div>
      <div className="page__card">
        <Typography.Paragraph type="secondary" data-testid="pricing-intro">
          {t(`pricingRequests.intro.${kind}`, INTRO_VARS[kind])}
        </Typography.Paragraph>
        {children}
      </div>
    </div>
  );
}
