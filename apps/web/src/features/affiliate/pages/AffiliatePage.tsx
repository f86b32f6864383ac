import { COMMISSION_PERCENT, REFERRAL_TRACKING_DAYS } from '@portal/contract';
import Spin from 'antd/es/spin';
import Tabs from 'antd/es/tabs';
import Typography from 'antd/es/typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../../../lib/queries/profile';
import { useAffiliateSummary } from '../api/affiliateQueries';
import { AmountFacts } from '../components/AmountFacts';
import { HistoryTable } from '../components/HistoryTable';
import { HowItWorks } from '../components/HowItWorks';
import { PayoutRequestForm } from '../components/PayoutRequestForm';
import { shareLink } from '../logic/affiliate';
import '../affiliate.css';

/** Linking Code: the main account's share link with Copy. */
function LinkingCode({ uid }: { uid: string }) {
  const { t } = useTranslation();
  const link = shareLink(window.location.origin, uid);
  return (
    <div className="affiliate-link">
      <p>{t('affiliate.link.intro', { days: REFERRAL_TRACKING_DAYS, percent: COMMISSION_PERCENT })}</p>
      <strong>{t('affiliate.link.label')}</strong>
      <Typography.Paragraph
        className="affiliate-link__value wrap-anywhere"
        copyable={{
          text: link,
          tooltips: [t('affiliate.link.copy'), t('affiliate.link.copied')],
        }}
        data-testid="affiliate-share-link"
      >
        {link}
      </Typography.Paragraph>
    </div>
  );
}

/**
 * Affiliate (/admin/affiliate): tabs Linking Code (main account only, spec 001 section 2), Account Statement
 * (the programme's amounts), Payout History (payouts and reversals), Money Request (the payout form) and How
 * Does It Work.
 */
export function AffiliatePage() {
  const { t } = useTranslation();
  const profile = useProfile();
  const summary = useAffiliateSummary();
  const main = profile.data?.role === 'admin';
  const [tab, setTab] = useState<string | undefined>();

  useEffect(() => {
    document.title = `${t('affiliate.title')} · ${t('web.app.title')}`;
  }, [t]);

  const s = summary.data;
  const statement = s ? (
    <AmountFacts
      testId="affiliate-summary"
      facts={[
        { key: 'awaiting', label: t('affiliate.summary.awaiting'), value: s.awaitingAmount },
        { key: 'total', label: t('affiliate.summary.total'), value: s.totalAmount },
        { key: 'paid', label: t('affiliate.summary.paid'), value: s.paidAmount },
        { key: 'available', label: t('affiliate.summary.available'), value: s.extractAmount },
        { key: 'frozen', label: t('affiliate.summary.frozen'), value: s.freezeAmount },
        { key: 'referred', label: t('affiliate.summary.referred'), value: String(s.referredAccounts) },
        { key: 'method', label: t('affiliate.summary.method'), value: s.paymentMethod },
        { key: 'payoutId', label: t('affiliate.summary.payoutId'), value: s.payPalID },
      ]}
    />
  ) : (
    <Spin data-testid="affiliate-summary-loading" />
  );

  const items = [
    ...(main && profile.data
      ? [
          {
            key: 'link',
            label: t('affiliate.tabs.linkingCode'),
            children: <LinkingCode uid={profile.data.uid} />,
          },
        ]
      : []),
    { key: 'statement', label: t('affiliate.tabs.statement'), children: statement },
    { key: 'history', label: t('affiliate.tabs.history'), children: <HistoryTable /> },
    {
      key: 'request',
      label: t('affiliate.tabs.request'),
      children: s ? (
        <PayoutRequestForm extractAmount={s.extractAmount} lastPayPalId={s.payPalID} />
      ) : (
        <Spin />
      ),
    },
    { key: 'how', label: t('affiliate.tabs.howItWorks'), children: <HowItWorks /> },
  ];

  return (
    <div className="page" data-testid="affiliate-page">
      <div className="page__header">
        <h1 className="page__title">{t('affiliate.title')}</h1>
      </div>
      <div className="page__card">
        {profile.isPending ? (
          <Spin />
        ) : (
          <Tabs
            activeKey={tab ?? items[0]!.key}
            onChange={setTab}
            items={items.map((item) => ({
              ...item,
              label: <span data-testid={`affiliate-tab-${item.key}`}>{item.label}</span>,
            }))}
            destroyOnHidden
          />
        )}
      </div>
    </div>
  );
}

export default AffiliatePage;
