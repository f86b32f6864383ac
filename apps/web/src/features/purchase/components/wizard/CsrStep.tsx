import type { CsrInfoAnswer, CsrSource, EventInfo } from '@portal/contract';
import Alert from 'antd/es/alert';
import Tabs from 'antd/es/tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CsrOnlineForm } from './CsrOnlineForm';
import { CsrUploadForm } from './CsrUploadForm';

type Product = NonNullable<EventInfo['product']>;

/**
 * Sub-step 2: the CSR, generated online or pasted/uploaded. Code signing has no online tab: its keys live on
 * hardware, so the portal never generates them.
 */
export function CsrStep({
  product,
  saved,
  onDone,
  onBack,
  backLoading,
}: {
  product: Product;
  saved: EventInfo['CSRInfo'];
  onDone: (answer: CsrInfoAnswer) => void;
  onBack: () => void;
  backLoading: boolean;
}) {
  const { t } = useTranslation();
  const codeSign = product.productType === 'CodeSign';
  const [tab, setTab] = useState<CsrSource>(codeSign ? 'newCSR' : (saved?.csrFrom ?? 'online'));
  const formProps = { product, saved, onDone, onBack, backLoading };

  const items = [
    ...(codeSign
      ? []
      : [
          {
            key: 'online',
            label: <span data-testid="wizard-csr-tab-online">{t('purchase.csr.tabOnline')}</span>,
            children: <CsrOnlineForm {...formProps} />,
          },
        ]),
    {
      key: 'newCSR',
      label: <span data-testid="wizard-csr-tab-newCSR">{t('purchase.csr.tabUpload')}</span>,
      children: <CsrUploadForm {...formProps} />,
    },
  ];

  return (
    <>
      {codeSign && (
        <Alert
          type="info"
          showIcon
          title={t('purchase.csr.codeSignNote')}
          style={{ marginBottom: 12 }}
          data-testid="wizard-csr-codesign-note"
        />
      )}
      <Tabs activeKey={tab} onChange={(key) => setTab(key as CsrSource)} destroyOnHidden items={items} />
    </>
  );
}
