import type { CsrInfoAnswer, DcvMethod, EventInfo } from '@portal/contract';
import Card from 'antd/es/card';
import Steps from 'antd/es/steps';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { usePreferences } from '../../../../lib/preferences';
import { useIsMobile } from '../../../../lib/useIsMobile';
import { rememberOrder, rememberPurchaseChoice, storedPurchaseChoice } from '../../../../lib/purchaseStorage';
import { useCreateOrder } from '../../api/createOrder';
import { buyDetailsAddress } from '../../logic/paymentOutcome';
import { defaultValidity } from '../../logic/productRules';
import { termInAddress } from '../../logic/wizardStart';
import {
  afterContact,
  afterCsr,
  afterDcv,
  afterKey,
  previousSubStep,
  progressBar,
  type FlowFacts,
  type Move,
  type SubStep,
} from '../../logic/subSteps';
import { PATHS, type BuyDetailsState } from '../../paths';
import { ApproverEmailStep } from './ApproverEmailStep';
import { ContactStep } from './ContactStep';
import { CsrStep } from './CsrStep';
import { DcvMethodStep } from './DcvMethodStep';
import { KeyDownloadStep } from './KeyDownloadStep';
import { OrderInfoCard } from './OrderInfoCard';

type Product = NonNullable<EventInfo['product']>;

/**
 * Wizard step 1 with a product chosen: the order card and one sub-step at a time (contact, CSR, key
 * download, validation method, approver email), then the order is created and buy-details opens.
 * Back re-reads event/info so each form starts from what the server kept: the answer of that reload is used
 * at once (the parent's copy only arrives a render later, after the earlier sub-step has already mounted).
 */
export function OrderFlow({
  info: loaded,
  product,
  reload,
  start,
}: {
  info: EventInfo;
  product: Product;
  reload: () => Promise<{ data?: EventInfo | undefined }>;
  /** The address's product is not the purchase in progress yet: started before the contact is saved. */
  start?: (() => Promise<unknown>) | undefined;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mobile = useIsMobile();
  const { currency } = usePreferences();
  const create = useCreateOrder();
  const [search, setSearch] = useSearchParams();
  const [validity, setValidity] = useState(() =>
    defaultValidity(product, termInAddress(search) ?? storedPurchaseChoice()),
  );
  const [step, setStep] = useState<SubStep>('contact');
  const [csrAnswer, setCsrAnswer] = useState<CsrInfoAnswer>();
  const [method, setMethod] = useState<DcvMethod>();
  const [approver, setApprover] = useState<string>();
  const [goingBack, setGoingBack] = useState(false);
  // Whether this purchase's current key was downloaded: from the draft, then from each CSR answer and download.
  const [keyDownloaded, setKeyDownloaded] = useState(loaded.CSRInfo?.keyDownloaded ?? false);
  const [reloaded, setReloaded] = useState<EventInfo>();
  const info = reloaded ?? loaded;

  const codeSign = product.productType === 'CodeSign';
  const facts: FlowFacts = {
    codeSign,
    download:
      csrAnswer?.download ?? Boolean(info.CSRInfo?.hasPrivateKey && info.CSRInfo.csrFrom === 'online'),
    authMethods: csrAnswer?.authMethods ?? info.CSRInfo?.authMethods ?? [],
  };

  const onValidityChange = (months: number) => {
    setValidity(months);
    setSearch(
      { product: product.shortName, validity: String(months) },
      { replace: true, state: { step: 0 } },
    );
    rememberPurchaseChoice({
      shortName: product.shortName,
      productName: product.name,
      productType: product.productType,
      domainType: product.domainType,
      auditType: product.auditType,
      validity: months,
    });
  };

  const createOrder = (authMethod: DcvMethod, approverEmail?: string) => {
    if (validity === undefined) return;
    const verifyEmail = csrAnswer?.verifyEmail || info.CSRInfo?.verifyEmail || undefined;
    create.mutate(
      { authMethod, validity, currency: currency.code, approverEmail, verifyEmail },
      {
        onSuccess: (order) => {
          rememberOrder({
            orderID: order.id,
            authMethod: order.authMethod,
            approverEmail: approverEmail ?? '',
            complete: false,
          });
          const state: BuyDetailsState = { orderID: order.id };
          // The address carries the order too (issue 31): a reload shows the same order.
          void navigate(buyDetailsAddress(order.id), { state });
        },
      },
    );
  };

  const go = (move: Move, approverEmail?: string) => {
    if (move.kind === 'step') setStep(move.step);
    else createOrder(move.authMethod, approverEmail);
  };

  const back = async () => {
    const previous = previousSubStep(step, facts);
    if (!previous) {
      void navigate(PATHS.getCert);
      return;
    }
    setGoingBack(true);
    try {
      const { data } = await reload();
      if (data) setReloaded(data);
    } finally {
      setGoingBack(false);
    }
    setStep(previous);
  };
  const onBack = () => void back();
  const common = { onBack, backLoading: goingBack };

  const bar = progressBar(step, {
    ...facts,
    csrSaved: csrAnswer !== undefined || info.CSRInfo !== null,
  });

  return (
    <>
      <OrderInfoCard product={product} validity={validity} onValidityChange={onValidityChange} />
      <Card size="small" className="purchase-section" data-testid={`wizard-sub-${step}`}>
        <Steps
          size="small"
          responsive={false}
          type={mobile ? 'dot' : undefined}
          titlePlacement={mobile ? 'vertical' : undefined}
          current={bar.current}
          className="purchase-steps"
          items={bar.items.map(({ key, skipped }) => ({
            key,
            title: t(`purchase.sub.${key}`),
            ...(skipped ? { description: t('purchase.sub.notNeeded') } : {}),
          }))}
        />
        {step === 'contact' && (
          <ContactStep
            saved={info.ContactInfo}
            prepare={start}
            onDone={() => {
              // The purchase was just started: event/info now answers it (the unfinished one is gone).
              if (start) void reload();
              go(afterContact());
            }}
            onBack={onBack}
          />
        )}
        {step === 'csr' && (
          <CsrStep
            product={product}
            saved={info.CSRInfo}
            onDone={(answer) => {
              setCsrAnswer(answer);
              setKeyDownloaded(answer.keyDownloaded);
              go(afterCsr({ ...facts, download: answer.download, authMethods: answer.authMethods }));
            }}
            {...common}
          />
        )}
        {step === 'key' && (
          <KeyDownloadStep
            commonName={csrAnswer?.commonName ?? info.CSRInfo?.commonName}
            downloadedBefore={keyDownloaded}
            onDownloaded={() => setKeyDownloaded(true)}
            keyKept={csrAnswer?.keyKept ?? false}
            createsOrder={afterKey(facts).kind === 'create'}
            onDone={() => go(afterKey(facts))}
            nextLoading={create.isPending}
            {...common}
          />
        )}
        {step === 'dcv' && (
          <DcvMethodStep
            authMethods={facts.authMethods}
            initial={method}
            onChange={setMethod}
            onDone={(chosen) => {
              setMethod(chosen);
              go(afterDcv(chosen));
            }}
            nextLoading={create.isPending}
            {...common}
          />
        )}
        {step === 'approver' && (
          <ApproverEmailStep
            initial={approver}
            onDone={(email) => {
              setApprover(email);
              createOrder('email', email);
            }}
            nextLoading={create.isPending}
            {...common}
          />
        )}
      </Card>
    </>
  );
}
