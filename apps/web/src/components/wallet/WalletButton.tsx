import ArrowRightOutlined from '@ant-design/icons/ArrowRightOutlined';
import { WALLET_BUTTON_DELAY_MS, type PaymentQueryAnswer } from '@portal/contract';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Spin from 'antd/es/spin';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api';
import { queryWalletPayment, submitToWallet } from '../../lib/wallet/walletCalls';
import { loadWalletSdk, type WalletButtons, type WalletSdkSettings } from '../../lib/wallet/walletSdk';
import './WalletButton.css';

/**
 * `waiting`: the spec's 1 s before the button; `loading`: the SDK script; `ready`: the wallet's own button;
 * `continue`: the redirect fallback (the SDK could not load, or creating the payment failed: the continue
 * area comes back and the wallet button is hidden).
 */
type Phase = 'waiting' | 'loading' | 'ready' | 'continue';

export interface WalletButtonProps {
  sdk: WalletSdkSettings;
  /** Checks the page's input before anything is created; false stops (the page says why). */
  validate: () => Promise<boolean>;
  /** Creates the payment to charge (payments/topup, orders/payment/create) and answers its id. */
  createPayment: () => Promise<string>;
  onPaid: (answer: PaymentQueryAnswer) => void;
  /** A failure after the buyer approved (declined, amount refused): the page shows it. */
  onFailed: (error: unknown) => void;
  /** Prefix of the test ids: `<prefix>-wallet`, `<prefix>-wallet-continue`, … */
  testId: string;
  /** Texts of the continue area. */
  continueLabel: string;
  continueHint: string;
  disabled?: boolean;
}

/**
 * The card-wallet button shared by add-funds and buy-details: shown after 1 s, drawn by the wallet's JS SDK;
 * createOrder creates our payment and its wallet order, onApprove confirms it with payment/query. Where the
 * SDK cannot load, "Continue to the wallet" sends the browser to the approval page instead.
 */
export function WalletButton(props: WalletButtonProps) {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<Phase>('waiting');
  const [problem, setProblem] = useState<string>();
  const [redirecting, setRedirecting] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const latest = useRef(props);
  const paymentId = useRef<string | undefined>(undefined);
  const invalidInput = useRef(false);
  useEffect(() => {
    latest.current = props;
  });

  const textOf = (error: unknown) => (isApiError(error) ? error.msg : t('unknownError'));

  // Creating the payment failed: restore the continue area, hide the wallet button (spec 001 section 8).
  const creationFailed = (error: unknown) => {
    setProblem(textOf(error));
    setPhase('continue');
  };

  useEffect(() => {
    let buttons: WalletButtons | undefined;
    let cancelled = false;
    const timer = window.setTimeout(() => {
      setPhase('loading');
      loadWalletSdk(props.sdk)
        .then(async (paypal) => {
          if (cancelled || !container.current) return;
          buttons = paypal.Buttons({
            style: { layout: 'vertical', label: 'pay', height: 40 },
            onClick: async (_data, actions) =>
              (await latest.current.validate()) ? actions.resolve() : actions.reject(),
            createOrder: async () => {
              // onClick checked already where the SDK supports it; an invalid input must not create anything.
              if (!(await latest.current.validate())) {
                invalidInput.current = true;
                throw new Error('input not valid');
              }
              try {
                const id = await latest.current.createPayment();
                paymentId.current = id;
                return (await submitToWallet(id)).payID ?? '';
              } catch (error) {
                creationFailed(error);
                throw error;
              }
            },
            onApprove: async (data) => {
              try {
                latest.current.onPaid(await queryWalletPayment(paymentId.current ?? '', data.orderID));
              } catch (error) {
                latest.current.onFailed(error);
              }
            },
            onCancel: () => setProblem(undefined),
            // Errors of createOrder were handled above; anything else: offer the redirect.
            onError: () => {
              if (invalidInput.current) invalidInput.current = false;
              else setPhase('continue');
            },
          });
          if (buttons.isEligible && !buttons.isEligible()) throw new Error('wallet not eligible');
          await buttons.render(container.current);
          if (!cancelled) setPhase((now) => (now === 'loading' ? 'ready' : now));
        })
        .catch(() => {
          if (!cancelled) setPhase('continue');
        });
    }, WALLET_BUTTON_DELAY_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      void buttons?.close?.().catch(() => {});
    };
    // The SDK button is drawn once per wallet; the latest callbacks are read through `latest`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.sdk.clientId, props.sdk.sdkUrl]);

  const continueToWallet = async () => {
    if (!(await props.validate())) return;
    setProblem(undefined);
    setRedirecting(true);
    try {
      const id = await props.createPayment();
      const submitted = await submitToWallet(id);
      if (submitted.approveUrl) {
        window.location.assign(submitted.approveUrl);
        return;
      }
      // Approved already (a second tab): confirm it here.
      props.onPaid(await queryWalletPayment(id, submitted.payID));
    } catch (error) {
      setProblem(textOf(error));
    }
    setRedirecting(false);
  };

  return (
    <div className="wallet-button" data-testid={`${props.testId}-wallet`} data-phase={phase}>
      {problem && (
        <Alert
          type="error"
          showIcon
          title={problem}
          style={{ marginBottom: 12 }}
          data-testid={`${props.testId}-wallet-error`}
        />
      )}
      {(phase === 'waiting' || phase === 'loading') && (
        <div className="wallet-button__loading" data-testid={`${props.testId}-wallet-loading`}>
          <Spin size="small" /> <span>{t('wallet.addFunds.loading')}</span>
        </div>
      )}
      <div
        ref={container}
        hidden={phase === 'continue'}
        className="wallet-button__sdk"
        data-testid={`${props.testId}-wallet-sdk`}
      />
      {phase === 'continue' && (
        <div className="wallet-button__continue" data-testid={`${props.testId}-wallet-continue-area`}>
          <p className="wallet-button__hint">{props.continueHint}</p>
          <Button
            type="primary"
            size="large"
            icon={<ArrowRightOutlined />}
            iconPlacement="end"
            loading={redirecting}
            disabled={props.disabled}
            onClick={() => void continueToWallet()}
            data-testid={`${props.testId}-wallet-continue`}
          >
            {props.continueLabel}
          </Button>
        </div>
      )}
    </div>
  );
}
