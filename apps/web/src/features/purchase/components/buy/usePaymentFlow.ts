import type { OrderPaymentDetail, PaymentQueryAnswer } from '@portal/contract';
import type { ButtonProps } from 'antd/es/button';
import Modal from 'antd/es/modal';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { needsFunds } from '../../../../components/funds/AddFundsLink';
import { isApiError } from '../../../../lib/api';
import { formatDateTime, formatUsd } from '../../../../lib/format';
import { useProfile } from '../../../../lib/queries/profile';
import { testId } from '../../../../lib/testId';
import { rememberOrder } from '../../../../lib/purchaseStorage';
import { QUERY_KEYS } from '../../../../lib/queryKeys';
import { toast } from '../../../../lib/toast';
import { createPayment, type PaymentCreateRequest } from '../../api/createPayment';
import { usePayByBalance } from '../../api/payByBalance';
import { useStartFreeTrial } from '../../api/startFreeTrial';
import { balanceCheck } from '../../logic/balanceCheck';
import { FAILED_OUTCOME, paymentFailureAction, paymentOutcome } from '../../logic/paymentOutcome';
import { PATHS } from '../../paths';
import { amountsDue, reissueDetailPath } from './reissueDue';

/** After a payment or a started trial the page waits this long before moving on (spec 000 section 9). */
const REDIRECT_DELAY_MS = 2000;

/**
 * Balance payment and free trial of buy-details with the outcome routing of spec 000 section 4. Insufficient
 * funds and coupon problems stay on the page (`problem`); "already paid" refreshes; other failures go to the
 * wizard's error result. The balance payment also pays the order's unpaid Add-San reissues (alone when the
 * order is paid already); after it the user goes to the reissue's detail to submit and validate it.
 */
export function usePaymentFlow(detail: OrderPaymentDetail | undefined, id: number, refresh: () => void) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pay = usePayByBalance();
  const queryClient = useQueryClient();
  const trial = useStartFreeTrial();
  // The balance, to say before the confirmation when it is not enough.
  const profile = useProfile();
  const [problem, setProblemText] = useState<string>();
  /** The problem is "the balance is not enough": buy-details links it to Add funds. */
  const [problemNeedsFunds, setProblemNeedsFunds] = useState(false);
  const setProblem = (text: string | undefined, error?: unknown) => {
    setProblemText(text);
    setProblemNeedsFunds(text !== undefined && needsFunds(isApiError(error) ? error.code : undefined));
  };
  const [leaving, setLeaving] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const textOf = (error: unknown) => (isApiError(error) ? error.msg : t('unknownError'));

  const succeed = (order: OrderPaymentDetail, text: string) => {
    toast.success(text);
    rememberOrder({
      orderID: id,
      authMethod: order.authMethod,
      approverEmail: order.approverEmail,
      complete: order.complete,
    });
    setLeaving(true);
    const state = paymentOutcome(order);
    timer.current = window.setTimeout(() => void navigate(PATHS.placeOrder, { state }), REDIRECT_DELAY_MS);
  };
  const reissuesPaid = (reissueIds: string[]) => {
    toast.success(t('purchase.buy.paymentSuccess'));
    setLeaving(true);
    const first = reissueIds[0] ?? '';
    timer.current = window.setTimeout(() => void navigate(reissueDetailPath(first)), REDIRECT_DELAY_MS);
  };
  const fail = (error: unknown) => {
    toast.error(textOf(error));
    void navigate(PATHS.placeOrder, { state: FAILED_OUTCOME });
  };

  /** What buy-details charges: the unpaid order (with its code) and its unpaid Add-San reissues. */
  const paymentBody = (order: OrderPaymentDetail): PaymentCreateRequest => {
    const due = amountsDue(order);
    return {
      ordersID: due.orderDue ? id : undefined,
      reissueOrdersID: due.reissueIds.length ? due.reissueIds : undefined,
      code: due.orderDue ? (order.appliedCode ?? undefined) : undefined,
      masterCode: due.orderDue ? (order.appliedMasterCode ?? undefined) : undefined,
    };
  };

  /** Money moves only after the buyer confirmed the amount ("Pay $49.00 from your balance?"). */
  const payByBalance = () => {
    if (!detail) return;
    const due = amountsDue(detail);
    const dueUsd = due.reissueIds.length ? due.finalTotal : detail.finalTotal;
    const amount = formatUsd(dueUsd);
    // Not enough on the balance: say so (balance, shortfall, Add funds) instead of a confirmation that fails. A
    // shortfall is read again first (funds may have been added meanwhile in another tab).
    if (!balanceCheck(profile.data?.fundsCents, dueUsd).enough) {
      void profile.refetch().then((fresh) => {
        const check = balanceCheck(fresh.data?.fundsCents, dueUsd);
        if (check.enough) {
          confirmBalance(detail, amount);
          return;
        }
        setProblemText(
          t('purchase.buy.balanceShort', {
            balance: formatUsd(check.balance),
            amount: formatUsd(check.due),
            short: formatUsd(check.short),
          }),
        );
        setProblemNeedsFunds(true);
      });
      return;
    }
    confirmBalance(detail, amount);
  };

  const confirmBalance = (detail: OrderPaymentDetail, amount: string) =>
    Modal.confirm({
      title: t('purchase.buy.confirmBalance', { amount }),
      content: t('purchase.buy.confirmBalanceText', { id, amount }),
      okText: t('purchase.buy.confirmBalanceOk', { amount }),
      okButtonProps: testId<ButtonProps>('buy-pay-balance-ok'),
      cancelButtonProps: testId<ButtonProps>('buy-pay-balance-cancel'),
      onOk: () => chargeBalance(detail),
    });

  const chargeBalance = (detail: OrderPaymentDetail) => {
    setProblem(undefined);
    const due = amountsDue(detail);
    pay.mutate(
      { orderID: id, ...paymentBody(detail) },
      {
        onSuccess: () => {
          if (due.reissueIds.length) {
            if (due.orderDue) rememberOrder({ orderID: id, authMethod: detail.authMethod });
            reissuesPaid(due.reissueIds);
          } else {
            succeed(detail, t('purchase.buy.paymentSuccess'));
          }
        },
        onError: (error) => {
          switch (paymentFailureAction(isApiError(error) ? error.code : undefined)) {
            case 'stay':
              setProblem(textOf(error), error);
              toast.error(textOf(error));
              break;
            case 'paid':
              toast.warning(t('purchase.buy.paid'));
              refresh();
              break;
            default:
              fail(error);
          }
        },
      },
    );
  };

  /** The trial starts (and the certificate is made) only after the buyer confirmed what it means. */
  const startTrial = () => {
    if (!detail) return;
    Modal.confirm({
      title: t('purchase.buy.confirmTrial'),
      content: t('purchase.buy.confirmTrialText', { amount: formatUsd(detail.finalTotal) }),
      okText: t('purchase.buy.confirmTrialOk'),
      okButtonProps: testId<ButtonProps>('buy-free-trial-ok'),
      cancelButtonProps: testId<ButtonProps>('buy-free-trial-cancel'),
      onOk: () => beginTrial(detail),
    });
  };

  const beginTrial = (detail: OrderPaymentDetail) => {
    setProblem(undefined);
    trial.mutate(id, {
      onSuccess: (answer) =>
        succeed(detail, t('purchase.buy.trialStarted', { date: formatDateTime(answer.trialEndsAt, false) })),
      onError: fail,
    });
  };

  /** Card wallet: the payment is created when the buyer presses the wallet button. */
  const createWalletPayment = async () => {
    if (!detail) throw new Error('order not loaded');
    setProblem(undefined);
    return createPayment(paymentBody(detail));
  };

  /** payment/query answered (wallet button or the approval page's return): the same routing as the balance. */
  const walletPaid = (answer: PaymentQueryAnswer) => {
    void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.profile });
    if (!detail) return;
    if (answer.status === 'pending') {
      setProblem(t('wallet.buy.pending'));
      return;
    }
    if (answer.status === 'credited') {
      toast.warning(t('wallet.buy.credited'));
      refresh();
      return;
    }
    if (answer.reissueOrdersID.length) {
      if (answer.ordersID.length) rememberOrder({ orderID: id, authMethod: detail.authMethod });
      reissuesPaid(answer.reissueOrdersID);
    } else {
      succeed(detail, t('purchase.buy.paymentSuccess'));
    }
  };
  const walletFailed = (error: unknown) => {
    setProblem(textOf(error), error);
    toast.error(textOf(error));
    refresh();
  };

  return {
    payByBalance,
    createWalletPayment,
    walletPaid,
    walletFailed,
    startTrial,
    paying: pay.isPending,
    trialing: trial.isPending,
    busy: pay.isPending || trial.isPending || leaving,
    problem,
    problemNeedsFunds,
  };
}
