import {
  ErrorCode,
  STOREFRONT_VALIDITY,
  type CsrInfoAnswer,
  type DcvMethod,
  type EventInfo,
} from '@portal/contract';
import Alert from 'antd/es/alert';
import Spin from 'antd/es/spin';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isApiError } from '../../../../lib/api';
import { usePreferences } from '../../../../lib/preferences';
import { rememberOrder } from '../../../../lib/purchaseStorage';
import { useCreateOrder } from '../../api/createOrder';
import { eventInfoKey, getEventInfo } from '../../api/getEventInfo';
import { buyDetailsAddress } from '../../logic/paymentOutcome';
import { usePurchaseCode } from '../../logic/purchaseCode';
import { previousStep, stepUrl, type StorefrontStep } from '../../logic/storefrontSteps';
import { STOREFRONT_PATHS } from '../../paths';
import { ApproverEmailStep } from '../wizard/ApproverEmailStep';
import { ContactStep } from '../wizard/ContactStep';
import { CsrStep } from '../wizard/CsrStep';
import { DcvMethodStep } from '../wizard/DcvMethodStep';
import { KeyDownloadStep } from '../wizard/KeyDownloadStep';
import { EmailReview } from './EmailStep';
import { InvalidLink } from './InvalidLink';
import { StorefrontProgress } from './StorefrontProgress';

type PageStep = 'contact' | 'csr' | 'key' | 'method';
type Product = NonNullable<EventInfo['product']>;

/**
 * One page of a storefront purchase after the e-mail step: the member wizard's step components, with the purchase
 * read again from the server (event/info, with the visitor's code) each time a page opens, so Back, a reload or
 * the link opened days later show what was saved. An unknown or expired code shows the clear "invalid link" page.
 */
export function StorefrontFlow({ page }: { page: PageStep }) {
  const code = usePurchaseCode();
  const location = useLocation();
  const info = useQuery({
    queryKey: [...eventInfoKey, 'storefront', code ?? '', location.key],
    queryFn: () => getEventInfo(code),
    gcTime: 0,
  });
  if (info.isPending) return <Spin data-testid="storefront-loading" />;
  if (info.isError) {
    const error = info.error;
    const invalid =
      isApiError(error) &&
      (error.code === ErrorCode.visitorLinkInvalid || error.code === ErrorCode.visitorLinkExpired);
    if (invalid) return <InvalidLink reason="invalid" />;
    return <Alert type="error" showIcon title={error.message} data-testid="storefront-error" />;
  }
  const product = info.data.product;
  if (!product) return <InvalidLink reason="noProduct" />;
  return <FlowPage page={page} info={info.data} product={product} />;
}

function FlowPage({ page, info, product }: { page: PageStep; info: EventInfo; product: Product }) {
  const navigate = useNavigate();
  const code = usePurchaseCode();
  const { currency } = usePreferences();
  const create = useCreateOrder();
  const [emailView, setEmailView] = useState(false);
  const [method, setMethod] = useState<DcvMethod>();
  const [approverStep, setApproverStep] = useState(false);
  const [keyDownloaded, setKeyDownloaded] = useState(info.CSRInfo?.keyDownloaded ?? false);
  const keyDownload = Boolean(info.CSRInfo?.hasPrivateKey && info.CSRInfo.csrFrom === 'online');
  const facts = { visitor: code !== undefined, keyDownload };
  const go = (step: PageStep) => void navigate(stepUrl(step, code));
  // The purchase's term: the server answers the one fixed for it as the only validity (issue 31).
  const term = product.validities[0] ?? STOREFRONT_VALIDITY;

  const back = (from: 'contact' | 'csr' | 'key' | 'method') => {
    const previous = previousStep(from, facts);
    if (previous === 'email') setEmailView(true);
    else if (previous) go(previous);
    else window.location.assign(STOREFRONT_PATHS.products);
  };
  const common = { backLoading: false };

  const createOrder = (authMethod: DcvMethod, approverEmail?: string) =>
    create.mutate(
      {
        authMethod,
        validity: term,
        currency: currency.code,
        approverEmail,
        verifyEmail: info.CSRInfo?.verifyEmail || undefined,
      },
      {
        onSuccess: (order) => {
          rememberOrder({
            orderID: order.id,
            authMethod: order.authMethod,
            approverEmail: approverEmail ?? '',
          });
          // A visitor was just signed in by this answer: a full load starts the member pages with the session.
          window.location.assign(buyDetailsAddress(order.id, info.intent === 'trial'));
        },
      },
    );

  const shown: StorefrontStep = emailView ? 'email' : page;
  return (
    <>
      <StorefrontProgress
        current={shown}
        shortName={product.shortName}
        productName={product.name}
        validity={term}
        intent={info.intent ?? 'buy'}
      />
      <div className="purchase-section" data-testid={`storefront-step-${shown}`}>
        {emailView && <EmailReview email={info.email} onContinue={() => setEmailView(false)} />}
        {!emailView && page === 'contact' && (
          <ContactStep saved={info.ContactInfo} onDone={() => go('csr')} onBack={() => back('contact')} />
        )}
        {page === 'csr' && (
          <CsrStep
            product={product}
            saved={info.CSRInfo}
            onDone={(answer: CsrInfoAnswer) => go(answer.download ? 'key' : 'method')}
            onBack={() => back('csr')}
            {...common}
          />
        )}
        {page === 'key' && (
          <KeyDownloadStep
            commonName={info.CSRInfo?.commonName}
            downloadedBefore={keyDownloaded}
            onDownloaded={() => setKeyDownloaded(true)}
            keyKept={false}
            createsOrder={false}
            onDone={() => go('method')}
            onBack={() => back('key')}
            nextLoading={false}
            {...common}
          />
        )}
        {page === 'method' && !approverStep && (
          <DcvMethodStep
            authMethods={info.CSRInfo?.authMethods ?? []}
            initial={method}
            onChange={setMethod}
            onDone={(chosen) => {
              setMethod(chosen);
              if (chosen === 'email') setApproverStep(true);
              else createOrder(chosen);
            }}
            onBack={() => back('method')}
            nextLoading={create.isPending}
            {...common}
          />
        )}
        {page === 'method' && approverStep && (
          <ApproverEmailStep
            initial={undefined}
            onDone={(email) => createOrder('email', email)}
            onBack={() => setApproverStep(false)}
            nextLoading={create.isPending}
            {...common}
          />
        )}
      </div>
    </>
  );
}
