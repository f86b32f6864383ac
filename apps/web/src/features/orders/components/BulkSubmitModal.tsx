import Button from 'antd/es/button';
import List from 'antd/es/list';
import Modal from 'antd/es/modal';
import Progress from 'antd/es/progress';
import Tag from 'antd/es/tag';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api';
import { commitOrder } from '../api/commitOrder';

interface Result {
  id: number;
  state: 'waiting' | 'ok' | 'failed';
  message?: string;
}

/**
 * Bulk submit: order/commit one order at a time for the given ids (status 12), with a progress bar, the
 * result of each order and a Stop button (the order under way finishes; the rest are not sent).
 */
export function BulkSubmitModal({
  ids,
  onClose,
}: {
  /** Orders to submit (the modal is mounted per run). */
  ids: number[];
  onClose: (changed: boolean) => void;
}) {
  const { t } = useTranslation();
  const [results, setResults] = useState<Result[]>(() => ids.map((id) => ({ id, state: 'waiting' })));
  const [running, setRunning] = useState(true);
  const [stopped, setStopped] = useState(false);
  const stop = useRef(false);

  useEffect(() => {
    let alive = true;
    stop.current = false;
    void (async () => {
      for (const id of ids) {
        if (stop.current || !alive) break;
        let result: Result;
        try {
          await commitOrder(id);
          result = { id, state: 'ok' };
        } catch (error) {
          result = { id, state: 'failed', message: isApiError(error) ? error.msg : t('unknownError') };
        }
        if (!alive) return;
        setResults((prev) => prev.map((r) => (r.id === id ? result : r)));
      }
      if (alive) setRunning(false);
    })();
    return () => {
      alive = false;
      stop.current = true;
    };
  }, [ids, t]);

  const done = results.filter((r) => r.state !== 'waiting').length;
  const total = results.length;
  const close = () => {
    stop.current = true;
    onClose(done > 0);
  };
  return (
    <Modal
      open
      title={t('orders.batch.submitTitle')}
      onCancel={close}
      maskClosable={false}
      footer={
        <>
          <Button
            danger
            disabled={!running || stopped}
            onClick={() => {
              stop.current = true;
              setStopped(true);
            }}
            data-testid="bulk-submit-stop"
          >
            {t('orders.batch.stop')}
          </Button>
          <Button onClick={close} data-testid="bulk-submit-close">
            {t('orders.batch.close')}
          </Button>
        </>
      }
    >
      <div data-testid="bulk-submit-progress" data-done={done} data-total={total}>
        <Progress percent={total ? Math.round((done / total) * 100) : 0} />
        <div>
          {t('orders.batch.submitProgress', { done, total })}
          {stopped && ` · ${t('orders.batch.stopped')}`}
        </div>
      </div>
      <List
        size="small"
        style={{ marginTop: 12, maxHeight: 300, overflow: 'auto' }}
        dataSource={results}
        renderItem={(r) => (
          <List.Item data-testid={`bulk-submit-result-${r.id}`} data-state={r.state}>
            <span>#{r.id}</span>
            <span style={{ textAlign: 'right' }}>
              {r.state === 'ok' && <Tag color="green">{t('orders.batch.ok')}</Tag>}
              {r.state === 'failed' && (
                <>
                  <Tag color="red">{t('orders.batch.failed')}</Tag> {r.message}
                </>
              )}
              {r.state === 'waiting' && <Tag>{t('orders.batch.waiting')}</Tag>}
            </span>
          </List.Item>
        )}
      />
    </Modal>
  );
}
