import type { PaymentQueryAnswer } from '@portal/contract';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { queryWalletPayment } from './walletCalls';
import { readWalletReturn, withoutWalletReturn } from './walletReturn';

export type WalletReturnPhase = 'none' | 'confirming' | 'done' | 'cancelled' | 'failed';

/**
 * On a page the wallet's approval page sends the buyer back to: confirms the payment once (payment/query),
 * reports the outcome and removes the return parameters from the address.
 */
export function useWalletReturn(handlers: {
  onPaid: (answer: PaymentQueryAnswer) => void;
  onFailed: (error: unknown) => void;
}): WalletReturnPhase {
  const location = useLocation();
  const navigate = useNavigate();
  const [phase, setPhase] = useState<WalletReturnPhase>(() => {
    const back = readWalletReturn(location.search);
    if (!back) return 'none';
    return back.cancelled ? 'cancelled' : 'confirming';
  });
  const started = useRef(false);
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    const back = readWalletReturn(location.search);
    if (!back || started.current) return;
    started.current = true;
    const clean = () =>
      void navigate(
        { pathname: location.pathname, search: withoutWalletReturn(location.search) },
        { replace: true },
      );
    if (back.cancelled) {
      clean();
      return;
    }
    queryWalletPayment(back.paymentId, back.token).then(
      (answer) => {
        setPhase('done');
        clean();
        latest.current.onPaid(answer);
      },
      (error: unknown) => {
        setPhase('failed');
        clean();
        latest.current.onFailed(error);
      },
    );
  }, [location.pathname, location.search, navigate]);

  return phase;
}
